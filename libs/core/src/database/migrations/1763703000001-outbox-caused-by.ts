import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbox events remember which run step caused them (EventRecorder writes it). The migration
 * 1763703000000 added these columns until migrations moved into their contexts: an installation that
 * ran it already has them, and this one finds everything in place (docs/adr/0062-migrations-live-with-their-context.md).
 */
export class OutboxCausedBy1763703000001 implements MigrationInterface {
  name = 'OutboxCausedBy1763703000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox_events ADD COLUMN IF NOT EXISTS caused_by_run_id uuid, ADD COLUMN IF NOT EXISTS caused_by_step_index integer`);
    await db.query(
      `CREATE INDEX IF NOT EXISTS outbox_events_caused_by_idx ON outbox_events (caused_by_run_id, caused_by_step_index) WHERE caused_by_run_id IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX outbox_events_caused_by_idx');
    await db.query('ALTER TABLE outbox_events DROP COLUMN caused_by_step_index, DROP COLUMN caused_by_run_id');
  }
}
