import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The activity feed (docs/api/events.md#activity-feed). Platform1763700000000 made this table until
 * migrations moved into their contexts: an installation that ran it already has the table, and this
 * migration finds everything in place (docs/adr/0062-migrations-live-with-their-context.md).
 */
export class ActivityEvents1763700000001 implements MigrationInterface {
  name = 'ActivityEvents1763700000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS activity_events (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        entity_type text NOT NULL,
        entity_id uuid NOT NULL,
        actor_id uuid NOT NULL,
        actor_name text NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    // An installation that ran the original has them: looking in the catalog first locks no table.
    await db.query(`
      DO $$
      BEGIN
        IF to_regclass('activity_events_created_idx') IS NULL THEN
          CREATE INDEX activity_events_created_idx ON activity_events (created_at DESC, id DESC);
        END IF;
        IF to_regclass('activity_events_entity_type_idx') IS NULL THEN
          CREATE INDEX activity_events_entity_type_idx ON activity_events (entity_type, created_at DESC, id DESC);
        END IF;
        IF to_regclass('activity_events_entity_id_idx') IS NULL THEN
          CREATE INDEX activity_events_entity_id_idx ON activity_events (entity_id, created_at DESC, id DESC);
        END IF;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE activity_events');
  }
}
