import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys (docs/api/wire-rules.md#idempotency): one row per API key and `Idempotency-Key`, kept 24 h. In
 * PostgreSQL, not Redis, because the row must survive whatever the work it guards survives:
 * `committed_at` is written in the same transaction as that work (docs/adr/0025-idempotency-keys-in-postgresql.md).
 */
export class Idempotency1763702000000 implements MigrationInterface {
  name = 'Idempotency1763702000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotency_keys (
        api_key_id uuid NOT NULL,
        idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 255),
        fingerprint text NOT NULL,
        request_method text NOT NULL,
        request_path text NOT NULL,
        lease_token uuid NOT NULL,
        locked_until timestamptz(3) NOT NULL,
        committed_at timestamptz(3),
        response_status smallint,
        response_body text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        expires_at timestamptz(3) NOT NULL,
        PRIMARY KEY (api_key_id, idempotency_key)
      )`);
    await db.query(`CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE idempotency_keys');
  }
}
