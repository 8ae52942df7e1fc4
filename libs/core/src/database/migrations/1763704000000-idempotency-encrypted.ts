import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored responses are encrypted at rest (some carry secrets shown once: API keys, webhook
 * secrets). The ciphertext gets its own column, so the column says the format: rows written
 * before keep their plaintext `response_body` and replay from it for their remaining 24 h, and a
 * replica of the previous version meets no body it would take for plaintext (it answers 409
 * instead of replaying ciphertext while replicas roll). `response_body` can go in a later release.
 */
export class IdempotencyEncrypted1763704000000 implements MigrationInterface {
  name = 'IdempotencyEncrypted1763704000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE idempotency_keys ADD COLUMN response_ciphertext text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE idempotency_keys DROP COLUMN response_ciphertext`);
  }
}
