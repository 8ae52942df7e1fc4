import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Talent pools and their entries: a candidate is in a pool at most once. */
export class TalentPools1763700000900 implements MigrationInterface {
  name = 'TalentPools1763700000900';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE talent_pools (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        description text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX talent_pools_created_idx ON talent_pools (created_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE talent_pool_entries (
        id uuid PRIMARY KEY,
        pool_id uuid NOT NULL REFERENCES talent_pools (id) ON DELETE CASCADE,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        note text,
        added_by_id uuid NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CONSTRAINT talent_pool_entries_candidate_key UNIQUE (pool_id, candidate_id)
      )`);
    await db.query(`CREATE INDEX talent_pool_entries_pool_idx ON talent_pool_entries (pool_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX talent_pool_entries_candidate_idx ON talent_pool_entries (candidate_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE talent_pool_entries');
    await db.query('DROP TABLE talent_pools');
  }
}
