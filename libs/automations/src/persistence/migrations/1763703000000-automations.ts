import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Automations (docs/api/events.md#automations), their runs and one step row per action of a run. It added the
 * outbox's `caused_by_*` columns too, which libs/core now adds (OutboxCausedBy1763703000001;
 * docs/adr/0062-migrations-live-with-their-context.md).
 */
export class Automations1763703000000 implements MigrationInterface {
  name = 'Automations1763703000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE automations (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        description text,
        enabled boolean NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'pending_approval', 'approved', 'published', 'archived')),
        trigger_event text NOT NULL,
        conditions jsonb,
        actions jsonb NOT NULL,
        definition_version integer NOT NULL DEFAULT 1 CHECK (definition_version >= 1),
        created_by_id uuid NOT NULL REFERENCES users (id),
        approval_requested_at timestamptz(3),
        approval_requested_by_id uuid REFERENCES users (id),
        approved_by_id uuid REFERENCES users (id),
        approved_at timestamptz(3),
        published_by_id uuid REFERENCES users (id),
        published_at timestamptz(3),
        max_runs_per_minute integer NOT NULL CHECK (max_runs_per_minute BETWEEN 1 AND 10000),
        max_external_actions_per_minute integer NOT NULL CHECK (max_external_actions_per_minute BETWEEN 1 AND 10000),
        circuit_breaker_threshold integer NOT NULL CHECK (circuit_breaker_threshold BETWEEN 1 AND 100),
        circuit_breaker_cooldown_seconds integer NOT NULL CHECK (circuit_breaker_cooldown_seconds BETWEEN 30 AND 86400),
        circuit_open_until timestamptz(3),
        consecutive_failures integer NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0),
        signing_secret_encrypted text NOT NULL,
        previous_signing_secret_encrypted text,
        previous_signing_secret_expires_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX automations_created_idx ON automations (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX automations_status_idx ON automations (status, created_at DESC, id DESC)`);
    // The relay's fan-out: automations that run, by the event they wait for.
    await db.query(`CREATE INDEX automations_trigger_idx ON automations (trigger_event) WHERE status = 'published' AND enabled`);

    await db.query(`
      CREATE TABLE automation_runs (
        id uuid PRIMARY KEY,
        automation_id uuid NOT NULL REFERENCES automations (id),
        trigger_event text NOT NULL,
        trigger_event_id uuid NOT NULL REFERENCES outbox_events (id),
        trigger_payload jsonb NOT NULL,
        condition_result jsonb,
        conditions_evaluated boolean NOT NULL DEFAULT false,
        status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'skipped', 'failed', 'dead_lettered', 'canceled')),
        definition_version integer NOT NULL,
        conditions jsonb,
        actions jsonb NOT NULL,
        attempt_count integer NOT NULL DEFAULT 0 CHECK (attempt_count >= 0),
        max_attempts integer NOT NULL CHECK (max_attempts >= 1),
        next_attempt_at timestamptz(3),
        locked_by text,
        locked_at timestamptz(3),
        heartbeat_at timestamptz(3),
        dead_lettered_at timestamptz(3),
        cancel_requested_at timestamptz(3),
        cancelled_at timestamptz(3),
        duration_ms integer,
        start_step_index integer NOT NULL DEFAULT 0 CHECK (start_step_index >= 0),
        replay_of_run_id uuid REFERENCES automation_runs (id),
        parent_run_id uuid REFERENCES automation_runs (id),
        depth integer NOT NULL DEFAULT 1 CHECK (depth >= 1),
        started_at timestamptz(3),
        finished_at timestamptz(3),
        error text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    // An event starts an automation once, however many relays race for it; replays are extra rows.
    await db.query(`CREATE UNIQUE INDEX automation_runs_trigger_key ON automation_runs (automation_id, trigger_event_id) WHERE replay_of_run_id IS NULL`);
    await db.query(`CREATE INDEX automation_runs_automation_idx ON automation_runs (automation_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX automation_runs_automation_status_idx ON automation_runs (automation_id, status, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX automation_runs_trigger_event_idx ON automation_runs (trigger_event_id)`);
    await db.query(`CREATE INDEX automation_runs_replay_of_idx ON automation_runs (replay_of_run_id) WHERE replay_of_run_id IS NOT NULL`);
    await db.query(`CREATE INDEX automation_runs_parent_idx ON automation_runs (parent_run_id) WHERE parent_run_id IS NOT NULL`);
    // The reconciler: open runs by the time they are due (or, when running, by their last heartbeat).
    await db.query(
      `CREATE INDEX automation_runs_open_idx ON automation_runs ((COALESCE(heartbeat_at, next_attempt_at, created_at))) WHERE status IN ('queued', ` +
        `'running', 'failed')`,
    );

    await db.query(`
      CREATE TABLE automation_run_steps (
        id uuid PRIMARY KEY,
        run_id uuid NOT NULL REFERENCES automation_runs (id),
        step_index integer NOT NULL CHECK (step_index >= 0),
        type text NOT NULL,
        status text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
        attempt integer NOT NULL CHECK (attempt >= 1),
        output jsonb,
        error text,
        started_at timestamptz(3) NOT NULL,
        finished_at timestamptz(3),
        duration_ms integer,
        UNIQUE (run_id, step_index)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE automation_run_steps');
    await db.query('DROP TABLE automation_runs');
    await db.query('DROP TABLE automations');
  }
}
