import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `updatedAfter` (docs/api/sync.md, docs/adr/0040-incremental-lists.md): a btree on `updated_at`, and
 * `(parent, updated_at)` for the list under a parent that can grow large (an automation's runs). Sync1763707000000
 * made these indexes until migrations moved into their contexts: an installation that ran it
 * already has them, and this migration finds them in place (docs/adr/0062-migrations-live-with-their-context.md).
 */
export class AutomationsUpdatedAt1763707000011 implements MigrationInterface {
  name = 'AutomationsUpdatedAt1763707000011';

  async up(db: QueryRunner): Promise<void> {
    // An installation that ran the original has them: looking in the catalog first locks no table.
    await db.query(`
      DO $$
      BEGIN
        IF to_regclass('automations_updated_idx') IS NULL THEN
          CREATE INDEX automations_updated_idx ON automations (updated_at);
        END IF;
        IF to_regclass('automation_runs_automation_updated_idx') IS NULL THEN
          CREATE INDEX automation_runs_automation_updated_idx ON automation_runs (automation_id, updated_at);
        END IF;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX automation_runs_automation_updated_idx`);
    await db.query(`DROP INDEX automations_updated_idx`);
  }
}
