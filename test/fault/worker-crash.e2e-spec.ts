import type { TestApp } from '../helpers/test-app';
import { createWebhook, type Receiver, type ReceivedRequest } from '../kits/webhooks-kit';
import { crashHarness } from './fault-kit';
import { waitFor } from '../helpers/common';

/**
 * At-least-once delivery across worker crashes: a worker process is SIGKILLed in the middle of
 * deliveries, events are committed while no worker runs, a new worker starts, and every event
 * arrives (a repeat only ever with the same webhook-id and body). Then SIGTERM: deliveries in
 * flight finish and are recorded, and the process exits 0.
 */
// Waits below are bounded by their own timeouts; Jest's default of 5 s per test is too short for them.
jest.setTimeout(45_000);

describe('worker crash and shutdown', () => {
  const harness = crashHarness({ WEBHOOK_RETRY_SCHEDULE: '1,1,1,1' });
  const { workers, launch } = harness;
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(() => ({ t, receiver } = harness));

  const createCandidates = async (count: number) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, count - index) }, () => t.factory.candidate()));
      ids.push(...batch.map((candidate) => candidate.id));
    }
    return ids;
  };
  const eventIds = async (): Promise<string[]> =>
    (await t.db.query(`SELECT id FROM outbox_events WHERE type = 'candidate.created' ORDER BY id`)).map((row: { id: string }) => row.id);
  const byWebhookId = (requests: ReceivedRequest[]) => {
    const groups = new Map<string, ReceivedRequest[]>();
    for (const request of requests) groups.set(request.headers['webhook-id'], [...(groups.get(request.headers['webhook-id']) ?? []), request]);
    return groups;
  };

  it('delivers every event after a SIGKILL mid-deliveries and a restart, repeats only with the same webhook-id', async () => {
    receiver.answer('/crash', { delayMs: 250 });
    await createWebhook(t.api, { url: receiver.url('/crash'), events: ['candidate.created'] });
    const first = await launch();
    await createCandidates(30);
    await waitFor('the first deliveries', () => receiver.at('/crash').length >= 6, 15_000);
    first.process.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const received = receiver.at('/crash').length;
    expect(received).toBeLessThan(30);

    // Committed while no worker runs: they wait in the outbox.
    await createCandidates(10);
    const second = await launch();
    const expected = await eventIds();
    expect(expected).toHaveLength(40);
    await waitFor('all 40 events at the receiver', () => byWebhookId(receiver.at('/crash')).size === 40, 30_000, 100);
    const groups = byWebhookId(receiver.at('/crash'));
    expect([...groups.keys()].sort()).toEqual(expected);
    for (const [, copies] of groups) for (const copy of copies) expect(copy.body).toBe(copies[0].body);
    await waitFor(
      'every delivery recorded as delivered',
      async () => (await t.db.query(`SELECT count(*)::int AS open FROM webhook_deliveries WHERE status <> 'delivered'`))[0].open === 0,
      15_000,
      100,
    );
    expect(second.process.exitCode).toBeNull();
  });

  it('finishes in-flight deliveries on SIGTERM, records them, and exits 0', async () => {
    const worker = workers.at(-1)!;
    receiver.answer('/drain', { delayMs: 1500 });
    await createWebhook(t.api, { url: receiver.url('/drain'), events: ['candidate.created'] });
    const candidates = await createCandidates(4);
    await waitFor('four requests in flight', () => receiver.at('/drain').length === 4, 10_000);
    const signalled = Date.now();
    worker.process.kill('SIGTERM');
    const { code, signal } = await worker.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // It waited for the slow receiver's answers (1.5 s), well within its shutdown bound.
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - signalled).toBeLessThan(12_000);
    const rows = await t.db.query(`SELECT d.status, d.attempts FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id WHERE w.url = $1`, [
      receiver.url('/drain'),
    ]);
    expect(rows).toEqual(candidates.map(() => ({ status: 'delivered', attempts: 1 })));
    expect(worker.output()).not.toMatch(/Error|error/);
  });
});
