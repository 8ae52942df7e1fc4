import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `updatedAfter` (docs/api/sync.md, docs/adr/0040-incremental-lists.md): a btree on `updated_at`. Sync1763707000000
 * made these indexes until migrations moved into their contexts: an installation that ran it
 * already has them, and this migration finds them in place (docs/adr/0062-migrations-live-with-their-context.md).
 */
export class ApiKeysUpdatedAt1763707000002 implements MigrationInterface {
  name = 'ApiKeysUpdatedAt1763707000002';

  async up(db: QueryRunner): Promise<void> {
    // An installation that ran the original has them: looking in the catalog first locks no table.
    await db.query(`
      DO $$
      BEGIN
        IF to_regclass('api_keys_updated_idx') IS NULL THEN
          CREATE INDEX api_keys_updated_idx ON api_keys (updated_at);
        END IF;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX api_keys_updated_idx`);
  }
}
