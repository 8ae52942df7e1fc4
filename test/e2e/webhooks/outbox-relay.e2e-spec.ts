import type { INestApplicationContext } from '@nestjs/common';
import type Redis from 'ioredis';
import { DEFAULT_OUTBOX_RELAY_OPTIONS, newId, REDIS } from '@app/core';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootWorker, createWebhook, Receiver } from '../../kits/webhooks-kit';
import { waitFor } from '../../helpers/common';

jest.setTimeout(30_000);

/**
 * The relay wakes on the commit signal (published by the process that committed, docs/adr/0085-commit-signal.md), falls
 * back to its poll of a second for anything not announced, and subscribes again after losing its Redis connection.
 */
describe('outbox relay', () => {
  let t: TestApp;
  let receiver: Receiver;
  let worker: INestApplicationContext | undefined;
  beforeAll(async () => {
    receiver = await Receiver.start();
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    await createWebhook(t.api, { url: receiver.url('/relay'), events: ['candidate.created'] });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await receiver?.close();
  });

  const redis = () => t.app.get<Redis>(REDIS);
  const channel = () => `${t.config.queuePrefix}:outbox:committed`;
  const received = (candidateId: string) => receiver.at('/relay').some((request) => request.json?.data?.id === candidateId);
  /** The connections subscribed to this file's commit signal: the API's (its change feed) and the worker's. */
  const subscribers = async () => ((await redis().pubsub('NUMSUB', channel())) as [string, number])[1];

  it('wakes on the commit signal, long before its poll', async () => {
    worker = await bootWorker({ config: t.config, relay: { pollIntervalMs: 60_000 } });
    await waitFor('the subscriptions', async () => (await subscribers()) === 2);
    const candidate = await t.factory.candidate();
    const committed = Date.now();
    await waitFor('the delivery', () => received(candidate.id), 5000, 10);
    // Its poll would have taken up to 60 s.
    expect(Date.now() - committed).toBeLessThan(5000);
  });

  it('subscribes again after losing its Redis connection, and relays what was committed meanwhile', async () => {
    const clients = ((await redis().client('LIST')) as string).split('\n').filter((line) => line.includes(` name=ats-commit-signal:${t.config.queuePrefix} `));
    expect(clients).toHaveLength(2);
    for (const line of clients) await redis().client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]);
    const meanwhile = await t.factory.candidate();
    await waitFor('the subscriptions again', async () => (await subscribers()) === 2, 5000);
    await waitFor('the event committed while it was not subscribed', () => received(meanwhile.id), 5000);
    const after = await t.factory.candidate();
    await waitFor('the next event, announced by the signal again', () => received(after.id), 5000, 10);
  });

  it('relays within its safety poll of a second an event never announced (the process died between its commit and the publish)', async () => {
    await worker?.close();
    worker = await bootWorker({ config: t.config, relay: { pollIntervalMs: DEFAULT_OUTBOX_RELAY_OPTIONS.pollIntervalMs } });
    await waitFor('the subscriptions', async () => (await subscribers()) === 2);
    const id = newId();
    const data = { id: newId(), note: 'committed, never announced' };
    await t.db.query(`INSERT INTO outbox_events (id, type, payload, created_at) VALUES ($1, 'candidate.created', $2, now())`, [
      id,
      { type: 'candidate.created', timestamp: new Date().toISOString(), data },
    ]);
    const committed = Date.now();
    await waitFor('the polled event', () => received(data.id), 3000, 10);
    // The default poll (1 s), the delivery and a loaded machine's slack.
    expect(Date.now() - committed).toBeLessThan(2000);
    expect(receiver.at('/relay').find((request) => request.json.data.id === data.id)?.headers['webhook-id']).toBe(id);
  });
});
