import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bootWorker, createWebhook, deliveriesQueue, Receiver } from '../kits/webhooks-kit';
import { hasRedisServer, startOwnRedis } from './fault-kit';
import { waitFor } from '../helpers/common';

/**
 * PostgreSQL is the source of truth; Redis holds only the queue. With a Redis of the test's own
 * (never the machine's), flushing it after the relay has enqueued the jobs loses nothing: the
 * reconciler enqueues the deliveries again. Events committed while no worker runs survive a flush too.
 */
// Waits below are bounded by their own timeouts; Jest's default of 5 s per test is too short for them.
jest.setTimeout(45_000);

(hasRedisServer() ? describe : describe.skip)('Redis flushed under the webhook queue', () => {
  let redis: { url: string; stop(): Promise<void> };
  let admin: Redis;
  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  let receiver: Receiver;
  let queue: Queue;
  beforeAll(async () => {
    redis = await startOwnRedis();
    admin = new Redis(redis.url);
    receiver = await Receiver.start();
    t = await createTestApp({ REDIS_URL: redis.url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '1,1' });
    queue = deliveriesQueue(t.config);
  });
  afterAll(async () => {
    await worker?.close();
    await queue?.close();
    await t?.close();
    await receiver?.close();
    admin?.disconnect();
    await redis?.stop();
  });

  const distinctIds = (path: string) => new Set(receiver.at(path).map((request) => request.headers['webhook-id']));

  it('delivers everything when Redis is flushed after the relay enqueued the jobs (the reconciler re-enqueues)', async () => {
    await createWebhook(t.api, { url: receiver.url('/flushed'), events: ['candidate.created'] });
    // Paused, the queue keeps the relay's jobs waiting in Redis, so the flush takes them all.
    await queue.pause();
    worker = await bootWorker({ config: t.config });
    for (let index = 0; index < 12; index++) await t.factory.candidate();
    await waitFor('12 queued deliveries', async () => {
      const [{ pending }] = await t.db.query(`SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status = 'pending'`);
      return pending === 12 && (await queue.getJobCounts('waiting')).waiting === 12;
    });
    const [{ unpublished }] = await t.db.query(`SELECT count(*)::int AS unpublished FROM outbox_events WHERE published_at IS NULL`);
    expect(unpublished).toBe(0);

    expect(await admin.flushall()).toBe('OK');
    expect(await queue.getJobCounts('waiting', 'delayed', 'active')).toEqual({ waiting: 0, delayed: 0, active: 0 });
    await waitFor('all 12 events at the receiver', () => distinctIds('/flushed').size === 12, 15_000, 100);
    const [{ expected }] = await t.db.query(`SELECT array_agg(id ORDER BY id)::text[] AS expected FROM outbox_events WHERE type = 'candidate.created'`);
    expect([...distinctIds('/flushed')].sort()).toEqual(expected);
    await waitFor(
      'every delivery recorded',
      async () => (await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'delivered'`))[0].n === 12,
    );
  });

  it('delivers events committed while no worker ran, after a flush', async () => {
    await worker?.close();
    worker = undefined;
    await createWebhook(t.api, { url: receiver.url('/later'), events: ['job.created'] });
    for (let index = 0; index < 5; index++) await t.api.post('/jobs', { title: `Job ${index}` });
    expect(await admin.flushall()).toBe('OK');
    worker = await bootWorker({ config: t.config });
    await waitFor('all 5 job events at the receiver', () => distinctIds('/later').size === 5, 10_000, 100);
  });
});
