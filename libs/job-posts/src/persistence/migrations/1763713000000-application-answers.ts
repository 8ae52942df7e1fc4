import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a careers-site apply submitted (docs/api/careers.md#reading-what-was-submitted): the answers with
 * the label and type they were asked under, and the self-identification answers in a table of their
 * own that nothing else reads (no event, feed, search or export names it). Both go with the application.
 */
export class ApplicationAnswers1763713000000 implements MigrationInterface {
  name = 'ApplicationAnswers1763713000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE application_answers (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        job_post_id uuid NOT NULL REFERENCES job_posts (id),
        submitted_at timestamptz(3) NOT NULL,
        source text NOT NULL,
        utm jsonb,
        answers jsonb NOT NULL
      )`);
    await db.query(`
      CREATE TABLE application_self_id (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        answers jsonb NOT NULL,
        submitted_at timestamptz(3) NOT NULL
      )`);
    await db.query(`CREATE INDEX application_self_id_candidate_idx ON application_self_id (candidate_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE application_self_id');
    await db.query('DROP TABLE application_answers');
  }
}
