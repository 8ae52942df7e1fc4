import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Jobs and their ordered pipeline stages. Deleting a job closes and soft-deletes it. */
export class Jobs1763700000300 implements MigrationInterface {
  name = 'Jobs1763700000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE jobs (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        department text,
        location text,
        employment_type text CHECK (employment_type IN ('full_time', 'part_time', 'contract', 'temporary', 'internship')),
        description text,
        status text NOT NULL CHECK (status IN ('draft', 'open', 'on_hold', 'closed')),
        closed_at timestamptz(3),
        deleted_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX jobs_created_idx ON jobs (created_at DESC, id DESC) WHERE deleted_at IS NULL`);
    await db.query(`CREATE INDEX jobs_status_idx ON jobs (status, created_at DESC, id DESC) WHERE deleted_at IS NULL`);
    await db.query(`
      CREATE TABLE job_stages (
        id uuid PRIMARY KEY,
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        name text NOT NULL,
        color text NOT NULL,
        "order" bigint NOT NULL CHECK ("order" BETWEEN 0 AND 4503599627370495),
        email_config jsonb NOT NULL DEFAULT '{"candidateUpdatesEnabled": false}',
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX job_stages_job_idx ON job_stages (job_id, "order", created_at, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE job_stages');
    await db.query('DROP TABLE jobs');
  }
}
