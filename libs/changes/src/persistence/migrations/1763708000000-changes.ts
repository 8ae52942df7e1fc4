import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The change feed (docs/api/sync.md#cursor-and-order, docs/adr/0043-change-feed-order.md). Each outbox row gets its
 * feed position from column defaults, so writers pay no extra round trip: `txid`, the writing
 * transaction's id, and `seq`, its order within the transaction. The feed serves rows in
 * (txid, seq) order below the oldest transaction still running, so a slower writer's change never
 * lands behind a reader's cursor. `resource_id` is the changed resource (EventRecorder fills it
 * from the event's registered `resource.idKey`); erasure may redact the payload, never this column.
 * It is null for outbox rows that are no change (`webhook.test`): the feed skips them.
 * Partial indexes on finished deliveries and runs serve the retention pruner.
 * `change_feed_state` keeps the highest position the pruner deleted: an older cursor is 410.
 */
export class Changes1763708000000 implements MigrationInterface {
  name = 'Changes1763708000000';

  async up(db: QueryRunner): Promise<void> {
    // Existing rows share the migration's txid and take seq in their creation order.
    await db.query(`ALTER TABLE outbox_events ADD COLUMN txid xid8 NOT NULL DEFAULT pg_current_xact_id(), ADD COLUMN seq bigint, ADD COLUMN resource_id text`);
    await db.query(`CREATE SEQUENCE outbox_events_seq_seq OWNED BY outbox_events.seq`);
    await db.query(
      `UPDATE outbox_events o SET seq = ordered.n
         FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM outbox_events) ordered WHERE o.id = ordered.id`,
    );
    await db.query(`SELECT setval('outbox_events_seq_seq', COALESCE((SELECT max(seq) FROM outbox_events), 0) + 1, false)`);
    await db.query(`ALTER TABLE outbox_events ALTER COLUMN seq SET DEFAULT nextval('outbox_events_seq_seq'), ALTER COLUMN seq SET NOT NULL`);
    // Where the resource id sat in the data of the events written before this migration.
    await db.query(`
      UPDATE outbox_events SET resource_id = CASE
        WHEN type = 'note.created' THEN payload #>> '{data,note,id}'
        WHEN type IN ('candidate.tag_added', 'candidate.tag_removed') THEN payload #>> '{data,candidateId}'
        WHEN type IN ('job.stage_created', 'job.stage_updated', 'job.stage_deleted') THEN payload #>> '{data,jobId}'
        WHEN type = 'webhook.test' THEN NULL
        ELSE payload #>> '{data,id}' END`);
    await db.query(`CREATE UNIQUE INDEX outbox_events_feed_idx ON outbox_events (txid, seq)`);
    // The retention pruner walks the outbox in feed order from its watermark (the index above) and
    // finds finished deliveries and runs by age: these partial indexes get an entry only when a row
    // finishes (its status changes then anyway, so that update was never HOT).
    await db.query(
      `CREATE INDEX webhook_deliveries_finished_idx ON webhook_deliveries (created_at) WHERE status IN ('delivered', 'dead_lettered', 'canceled')`,
    );
    await db.query(
      `CREATE INDEX automation_runs_finished_idx ON automation_runs (created_at) WHERE status IN ('succeeded', 'skipped', 'dead_lettered', 'canceled')`,
    );
    await db.query(`
      CREATE TABLE change_feed_state (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        pruned_txid xid8 NOT NULL,
        pruned_seq bigint NOT NULL
      )`);
    await db.query(`INSERT INTO change_feed_state (pruned_txid, pruned_seq) VALUES ('0', 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE change_feed_state');
    await db.query('DROP INDEX automation_runs_finished_idx');
    await db.query('DROP INDEX webhook_deliveries_finished_idx');
    await db.query('DROP INDEX outbox_events_feed_idx');
    await db.query('ALTER TABLE outbox_events DROP COLUMN resource_id, DROP COLUMN seq, DROP COLUMN txid');
  }
}
