import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where careers-site applications come from (docs/api/careers.md#referral-links-and-attribution): referral links
 * (a code per referrer, for a post or for every post), and per application its first and last touch and its
 * referrer. An attribution goes with its application; the index by referrer serves the sources report's grouping.
 */
export class JobDistribution1795760000000 implements MigrationInterface {
  name = 'JobDistribution1795760000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE referral_links (
        id uuid PRIMARY KEY,
        code text NOT NULL UNIQUE,
        referrer_user_id uuid NOT NULL REFERENCES users (id),
        job_post_id uuid REFERENCES job_posts (id),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    await db.query(`
      CREATE TABLE application_attribution (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        first_touch jsonb NOT NULL,
        last_touch jsonb NOT NULL,
        referrer_user_id uuid REFERENCES users (id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE application_attribution');
    await db.query('DROP TABLE referral_links');
  }
}
