import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbox events remember which run step caused them (EventRecorder writes it). The migration
 * 1763703000000 added these columns until migrations moved into their contexts: an installation that
 * ran it already has them, and this one finds everything in place (docs/adr/0062-migrations-live-with-their-context.md).
 */
export class OutboxCausedBy1763703000001 implements MigrationInterface {
  name = 'OutboxCausedBy1763703000001';

  async up(db: QueryRunner): Promise<void> {
    // An installation that ran the original has them: looking in the catalog first locks no table (every write inserts into the outbox).
    await db.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'outbox_events'::regclass AND attname = 'caused_by_run_id' AND NOT attisdropped) THEN
          ALTER TABLE outbox_events ADD COLUMN caused_by_run_id uuid, ADD COLUMN caused_by_step_index integer;
        END IF;
        IF to_regclass('outbox_events_caused_by_idx') IS NULL THEN
          CREATE INDEX outbox_events_caused_by_idx ON outbox_events (caused_by_run_id, caused_by_step_index) WHERE caused_by_run_id IS NOT NULL;
        END IF;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX outbox_events_caused_by_idx');
    await db.query('ALTER TABLE outbox_events DROP COLUMN caused_by_step_index, DROP COLUMN caused_by_run_id');
  }
}
