import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The transactional outbox; the other table it made is now its context's (docs/adr/0062-migrations-live-with-their-context.md). */
export class Platform1763700000000 implements MigrationInterface {
  name = 'Platform1763700000000';

  async up(db: QueryRunner): Promise<void> {
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
  }
}
