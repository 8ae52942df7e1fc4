import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users and API keys (docs/api/auth.md#api-keys). Keys are stored as SHA-256 hashes only. */
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
    await db.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        name text NOT NULL,
        type text NOT NULL CHECK (type IN ('secret', 'restricted')),
        environment text NOT NULL CHECK (environment IN ('live', 'test')),
        prefix text NOT NULL,
        last4 text NOT NULL,
        key_hash text NOT NULL CONSTRAINT api_keys_key_hash_key UNIQUE,
        scopes text[] NOT NULL,
        expires_at timestamptz(3),
        revoked_at timestamptz(3),
        last_used_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX api_keys_owner_idx ON api_keys (owner_id)`);
    await db.query(`CREATE INDEX api_keys_created_idx ON api_keys (created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE api_keys');
    await db.query('DROP TABLE users');
  }
}
