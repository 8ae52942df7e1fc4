import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bulk actions (docs/api/bulk-actions.md) and their per-item results. A result row commits in the item's own
 * transaction, so its primary key is what keeps an item from being acted on twice (docs/adr/0101-bulk-actions-run-item-by-item.md).
 */
export class BulkActions1795860000000 implements MigrationInterface {
  name = 'BulkActions1795860000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE bulk_actions (
        id uuid PRIMARY KEY,
        action text NOT NULL,
        item_ids uuid[] NOT NULL,
        params jsonb NOT NULL,
        dry_run boolean NOT NULL,
        status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        succeeded integer,
        failed integer,
        skipped integer,
        attempt_count integer NOT NULL DEFAULT 0,
        principal jsonb NOT NULL,
        actor_id uuid NOT NULL,
        ip text,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        started_at timestamptz(3),
        finished_at timestamptz(3)
      )`);
    // The reconciler's look-up: open bulks.
    await db.query(`CREATE INDEX bulk_actions_open_idx ON bulk_actions (created_at) WHERE status IN ('queued', 'running')`);
    await db.query(`
      CREATE TABLE bulk_action_results (
        bulk_action_id uuid NOT NULL REFERENCES bulk_actions (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('succeeded', 'failed', 'skipped')),
        error jsonb,
        created_at timestamptz(3) NOT NULL,
        CONSTRAINT bulk_action_results_pkey PRIMARY KEY (bulk_action_id, id)
      )`);
    await db.query(`CREATE INDEX bulk_action_results_page_idx ON bulk_action_results (bulk_action_id, created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE bulk_action_results');
    await db.query('DROP TABLE bulk_actions');
  }
}
