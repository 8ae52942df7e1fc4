import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Interviews of an application (candidate and job copied for filtering without joins). */
export class Interviews1763700000500 implements MigrationInterface {
  name = 'Interviews1763700000500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE interviews (
        id uuid PRIMARY KEY,
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        candidate_id uuid NOT NULL,
        job_id uuid NOT NULL,
        interviewer_id uuid NOT NULL REFERENCES users (id),
        title text NOT NULL,
        type text NOT NULL CHECK (type IN ('phone_screen', 'technical', 'onsite', 'behavioral', 'final', 'other')),
        mode text NOT NULL CHECK (mode IN ('video', 'phone', 'in_person')),
        status text NOT NULL CHECK (status IN ('scheduled', 'completed', 'canceled', 'no_show')),
        scheduled_at timestamptz(3) NOT NULL,
        duration_mins integer NOT NULL CHECK (duration_mins BETWEEN 5 AND 480),
        location text,
        notes text,
        source text NOT NULL CHECK (source IN ('api', 'automation')),
        meeting_url text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX interviews_created_idx ON interviews (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX interviews_application_idx ON interviews (application_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX interviews_candidate_idx ON interviews (candidate_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX interviews_job_idx ON interviews (job_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX interviews_interviewer_idx ON interviews (interviewer_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE interviews');
  }
}
