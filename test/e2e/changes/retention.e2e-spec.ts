import { newId, validateEnvironment } from '@app/core';
import { RetentionEnvironment, RetentionPruner, RetentionRepository } from '@app/changes';
import { expectError } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { automationBody } from '../../kits/automations-kit';
import { bootWorker, createWebhook } from '../../kits/webhooks-kit';
import { readChanges, readToEnd } from '../../kits/changes-kit';

jest.setTimeout(60_000);

/** The pruner's settings: the defaults (30 days each) unless given. */
const retention = (variables: Record<string, string> = {}) => validateEnvironment(RetentionEnvironment, variables);

/**
 * Retention (docs/api/sync.md#retention-and-410): rows aged past their retention are pruned in bounded batches, with what
 * only they reference; what is still in flight stays; a cursor from before the pruned changes is 410.
 */
describe('retention', () => {
  let t: TestApp;
  let events: string[];
  let earlyCursor: string;
  let endCursor: string;
  const count = async (sql: string, parameters: unknown[] = []) => (await t.db.query(sql, parameters))[0].n as number;

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    const webhook = await createWebhook(t.api, { url: 'http://127.0.0.1:9/never-called' });
    const automation = (await t.api.post('/automations', automationBody()).expect(201)).body.data;
    for (let i = 0; i < 30; i++) await t.factory.candidate();
    // As if the relay had fanned them out (no worker runs here: nothing may deliver or run the seeded rows).
    await t.db.query(`UPDATE outbox_events SET published_at = now()`);
    events = (await t.db.query(`SELECT id FROM outbox_events ORDER BY txid, seq`)).map((row: { id: string }) => row.id);
    expect(events).toHaveLength(30);

    const delivery = (eventId: string, status: string, replayOfId: string | null = null) =>
      t.db.query(
        `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event, status, replay_of_id) VALUES ($1, $2, $3, 'candidate.created', $4, $5) RETURNING id`,
        [newId(), webhook.id, eventId, status, replayOfId],
      );
    const run = async (eventId: string, status: string) => {
      const runId = newId();
      await t.db.query(
        `INSERT INTO automation_runs (id, automation_id, trigger_event, trigger_event_id, trigger_payload, status, definition_version, actions, max_attempts)
         VALUES ($1, $2, 'candidate.created', $3, '{}', $4, 1, '[]', 3)`,
        [runId, automation.id, eventId, status],
      );
      for (const stepIndex of [0, 1]) {
        await t.db.query(
          `INSERT INTO automation_run_steps (id, run_id, step_index, type, status, attempt, started_at) VALUES ($1, $2, $3, 'add_tag', 'succeeded', 1, now())`,
          [newId(), runId, stepIndex],
        );
      }
    };
    for (const eventId of events.slice(0, 10)) {
      await delivery(eventId, 'delivered');
      await run(eventId, 'succeeded');
    }
    await delivery(events[10], 'retrying');
    const [original] = await delivery(events[11], 'dead_lettered');
    await delivery(events[11], 'delivered', original.id);
    await run(events[12], 'failed');

    earlyCursor = (await readChanges(t.api, { limit: 1 })).nextCursor;
    endCursor = (await readToEnd(t.api)).cursor;
    // The first 25 events and everything about them are 40 days old; the default retention is 30 days.
    const aged = events.slice(0, 25);
    await t.db.query(`UPDATE outbox_events SET created_at = now() - interval '40 days' WHERE id = ANY($1::uuid[])`, [aged]);
    await t.db.query(`UPDATE webhook_deliveries SET created_at = now() - interval '40 days' WHERE event_id = ANY($1::uuid[])`, [aged]);
    await t.db.query(`UPDATE automation_runs SET created_at = now() - interval '40 days' WHERE trigger_event_id = ANY($1::uuid[])`, [aged]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prunes in bounded batches what is past its retention and no longer in flight, and keeps the rest', async () => {
    const pruner = new RetentionPruner(t.db, retention(), { everyMs: 3_600_000, batchSize: 4 }, new RetentionRepository());
    expect(await pruner.prune()).toEqual({ webhookDeliveries: 12, automationRuns: 10, outboxEvents: 23 });
    const remaining = (await t.db.query(`SELECT id FROM outbox_events ORDER BY txid, seq`)).map((row: { id: string }) => row.id);
    // Kept: the event of a delivery still retrying, of a run still failing (retried), and the five recent ones.
    expect(remaining).toEqual([events[10], events[12], ...events.slice(25)]);
    expect(await count(`SELECT count(*)::int AS n FROM webhook_deliveries`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM automation_runs`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM automation_run_steps`)).toBe(2);
    expect(await pruner.prune()).toEqual({ webhookDeliveries: 0, automationRuns: 0, outboxEvents: 0 });
  });

  it('answers 410 CURSOR_EXPIRED to a cursor from before the pruned changes', async () => {
    const error = expectError(await t.api.get(`/changes?cursor=${earlyCursor}`), 410, 'CURSOR_EXPIRED');
    expect(error.details).toEqual({ retentionDays: 30 });
  });

  it('still serves a cursor past them, and starts at the oldest retained change without one', async () => {
    expect((await readChanges(t.api, { cursor: endCursor })).items).toEqual([]);
    const { changes } = await readToEnd(t.api);
    expect(changes.map((change) => change.id)).toEqual([events[10], events[12], ...events.slice(25)]);
  });

  it('deletes a kept event with its last delivery or run, once they finish', async () => {
    await t.db.query(`UPDATE webhook_deliveries SET status = 'delivered' WHERE event_id = $1`, [events[10]]);
    await t.db.query(`UPDATE automation_runs SET status = 'dead_lettered' WHERE trigger_event_id = $1`, [events[12]]);
    const pruner = new RetentionPruner(t.db, retention(), { everyMs: 3_600_000, batchSize: 4 }, new RetentionRepository());
    expect(await pruner.prune()).toEqual({ webhookDeliveries: 1, automationRuns: 1, outboxEvents: 0 });
    expect((await readToEnd(t.api)).changes.map((change) => change.id)).toEqual(events.slice(25));
    expect(await count(`SELECT count(*)::int AS n FROM outbox_events`)).toBe(5);
  });

  it('keeps rows younger than their retention', async () => {
    const pruner = new RetentionPruner(
      t.db,
      retention({ CHANGES_RETENTION_DAYS: '50', WEBHOOK_DELIVERY_RETENTION_DAYS: '50', AUTOMATION_RUN_RETENTION_DAYS: '50' }),
      { everyMs: 3_600_000, batchSize: 4 },
      new RetentionRepository(),
    );
    await t.db.query(`UPDATE outbox_events SET created_at = now() - interval '40 days' WHERE id = $1`, [events[29]]);
    expect(await pruner.prune()).toEqual({ webhookDeliveries: 0, automationRuns: 0, outboxEvents: 0 });
  });

  it('runs in the worker, not in the API', async () => {
    expect(() => t.app.get(RetentionPruner)).toThrow();
    const worker = await bootWorker({ config: t.config });
    try {
      expect(worker.get(RetentionPruner)).toBeInstanceOf(RetentionPruner);
    } finally {
      await worker.close();
    }
  });
});
