import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The public list (docs/api/careers.md#public-routes): live posts, newest publishedAt first, read as an index scan that stops after the page. */
export class PublishedJobPosts1763712000000 implements MigrationInterface {
  name = 'PublishedJobPosts1763712000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX job_posts_published_idx ON job_posts (published_at DESC, id DESC) WHERE status = 'live' AND deleted_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX job_posts_published_idx');
  }
}
