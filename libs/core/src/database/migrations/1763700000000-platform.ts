import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The activity feed and the transactional outbox (docs/api/events.md#activity-feed). */
export class Platform1763700000000 implements MigrationInterface {
  name = 'Platform1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE activity_events (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        entity_type text NOT NULL,
        entity_id uuid NOT NULL,
        actor_id uuid NOT NULL,
        actor_name text NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX activity_events_created_idx ON activity_events (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX activity_events_entity_type_idx ON activity_events (entity_type, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX activity_events_entity_id_idx ON activity_events (entity_id, created_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        published_at timestamptz(3)
      )`);
    await db.query(`CREATE INDEX outbox_events_unpublished_idx ON outbox_events (created_at, id) WHERE published_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE outbox_events');
    await db.query('DROP TABLE activity_events');
  }
}
