import type { INestApplicationContext } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { createClient, type RecruitingClient } from '@recruiting-service/sdk';
import { verifyWebhook, WebhookVerificationError } from '@recruiting-service/sdk/webhooks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { uniqueEmail, waitFor } from '../../helpers/common';
import { bootWorker, Receiver, type ReceivedRequest } from '../../kits/webhooks-kit';

jest.setTimeout(60_000);

/** verifyWebhook on a real delivery: the worker (in-process) signs and sends it to a receiver on 127.0.0.1. */
describe('SDK webhook verification', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let receiver: Receiver;
  let client: RecruitingClient;
  let secret: string;
  let delivery: ReceivedRequest;
  let candidateId: string;
  beforeAll(async () => {
    receiver = await Receiver.start();
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    await t.app.listen(0, '127.0.0.1');
    worker = await bootWorker({ config: t.config });
    client = createClient({ baseUrl: `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`, apiKey: t.bootstrapKey });
    const { data: webhook } = await client.POST('/api/v1/webhooks', { body: { url: receiver.url('/hooks/ats'), events: ['candidate.created'] } });
    secret = webhook.data.secret;
    const { data: candidate } = await client.POST('/api/v1/candidates', { body: { firstName: 'Signed', lastName: 'Delivery', email: uniqueEmail('hook') } });
    candidateId = candidate.data.id;
    [delivery] = await waitFor('the delivery of candidate.created', () => receiver.at('/hooks/ats').length > 0 && receiver.at('/hooks/ats'));
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await receiver?.close();
  });

  it('verifies a real delivery and returns its event, whose id is the change feed id of the same change', async () => {
    const event = verifyWebhook(secret, delivery.body, delivery.headers);
    expect(event.type).toBe('candidate.created');
    expect(event.data).toEqual(expect.objectContaining({ id: candidateId, firstName: 'Signed' }));
    // The same check through the Fetch API's Headers and a byte body, as a fetch-style server hands them over.
    expect(verifyWebhook(secret, new TextEncoder().encode(delivery.body), new Headers(delivery.headers))).toEqual(event);

    const feed = [];
    for await (const page of client.changes({ wait: 0, types: ['candidate.created'] })) feed.push(...page.changes);
    expect(feed.find((change) => change.resourceId === candidateId)?.id).toBe(delivery.headers['webhook-id']);
  });

  it('refuses a tampered body, a moved timestamp, a forged signature and another secret', () => {
    const refused =
      (body: string, headers: Record<string, string>, key = secret) =>
      () =>
        verifyWebhook(key, body, headers);
    expect(refused(delivery.body.replace('Signed', 'Forged'), delivery.headers)).toThrow(WebhookVerificationError);
    expect(refused(delivery.body, { ...delivery.headers, 'webhook-timestamp': String(Number(delivery.headers['webhook-timestamp']) - 1) })).toThrow(
      WebhookVerificationError,
    );
    expect(refused(delivery.body, { ...delivery.headers, 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}` })).toThrow(WebhookVerificationError);
    expect(refused(delivery.body, delivery.headers, `whsec_${Buffer.alloc(32, 7).toString('base64')}`)).toThrow(WebhookVerificationError);
    const { 'webhook-signature': _signature, ...unsigned } = delivery.headers;
    expect(refused(delivery.body, unsigned)).toThrow(WebhookVerificationError);
  });
});
