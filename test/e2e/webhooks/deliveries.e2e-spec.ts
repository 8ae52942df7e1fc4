import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Webhook } from 'standardwebhooks';
import { Metrics } from '@app/core';
// A batch that names a delivery twice cannot be arranged through the worker: the test calls the repository's batch record.
// eslint-disable-next-line no-restricted-imports
import { WebhooksRepository } from '../../../libs/webhooks/src/persistence/webhooks.repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TIMESTAMP } from '../../helpers/assertions';
import {
  bootWorker,
  createWebhook,
  deleteWebhooks,
  deliveriesOf,
  deliveriesQueue,
  eventIdOf,
  expectDeliveryShape,
  NUL_ANSWERS,
  Receiver,
  type ReceivedRequest,
} from '../../kits/webhooks-kit';
import { sleep, waitFor } from '../../helpers/common';

const SCHEDULE = [1, 1];
const REQUEST_TIMEOUT_MS = 2500;

/**
 * Deliveries end to end: the API commits, the worker (in-process, real relay, queue and processor)
 * delivers to a receiver on 127.0.0.1. Retries follow WEBHOOK_RETRY_SCHEDULE=1,1 (3 attempts).
 */
// Waits below are bounded by their own timeouts; Jest's default of 5 s per test is too short for them.
jest.setTimeout(45_000);

