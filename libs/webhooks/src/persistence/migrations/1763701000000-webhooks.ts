import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook endpoints (secrets encrypted at rest, the previous one kept through a rotation window)
 * and their deliveries: one per event and endpoint, plus any replays of it (docs/api/events.md#webhooks).
 */
export class Webhooks1763701000000 implements MigrationInterface {
  name = 'Webhooks1763701000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        url text NOT NULL,
        events text[] NOT NULL,
        description text,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        secret_encrypted text NOT NULL,
        previous_secret_encrypted text,
        previous_secret_expires_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now(),
        deleted_at timestamptz(3)
      )`);
    await db.query(`CREATE INDEX webhook_endpoints_created_idx ON webhook_endpoints (created_at DESC, id DESC) WHERE deleted_at IS NULL`);
    // The relay's fan-out: live endpoints subscribed to an event name (or to '*').
    await db.query(`CREATE INDEX webhook_endpoints_events_idx ON webhook_endpoints USING gin (events) WHERE deleted_at IS NULL AND enabled`);
    await db.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id),
        event_id uuid NOT NULL REFERENCES outbox_events (id),
        event text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'delivered', 'retrying', 'dead_lettered', 'canceled')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        response_status integer,
        last_error text,
        next_retry_at timestamptz(3),
        delivered_at timestamptz(3),
        dead_lettered_at timestamptz(3),
        replay_of_id uuid REFERENCES webhook_deliveries (id),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    // An event fans out to an endpoint once, however many relays race for it; replays are extra rows.
    await db.query(`CREATE UNIQUE INDEX webhook_deliveries_fanout_key ON webhook_deliveries (endpoint_id, event_id) WHERE replay_of_id IS NULL`);
    await db.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX webhook_deliveries_endpoint_status_idx ON webhook_deliveries (endpoint_id, status, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id)`);
    await db.query(`CREATE INDEX webhook_deliveries_replay_of_idx ON webhook_deliveries (replay_of_id) WHERE replay_of_id IS NOT NULL`);
    // The reconciler: open deliveries by the time they are due.
    await db.query(
      `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries ((COALESCE(next_retry_at, created_at))) WHERE status IN ('pending', 'retrying')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE webhook_deliveries');
    await db.query('DROP TABLE webhook_endpoints');
  }
}
