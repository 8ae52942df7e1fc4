import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tasks. Links to erased or deleted records are cleared, the task stays. */
export class Tasks1763700000800 implements MigrationInterface {
  name = 'Tasks1763700000800';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tasks (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        description text,
        status text NOT NULL CHECK (status IN ('pending', 'in_progress', 'completed', 'canceled')),
        priority text NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
        due_date timestamptz(3),
        completed_at timestamptz(3),
        owner_id uuid REFERENCES users (id),
        candidate_id uuid REFERENCES candidates (id) ON DELETE SET NULL,
        application_id uuid REFERENCES applications (id) ON DELETE SET NULL,
        job_id uuid REFERENCES jobs (id) ON DELETE SET NULL,
        interview_id uuid REFERENCES interviews (id) ON DELETE SET NULL,
        created_by_id uuid NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX tasks_created_idx ON tasks (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX tasks_owner_idx ON tasks (owner_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX tasks_status_idx ON tasks (status, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX tasks_candidate_idx ON tasks (candidate_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX tasks_application_idx ON tasks (application_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX tasks_job_idx ON tasks (job_id)`);
    await db.query(`CREATE INDEX tasks_interview_idx ON tasks (interview_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE tasks');
  }
}
