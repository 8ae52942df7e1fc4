import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rejection reasons (docs/api/organization.md#rejection-reasons): a short installation-wide list, read newest first. */
export class RejectionReasons1795800000200 implements MigrationInterface {
  name = 'RejectionReasons1795800000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rejection_reasons (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        type text NOT NULL CHECK (type IN ('candidate', 'company')),
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX rejection_reasons_created_idx ON rejection_reasons (created_at DESC, id DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE rejection_reasons');
  }
}
