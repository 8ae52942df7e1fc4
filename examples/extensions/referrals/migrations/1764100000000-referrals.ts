import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Referrals: who referred a candidate. (Since 1764100000100 they outlive an erased candidate.) */
export class Referrals1764100000000 implements MigrationInterface {
  name = 'Referrals1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE referrals (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        referrer_name text NOT NULL,
        note text,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX referrals_candidate_idx ON referrals (candidate_id, created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE referrals');
  }
}
