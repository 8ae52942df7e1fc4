import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Candidate merges (docs/api/sync.md#merge): one row per merged-away candidate, naming the candidate it lives
 * on as. Chains are kept flat (merging B into C re-points A → B at C), so one primary-key lookup
 * resolves any old id; it is read only when a candidate id is not found. Erasing the survivor
 * removes the rows that point at it, so an erased person's old ids answer 404, not a redirect.
 */
export class CandidateMerges1763709000000 implements MigrationInterface {
  name = 'CandidateMerges1763709000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE candidate_merges (
        duplicate_id uuid PRIMARY KEY,
        survivor_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        merged_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX candidate_merges_survivor_idx ON candidate_merges (survivor_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE candidate_merges');
  }
}
