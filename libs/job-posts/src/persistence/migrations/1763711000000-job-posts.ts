import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Job posts (docs/api/careers.md#job-posts): a job's public face on careers sites. Deleted posts keep their row (`deleted_at`). */
export class JobPosts1763711000000 implements MigrationInterface {
  name = 'JobPosts1763711000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE job_posts (
        id uuid PRIMARY KEY,
        job_id uuid NOT NULL REFERENCES jobs (id),
        title text NOT NULL,
        content text NOT NULL,
        location text,
        remote boolean NOT NULL,
        employment_type text,
        salary jsonb,
        status text NOT NULL CHECK (status IN ('draft', 'live', 'closed')),
        form jsonb NOT NULL,
        boards text[] NOT NULL,
        published_at timestamptz(3),
        closed_at timestamptz(3),
        deleted_at timestamptz(3),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    await db.query(`CREATE INDEX job_posts_created_idx ON job_posts (created_at DESC, id DESC) WHERE deleted_at IS NULL`);
    await db.query(`CREATE INDEX job_posts_job_created_idx ON job_posts (job_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`);
    await db.query(`CREATE INDEX job_posts_updated_idx ON job_posts (updated_at) WHERE deleted_at IS NULL`);
    // Closing a job closes its live posts: found by this index under the job's row lock.
    await db.query(`CREATE INDEX job_posts_live_idx ON job_posts (job_id) WHERE status = 'live' AND deleted_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE job_posts');
  }
}
