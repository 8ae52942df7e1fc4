import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `updatedAfter` (docs/api/sync.md, docs/adr/0040-incremental-lists.md): a btree on `updated_at`, and
 * `(parent, updated_at)` for the list under a parent that can grow large (an endpoint's deliveries). Sync1763707000000
 * made these indexes until migrations moved into their contexts: an installation that ran it
 * already has them, and this migration finds them in place (docs/adr/0062-migrations-live-with-their-context.md).
 */
export class WebhooksUpdatedAt1763707000010 implements MigrationInterface {
  name = 'WebhooksUpdatedAt1763707000010';

  async up(db: QueryRunner): Promise<void> {
    // An installation that ran the original has them: looking in the catalog first locks no table.
    await db.query(`
      DO $$
      BEGIN
        IF to_regclass('webhook_endpoints_updated_idx') IS NULL THEN
          CREATE INDEX webhook_endpoints_updated_idx ON webhook_endpoints (updated_at) WHERE deleted_at IS NULL;
        END IF;
        IF to_regclass('webhook_deliveries_endpoint_updated_idx') IS NULL THEN
          CREATE INDEX webhook_deliveries_endpoint_updated_idx ON webhook_deliveries (endpoint_id, updated_at);
        END IF;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX webhook_deliveries_endpoint_updated_idx`);
    await db.query(`DROP INDEX webhook_endpoints_updated_idx`);
  }
}
