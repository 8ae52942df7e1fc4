import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Assessments a partner runs for a candidate: requested through its API, completed by its signed callback. */
export class Assessments1795840000000 implements MigrationInterface {
  name = 'Assessments1795840000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE assessments (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        package text NOT NULL,
        status text NOT NULL CHECK (status IN ('requested', 'completed')),
        partner_reference text,
        score integer CHECK (score BETWEEN 0 AND 100),
        completed_at timestamptz(3),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    await db.query('CREATE INDEX assessments_candidate_idx ON assessments (candidate_id)');
    // The report reads completed assessments by the day they completed.
    await db.query(`CREATE INDEX assessments_completed_idx ON assessments (completed_at) WHERE status = 'completed'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE assessments');
  }
}
