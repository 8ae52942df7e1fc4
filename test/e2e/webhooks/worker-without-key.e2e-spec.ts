import type { INestApplicationContext } from '@nestjs/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootWorker, createWebhook, deliveriesOf, Receiver } from '../../kits/webhooks-kit';
import { sleep, waitFor } from '../../helpers/common';

jest.setTimeout(30_000);

/**
 * A worker without ENCRYPTION_KEY cannot sign: it still relays the outbox (deliveries are recorded
 * and queued) but delivers nothing; a worker that has the key delivers what waited.
 */
describe('a worker without ENCRYPTION_KEY', () => {
  let t: TestApp;
  let receiver: Receiver;
  let worker: INestApplicationContext | undefined;
  beforeAll(async () => {
    receiver = await Receiver.start();
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await receiver?.close();
  });

  it('relays but does not deliver; deliveries wait for a worker that has the key', async () => {
    const hook = await createWebhook(t.api, { url: receiver.url('/keyless'), events: ['candidate.created'] });
    worker = await bootWorker({ config: { ...t.config, encryptionKey: undefined } });
    await t.factory.candidate();
    const [pending] = await waitFor('the relayed delivery', async () => {
      const rows = await deliveriesOf(t.api, hook.id);
      return rows.length === 1 && rows;
    });
    expect(pending).toMatchObject({ status: 'pending', attempts: 0 });
    await sleep(500);
    expect(receiver.requests).toEqual([]);
    expect((await deliveriesOf(t.api, hook.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });

    await worker.close();
    worker = await bootWorker({ config: t.config });
    await waitFor('the delivery', () => receiver.at('/keyless').length === 1);
    await waitFor('the delivery to read delivered', async () => (await deliveriesOf(t.api, hook.id))[0].status === 'delivered');
  });
});