describe('webhook deliveries', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let receiver: Receiver;
  let queue: Queue;
  const made: string[] = [];
  beforeAll(async () => {
    receiver = await Receiver.start();
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: SCHEDULE.join(',') });
    worker = await bootWorker({ config: t.config, webhooks: { requestTimeoutMs: REQUEST_TIMEOUT_MS } });
    queue = deliveriesQueue(t.config);
  });
  afterEach(async () => {
    await queue.resume();
    await deleteWebhooks(t.api, made);
  });
  afterAll(async () => {
    await queue?.close();
    await worker?.close();
    await t?.close();
    await receiver?.close();
  });

  const webhook = async (path: string, body: Record<string, unknown> = {}) => {
    const created = await createWebhook(t.api, { url: receiver.url(path), events: ['candidate.created'], ...body });
    made.push(created.id);
    return created;
  };
  const verify = (secret: string, request: ReceivedRequest) => new Webhook(secret).verify(request.body, request.headers);
  const arrived = (path: string, count: number, timeoutMs = 8000) =>
    waitFor(`${count} request(s) at ${path}`, () => receiver.at(path).length >= count && receiver.at(path), timeoutMs);
  const deliveryWhere = (webhookId: string, predicate: (delivery: any) => boolean, what: string, timeoutMs = 8000) =>
    waitFor(what, async () => (await deliveriesOf(t.api, webhookId)).find(predicate), timeoutMs);

  it('delivers a change to a subscribed receiver: the outbox payload, signed so that standardwebhooks verifies it, webhook-id = event id', async () => {
    const hook = await webhook('/signed');
    const before = Math.floor(Date.now() / 1000);
    const candidate = await t.factory.candidate({ headline: 'Engineer' });
    const [request] = await arrived('/signed', 1);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(verify(hook.secret, request)).toEqual({ type: 'candidate.created', timestamp: expect.stringMatching(TIMESTAMP), data: candidate });
    expect(Object.keys(request.json)).toEqual(['type', 'timestamp', 'data']);
    expect(request.headers['webhook-id']).toBe(await eventIdOf(t.api, candidate.id, 'candidate.created'));
    expect(Number(request.headers['webhook-timestamp'])).toBeGreaterThanOrEqual(before);
    expect(Number(request.headers['webhook-timestamp'])).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const delivery = await deliveryWhere(hook.id, (row) => row.status === 'delivered', 'the delivery to read delivered');
    expectDeliveryShape(delivery);
    expect(delivery).toMatchObject({
      event: 'candidate.created',
      attempts: 1,
      responseStatus: 200,
      lastError: null,
      nextRetryAt: null,
      deadLetteredAt: null,
      replayOfId: null,
    });
    expect(Date.parse(delivery.deliveredAt)).toBeGreaterThanOrEqual(Date.parse(delivery.createdAt));
    expect(await deliveriesOf(t.api, hook.id)).toHaveLength(1);
  });

  it('sends each endpoint only the events it subscribes to, nothing to disabled ones, and each event once', async () => {
    const candidatesOnly = await webhook('/candidates-only');
    const jobsOnly = await webhook('/jobs-only', { events: ['job.created'] });
    const everything = await webhook('/everything', { events: ['*'] });
    await webhook('/disabled', { enabled: false });
    const candidate = await t.factory.candidate();
    const job = (await t.api.post('/jobs', { title: 'Platform engineer' })).body.data;
    await arrived('/everything', 2);
    await arrived('/jobs-only', 1);
    await arrived('/candidates-only', 1);
    await sleep(300);
    const idsAt = (path: string) => receiver.at(path).map((request) => request.headers['webhook-id']);
    const candidateEvent = await eventIdOf(t.api, candidate.id, 'candidate.created');
    const jobEvent = await eventIdOf(t.api, job.id, 'job.created');
    expect(idsAt('/candidates-only')).toEqual([candidateEvent]);
    expect(idsAt('/jobs-only')).toEqual([jobEvent]);
    expect(idsAt('/everything').sort()).toEqual([candidateEvent, jobEvent].sort());
    expect(receiver.at('/disabled')).toEqual([]);
    expect((await deliveriesOf(t.api, everything.id)).map((row) => row.event).sort()).toEqual(['candidate.created', 'job.created']);
    expect(await deliveriesOf(t.api, jobsOnly.id)).toHaveLength(1);
    expect(await deliveriesOf(t.api, candidatesOnly.id)).toHaveLength(1);
  });

  it(
    'retries a receiver that answers 500 on the schedule, with the same webhook-id, then dead-letters; ' +
      'a replay (POST /webhooks/{id}/deliveries/{deliveryId}/replay) is received with the same webhook-id',
    async () => {
      let failing = true;
      receiver.answer('/flaky', () => ({ status: failing ? 500 : 204 }));
      const hook = await webhook('/flaky');
      const candidate = await t.factory.candidate();
      const [first] = await arrived('/flaky', 1);
      const retrying = await deliveryWhere(hook.id, (row) => row.status === 'retrying', 'the delivery to read retrying');
      expect(retrying).toMatchObject({
        attempts: 1,
        responseStatus: 500,
        lastError: 'The receiver answered HTTP 500',
        deliveredAt: null,
        deadLetteredAt: null,
      });
      const due = Date.parse(retrying.nextRetryAt) - first.at;
      expect(due).toBeGreaterThanOrEqual(SCHEDULE[0] * 900 - 100);
      expect(due).toBeLessThanOrEqual(SCHEDULE[0] * 1100 + 1500);

      const attempts = await arrived('/flaky', 3);
      const dead = await deliveryWhere(hook.id, (row) => row.status === 'dead_lettered', 'the delivery to be dead-lettered');
      expect(dead).toMatchObject({ attempts: 3, responseStatus: 500, lastError: 'The receiver answered HTTP 500', nextRetryAt: null, deliveredAt: null });
      expectDeliveryShape(dead);
      expect(Date.parse(dead.deadLetteredAt)).toBeGreaterThanOrEqual(attempts[2].at - 5);
      // Each retry waited its scheduled second (±10 % jitter), never less.
      for (let index = 1; index < 3; index++) expect(attempts[index].at - attempts[index - 1].at).toBeGreaterThanOrEqual(SCHEDULE[index - 1] * 900 - 50);
      const eventId = await eventIdOf(t.api, candidate.id, 'candidate.created');
      expect(attempts.map((request) => request.headers['webhook-id'])).toEqual([eventId, eventId, eventId]);
      for (const request of attempts) expect(verify(hook.secret, request)).toMatchObject({ type: 'candidate.created', data: { id: candidate.id } });
      await sleep(SCHEDULE[1] * 1100 + 300);
      expect(receiver.at('/flaky')).toHaveLength(3);

      failing = false;
      const response = await t.api.post(`/webhooks/${hook.id}/deliveries/${dead.id}/replay`);
      expect(response.status).toBe(202);
      expect(response.body.data).toMatchObject({ replayOfId: dead.id, event: 'candidate.created', status: 'pending', attempts: 0 });
      const [, , , replayed] = await arrived('/flaky', 4);
      expect(replayed.headers['webhook-id']).toBe(eventId);
      expect(replayed.body).toBe(attempts[0].body);
      expect(verify(hook.secret, replayed)).toMatchObject({ data: { id: candidate.id } });
      const done = await deliveryWhere(hook.id, (row) => row.id === response.body.data.id && row.status === 'delivered', 'the replay to read delivered');
      expect(done).toMatchObject({ attempts: 1, responseStatus: 204, replayOfId: dead.id });
      expect((await t.api.get(`/webhooks/${hook.id}/deliveries/${dead.id}`)).body.data.status).toBe('dead_lettered');
      // Every attempt is counted by the state it left the delivery in (the worker's /metrics).
      const scrape = await worker.get(Metrics).scrape();
      for (const outcome of ['delivered', 'retrying', 'dead_lettered'])
        expect(scrape).toMatch(new RegExp(`ats_webhook_delivery_attempts_total\\{outcome="${outcome}"\\} [1-9]`));
    },
  );

  it('does not follow redirects: a 3xx is a failed attempt and its target is never called', async () => {
    receiver.answer('/moved', { status: 302, headers: { location: receiver.url('/moved-here') } });
    const hook = await webhook('/moved');
    await t.factory.candidate();
    const delivery = await deliveryWhere(hook.id, (row) => row.attempts >= 1, 'the first attempt');
    expect(delivery).toMatchObject({ status: 'retrying', responseStatus: 302, lastError: 'The receiver answered HTTP 302' });
    expect(receiver.at('/moved-here')).toEqual([]);
  });

  it('deletes (DELETE /webhooks/{id}): retrying and pending deliveries are canceled and nothing more is sent', async () => {
    receiver.answer('/doomed', { status: 503 });
    const hook = await webhook('/doomed');
    await t.factory.candidate();
    await deliveryWhere(hook.id, (row) => row.status === 'retrying', 'a retrying delivery');
    // Pending ones too: with the queue paused, the next deliveries wait in Redis.
    await queue.pause();
    const candidates = [await t.factory.candidate(), await t.factory.candidate()];
    await waitFor('two pending deliveries', async () => (await deliveriesOf(t.api, hook.id, { status: 'pending' })).length === 2);
    const sent = receiver.at('/doomed').length;
    expect((await t.api.delete(`/webhooks/${hook.id}`)).body).toEqual({ data: { deleted: true }, meta: {} });
    made.splice(made.indexOf(hook.id), 1);
    const rows = await t.db.query(`SELECT status, next_retry_at FROM webhook_deliveries WHERE endpoint_id = $1`, [hook.id]);
    expect(rows).toEqual([
      { status: 'canceled', next_retry_at: null },
      { status: 'canceled', next_retry_at: null },
      { status: 'canceled', next_retry_at: null },
    ]);
    await queue.resume();
    await sleep(SCHEDULE[0] * 1100 + 500);
    expect(receiver.at('/doomed')).toHaveLength(sent);
    expect(candidates).toHaveLength(2);
  });

  it('stops on 410 Gone: the delivery is dead-lettered and the webhook disabled with a reason; re-enabling resumes', async () => {
    receiver.answer('/gone', { status: 410 });
    const hook = await webhook('/gone');
    await t.factory.candidate();
    const dead = await deliveryWhere(hook.id, (row) => row.status === 'dead_lettered', 'the 410 delivery');
    expect(dead).toMatchObject({ attempts: 1, responseStatus: 410, nextRetryAt: null });
    const disabled = (await t.api.get(`/webhooks/${hook.id}`)).body.data;
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabledReason).toContain('410 Gone');
    await t.factory.candidate();
    await sleep(500);
    expect(receiver.at('/gone')).toHaveLength(1);
    expect(await deliveriesOf(t.api, hook.id)).toHaveLength(1);
    receiver.answer('/gone', { status: 200 });
    expect((await t.api.patch(`/webhooks/${hook.id}`, { enabled: true })).body.data).toMatchObject({ enabled: true, disabledReason: null });
    await t.factory.candidate();
    await arrived('/gone', 2);
  });

  it('sends webhook.test (POST /webhooks/{id}/test) to that endpoint only', async () => {
    const target = await webhook('/test-target', { events: ['job.closed'] });
    await webhook('/bystander', { events: ['*'] });
    const response = await t.api.post(`/webhooks/${target.id}/test`);
    expect(response.status).toBe(202);
    const [request] = await arrived('/test-target', 1);
    expect(verify(target.secret, request)).toEqual({
      type: 'webhook.test',
      timestamp: expect.stringMatching(TIMESTAMP),
      data: { webhookId: target.id, message: expect.any(String) },
    });
    await deliveryWhere(target.id, (row) => row.id === response.body.data.id && row.status === 'delivered', 'the test delivery to read delivered');
    await sleep(200);
    expect(receiver.at('/bystander')).toEqual([]);
  });

  it('signs with the new and the old secret for 24 hours after a rotation', async () => {
    const hook = await webhook('/rotated');
    const rotated = (await t.api.post(`/webhooks/${hook.id}/rotate-secret`)).body.data;
    await t.factory.candidate();
    const [request] = await arrived('/rotated', 1);
    expect(request.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verify(rotated.secret, request)).toMatchObject({ type: 'candidate.created' });
    expect(verify(hook.secret, request)).toMatchObject({ type: 'candidate.created' });
    // Once the window has passed, only the current secret signs.
    await t.db.query(`UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval '1 second' WHERE id = $1`, [hook.id]);
    await t.factory.candidate();
    const [, later] = await arrived('/rotated', 2);
    expect(later.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(verify(rotated.secret, later)).toMatchObject({ type: 'candidate.created' });
    expect(() => verify(hook.secret, later)).toThrow();
  });

  it('fails attempts whose secret cannot be decrypted (ENCRYPTION_KEY changed) until the secret is rotated', async () => {
    const hook = await webhook('/rekeyed');
    await t.db.query(`UPDATE webhook_endpoints SET secret_encrypted = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA==.AAAA' WHERE id = $1`, [hook.id]);
    await t.factory.candidate();
    const failed = await deliveryWhere(hook.id, (row) => row.attempts === 1, 'the failed attempt');
    expect(failed).toMatchObject({ status: 'retrying', responseStatus: null });
    expect(failed.lastError).toMatch(/cannot be decrypted with this ENCRYPTION_KEY/);
    expect(receiver.at('/rekeyed')).toEqual([]);
    const rotated = (await t.api.post(`/webhooks/${hook.id}/rotate-secret`)).body.data;
    await t.factory.candidate();
    const [request] = await arrived('/rekeyed', 1);
    expect(request.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(verify(rotated.secret, request)).toMatchObject({ type: 'candidate.created' });
  });

  it('times out a receiver that does not answer; a slow receiver holds a few slots, never the worker', async () => {
    receiver.answer('/stuck', { hold: true });
    const stuck = await webhook('/stuck');
    const quick = await webhook('/quick');
    const started = Date.now();
    // More deliveries for the stuck receiver than the worker has slots (8): at most 3 wait on it at once.
    for (let index = 0; index < 10; index++) await t.factory.candidate();
    await arrived('/quick', 10);
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect(receiver.at('/stuck')).toHaveLength(3);
    const failed = await waitFor('three timed-out attempts', async () => {
      const rows = (await deliveriesOf(t.api, stuck.id)).filter((row) => row.attempts === 1);
      return rows.length >= 3 && rows;
    });
    for (const row of failed)
      expect(row).toMatchObject({ status: 'retrying', responseStatus: null, lastError: `No answer within ${REQUEST_TIMEOUT_MS / 1000} s` });
    expect(await deliveriesOf(t.api, stuck.id)).toHaveLength(10);
    expect((await deliveriesOf(t.api, quick.id)).every((row) => row.status === 'delivered')).toBe(true);
  });

  it('records a receiver that refuses connections as a failed attempt, not a crash', async () => {
    const closed = await Receiver.start();
    const url = closed.url('/nobody');
    await closed.close();
    const created = await createWebhook(t.api, { url, events: ['candidate.created'] });
    made.push(created.id);
    await t.factory.candidate();
    const delivery = await deliveryWhere(created.id, (row) => row.attempts >= 1, 'the refused attempt');
    expect(delivery).toMatchObject({ status: 'retrying', responseStatus: null });
    expect(delivery.lastError).toMatch(/ECONNREFUSED/);
  });

  it('records answers holding a NUL (PostgreSQL stores none): a 2xx delivers, a header with one is a failed attempt saying why', async () => {
    for (const [name, answer] of Object.entries(NUL_ANSWERS)) receiver.answer(`/nul-${name}`, answer);
    const hooks = { body: await webhook('/nul-body'), header: await webhook('/nul-header'), reason: await webhook('/nul-reason') };
    await t.factory.candidate();
    const firstAttempt = (hook: Record<string, any>) => deliveryWhere(hook.id as string, (row) => row.attempts >= 1, 'the first attempt');
    expect(await firstAttempt(hooks.body)).toMatchObject({ status: 'delivered', responseStatus: 200, lastError: null });
    expect(await firstAttempt(hooks.header)).toMatchObject({
      status: 'retrying',
      responseStatus: null,
      lastError: expect.stringMatching(/^Response does not match the HTTP\/1\.1 protocol \(Invalid header value char\)$/),
    });
    expect(await firstAttempt(hooks.reason)).toMatchObject({ status: 'retrying', responseStatus: 503, lastError: 'The receiver answered HTTP 503' });
  });

  it('stores an attempt whose error holds a NUL or half a surrogate pair, with U+FFFD in their place', async () => {
    const hook = await webhook('/nul-record');
    await queue.pause();
    await t.factory.candidate();
    const [pending] = await waitFor('a pending delivery', async () => {
      const rows = await deliveriesOf(t.api, hook.id, { status: 'pending' });
      return rows.length === 1 && rows;
    });
    const at = new Date();
    const error = 'socket hang up\u0000 near \ud800';
    const outcome = { status: 'retrying' as const, responseStatus: null, error, nextRetryAt: new Date(at.getTime() + 60_000), disableEndpoint: null };
    expect(await worker.get(WebhooksRepository).recordAttempts(t.db.manager, [{ id: pending.id, attempt: 1, outcome, at }])).toEqual([true]);
    const stored = (await t.api.get(`/webhooks/${hook.id}/deliveries/${pending.id}`)).body.data;
    expect(stored).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'socket hang up\ufffd near \ufffd' });
  });

  it('shares the outbox between two workers: each event fans out and arrives once', async () => {
    const second = await bootWorker({ config: t.config, webhooks: { requestTimeoutMs: REQUEST_TIMEOUT_MS } });
    try {
      const hook = await webhook('/shared');
      const candidates = await Promise.all(Array.from({ length: 20 }, () => t.factory.candidate()));
      await arrived('/shared', 20);
      await sleep(300);
      const ids = receiver.at('/shared').map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
      const [{ expected }] = await t.db.query(
        `SELECT array_agg(o.id ORDER BY o.id)::text[] AS expected FROM outbox_events o WHERE o.type = 'candidate.created' AND ` +
          `o.payload->'data'->>'id' = ANY($1::text[])`,
        [candidates.map((candidate) => candidate.id)],
      );
      expect([...ids].sort()).toEqual(expected);
      expect(await deliveriesOf(t.api, hook.id)).toHaveLength(20);
    } finally {
      await second.close();
    }
  });

  it('records the attempts of a backlog together, each delivery with its own outcome', async () => {
    receiver.answer('/batch-ok', { status: 204 });
    // Each event's first request fails, its retry succeeds.
    receiver.answer('/batch-flaky', (request) => ({
      status: receiver.at('/batch-flaky').filter((earlier) => earlier.headers['webhook-id'] === request.headers['webhook-id']).length > 1 ? 204 : 503,
    }));
    const ok = await webhook('/batch-ok');
    const flaky = await webhook('/batch-flaky');
    // A backlog: the attempts run at once (the worker's 8 slots) and share their statements.
    await queue.pause();
    await Promise.all(Array.from({ length: 6 }, () => t.factory.candidate()));
    await waitFor('12 queued deliveries', async () => (await queue.getJobCounts('waiting')).waiting >= 12);
    await queue.resume();
    const settled = async (webhookId: string) => {
      const rows = await deliveriesOf(t.api, webhookId);
      return rows.length === 6 && rows.every((row) => row.status === 'delivered') && rows;
    };
    for (const row of await waitFor('six delivered at once', () => settled(ok.id))) {
      expect(row).toMatchObject({ attempts: 1, responseStatus: 204, lastError: null });
    }
    // The first attempt was recorded as the 503 it got (its error stays), the second as delivered.
    for (const row of await waitFor('six delivered on their retry', () => settled(flaky.id))) {
      expect(row).toMatchObject({ attempts: 2, responseStatus: 204, lastError: 'The receiver answered HTTP 503' });
    }
    expect(receiver.at('/batch-ok')).toHaveLength(6);
    expect(receiver.at('/batch-flaky')).toHaveLength(12);
  });

  it('records an attempt once when a batch names its delivery twice; a canceled delivery is not recorded', async () => {
    const hook = await webhook('/batch-twice');
    await queue.pause();
    await t.factory.candidate();
    await t.factory.candidate();
    const [first, second] = await waitFor('two pending deliveries', async () => {
      const rows = await deliveriesOf(t.api, hook.id, { status: 'pending' });
      return rows.length === 2 && rows;
    });
    await t.db.query(`UPDATE webhook_deliveries SET status = 'canceled' WHERE id = $1`, [second.id]);
    const at = new Date();
    const outcome = (status: 'delivered' | 'retrying', responseStatus: number) => ({
      status,
      responseStatus,
      error: status === 'delivered' ? null : `The receiver answered HTTP ${responseStatus}`,
      nextRetryAt: status === 'delivered' ? null : new Date(at.getTime() + 60_000),
      disableEndpoint: null,
    });
    const repository = worker.get(WebhooksRepository);
    const recorded = await repository.recordAttempts(t.db.manager, [
      { id: first.id, attempt: 1, outcome: outcome('retrying', 500), at },
      { id: second.id, attempt: 1, outcome: outcome('delivered', 200), at },
      { id: first.id, attempt: 1, outcome: outcome('delivered', 200), at },
    ]);
    expect(recorded).toEqual([true, false, false]);
    const rows = await t.db.query(`SELECT id, status, attempts, response_status FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id`, [hook.id]);
    expect(rows).toEqual(
      [
        { id: first.id, status: 'retrying', attempts: 1, response_status: 500 },
        { id: second.id, status: 'canceled', attempts: 0, response_status: null },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});
