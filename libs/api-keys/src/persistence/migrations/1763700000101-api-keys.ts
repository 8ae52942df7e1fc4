import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys (docs/api/auth.md#api-keys), stored as SHA-256 hashes only. Identity1763700000100 made this
 * table until migrations moved into their contexts: an installation that ran it already has the
 * table, and this migration finds everything in place (docs/adr/0062-migrations-live-with-their-context.md).
 */
export class ApiKeys1763700000101 implements MigrationInterface {
  name = 'ApiKeys1763700000101';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS api_keys (
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
    // An installation that ran the original has them: looking in the catalog first locks no table.
    await db.query(`
      DO $$
      BEGIN
        IF to_regclass('api_keys_owner_idx') IS NULL THEN
          CREATE INDEX api_keys_owner_idx ON api_keys (owner_id);
        END IF;
        IF to_regclass('api_keys_created_idx') IS NULL THEN
          CREATE INDEX api_keys_created_idx ON api_keys (created_at DESC, id DESC);
        END IF;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE api_keys');
  }
}
