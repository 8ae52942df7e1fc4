import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applications: a candidate in a stage of a job's pipeline. One active application per candidate
 * and job, and one position per stage column, are enforced by unique indexes. Erasing a candidate
 * erases their applications.
 */
export class Applications1763700000400 implements MigrationInterface {
  name = 'Applications1763700000400';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE applications (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs (id),
        current_stage_id uuid NOT NULL REFERENCES job_stages (id),
        status text NOT NULL CHECK (status IN ('active', 'rejected', 'hired', 'withdrawn')),
        source text NOT NULL,
        pipeline_order integer NOT NULL,
        applied_at timestamptz(3) NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX applications_active_key ON applications (candidate_id, job_id) WHERE status = 'active'`);
    await db.query(`CREATE UNIQUE INDEX applications_stage_order_key ON applications (current_stage_id, pipeline_order)`);
    await db.query(`CREATE INDEX applications_created_idx ON applications (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX applications_job_idx ON applications (job_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX applications_candidate_idx ON applications (candidate_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX applications_stage_idx ON applications (current_stage_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX applications_status_idx ON applications (status, created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE applications');
  }
}
