import type { INestApplicationContext } from '@nestjs/common';
import { newId } from '@app/core';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootWorker, createWebhook, Receiver } from '../../kits/webhooks-kit';
import { sleep, waitFor } from '../../helpers/common';

jest.setTimeout(30_000);

/**
 * The relay wakes on NOTIFY (committed with each event), falls back to its poll for anything not
 * announced, and survives losing its LISTEN connection.
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

  const received = (candidateId: string) => receiver.at('/relay').some((request) => request.json?.data?.id === candidateId);
  const listeners = async () =>
    (await t.db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'ats-outbox-relay' AND datname = current_database()`))[0].n;

  it('wakes on the NOTIFY of a commit, long before its poll', async () => {
    worker = await bootWorker({ config: t.config, relay: { pollIntervalMs: 60_000, reconnectDelayMs: 200 } });
    await waitFor('the LISTEN connection', async () => (await listeners()) === 1);
    const candidate = await t.factory.candidate();
    const committed = Date.now();
    await waitFor('the delivery', () => received(candidate.id), 5000, 10);
    // Its poll would have taken up to 60 s.
    expect(Date.now() - committed).toBeLessThan(5000);
  });

  it('listens again after losing its connection, and relays what was committed meanwhile', async () => {
    const [{ terminated }] = await t.db.query(
      `SELECT count(pg_terminate_backend(pid))::int AS terminated
         FROM pg_stat_activity WHERE application_name = 'ats-outbox-relay' AND datname = current_database()`,
    );
    expect(terminated).toBe(1);
    const meanwhile = await t.factory.candidate();
    await waitFor('the relay to listen again', async () => (await listeners()) === 1, 5000);
    await waitFor('the event committed while it was not listening', () => received(meanwhile.id), 5000);
    const after = await t.factory.candidate();
    await waitFor('the next event, announced by NOTIFY again', () => received(after.id), 5000, 10);
  });

  it('relays an event that was never announced on its next poll', async () => {
    await worker?.close();
    worker = await bootWorker({ config: t.config, relay: { pollIntervalMs: 300 } });
    const id = newId();
    const data = { id: newId(), note: 'written without NOTIFY' };
    // An outbox row committed without a notification (as if the NOTIFY had been lost).
    await t.db.query(`INSERT INTO outbox_events (id, type, payload, created_at) VALUES ($1, 'candidate.created', $2, now())`, [
      id,
      { type: 'candidate.created', timestamp: new Date().toISOString(), data },
    ]);
    await sleep(50);
    await waitFor('the polled event', () => received(data.id), 3000);
    expect(receiver.at('/relay').find((request) => request.json.data.id === data.id)?.headers['webhook-id']).toBe(id);
  });
});
