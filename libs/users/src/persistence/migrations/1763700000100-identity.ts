import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users. It made the API keys' table too, which libs/api-keys now creates (ApiKeys1763700000101;
 * docs/adr/0062-migrations-live-with-their-context.md).
 */
export class Identity1763700000100 implements MigrationInterface {
  name = 'Identity1763700000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'recruiter', 'hiring_manager', 'interviewer')),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await db.query(`CREATE INDEX users_created_idx ON users (created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE users');
  }
}
