import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A job's openings, its headcount (docs/api/openings.md): one row per seat, `opening_id` unique per job. An
 * accepted offer fills the oldest open one (`opened_at`, then `opening_id`): the partial index serves that
 * pick and the NO_OPEN_OPENING check of a send.
 */
export class Openings1795810000000 implements MigrationInterface {
  name = 'Openings1795810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE openings (
        id uuid PRIMARY KEY,
        job_id uuid NOT NULL REFERENCES jobs (id),
        opening_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'filled', 'closed')),
        target_start_date date,
        application_id uuid REFERENCES applications (id) ON DELETE SET NULL,
        close_reason text,
        opened_at timestamptz(3) NOT NULL,
        closed_at timestamptz(3),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        CONSTRAINT openings_job_opening_id_key UNIQUE (job_id, opening_id)
      )`);
    await db.query(`CREATE INDEX openings_job_created_idx ON openings (job_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX openings_open_idx ON openings (job_id, opened_at, opening_id) WHERE status = 'open'`);
    await db.query(`CREATE INDEX openings_updated_at_idx ON openings (updated_at)`);
    await db.query(`CREATE INDEX openings_application_idx ON openings (application_id) WHERE application_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE openings');
  }
}
