import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Legal holds (docs/api/retention.md#legal-holds): each names the candidates it covers directly, through their
 * applications to jobs, or all of them. A hold is never deleted; a released one covers nobody.
 */
export class LegalHolds1795830000100 implements MigrationInterface {
  name = 'LegalHolds1795830000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE legal_holds (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        reason text NOT NULL,
        candidate_ids uuid[] NOT NULL,
        job_ids uuid[] NOT NULL,
        all_candidates boolean NOT NULL,
        released_at timestamptz(3),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    await db.query(`CREATE INDEX legal_holds_created_idx ON legal_holds (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX legal_holds_updated_idx ON legal_holds (updated_at)`);
    // What a removal asks: the holds in force (few; the index keeps released ones out of the scan).
    await db.query(`CREATE INDEX legal_holds_active_idx ON legal_holds (created_at) WHERE released_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE legal_holds');
  }
}
