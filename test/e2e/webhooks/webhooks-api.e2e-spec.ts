import { EVENT_TYPES } from '@app/core';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { body, expectListEnvelope, walkPages } from '../../helpers/common';
import { createWebhook, deliveriesOf, DELIVERY_KEYS, expectDeliveryShape, expectWebhookShape } from '../../kits/webhooks-kit';

/**
 * The webhook operations (docs/api/resources.md#webhooks-and-deliveries), without a worker: deliveries made here stay
 * `pending` (nothing processes them), which is what the read and replay rules need.
 */
describe('webhooks API', () => {
  let t: TestApp;
  let readKey: string;
  let writeKey: string;
  let candidatesKey: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    readKey = (await t.factory.apiKey(['webhooks:read'])).key;
    writeKey = (await t.factory.apiKey(['webhooks:write'])).key;
    candidatesKey = (await t.factory.apiKey(['candidates:read', 'candidates:write'])).key;
  });
  afterAll(async () => t?.close());

  const valid = { url: 'https://example.com/hooks/ats', events: ['candidate.created'] };
  const setStatus = (id: string, status: string) => t.db.query(`UPDATE webhook_deliveries SET status = $2 WHERE id = $1`, [id, status]);

  describe('POST /webhooks', () => {
    it('answers 201 with the webhook and its secret, shown this once', async () => {
      const response = await t.api.post('/webhooks', { ...valid, description: 'HRIS sync' });
      expect(response.status).toBe(201);
      expect(response.body.meta).toEqual({});
      const webhook = response.body.data;
      expectWebhookShape(webhook, true);
      expect(webhook).toMatchObject({ ...valid, description: 'HRIS sync', enabled: true, disabledReason: null });
      expect(webhook.createdAt).toBe(webhook.updatedAt);
      expect(Buffer.from(webhook.secret.slice(6), 'base64')).toHaveLength(32);
      const read = await t.api.get(`/webhooks/${webhook.id}`);
      const { secret: _secret, ...withoutSecret } = webhook;
      expect(read.body).toEqual({ data: withoutSecret, meta: {} });
    });

    it('stores the secret encrypted (AES-256-GCM), never in clear', async () => {
      const webhook = await createWebhook(t.api, valid);
      const [row] = await t.db.query(`SELECT secret_encrypted, previous_secret_encrypted FROM webhook_endpoints WHERE id = $1`, [webhook.id]);
      expect(row.secret_encrypted).toMatch(/^v1\./);
      expect(row.secret_encrypted).not.toContain(webhook.secret);
      expect(row.secret_encrypted).not.toContain(webhook.secret.slice(6));
      expect(row.previous_secret_encrypted).toBeNull();
      const other = await createWebhook(t.api, valid);
      expect(other.secret).not.toBe(webhook.secret);
    });

    it('defaults description to null and enabled to true; takes enabled false, null description, ["*"] and every event name', async () => {
      expect(await createWebhook(t.api, valid)).toMatchObject({ description: null, enabled: true });
      expect(await createWebhook(t.api, { ...valid, enabled: false, description: null })).toMatchObject({
        description: null,
        enabled: false,
        disabledReason: null,
      });
      expect((await createWebhook(t.api, { ...valid, events: ['*'] })).events).toEqual(['*']);
      expect((await createWebhook(t.api, { ...valid, events: [...EVENT_TYPES] })).events).toEqual([...EVENT_TYPES]);
      expect((await createWebhook(t.api, { ...valid, url: 'http://hooks.example.org:8080/a?b=c' })).url).toBe('http://hooks.example.org:8080/a?b=c');
    });

    it.each([
      ['url 2048 characters long', { url: `https://example.com/${'a'.repeat(2048 - 20)}` }],
      ['description 2000 characters long', { description: 'd'.repeat(2000) }],
      ['an empty description', { description: '' }],
      ['one event', { events: ['job.closed'] }],
    ])('accepts %s', async (_label, overrides) => {
      expect((await t.api.post('/webhooks', { ...valid, ...overrides })).status).toBe(201);
    });

    it.each([
      ['no body fields', {}, ['url', 'events']],
      ['a url that is not http(s)', { url: 'ftp://example.com/x' }, ['url']],
      ['a relative url', { url: '/hooks' }, ['url']],
      ['a url without a scheme', { url: 'example.com/hooks' }, ['url']],
      ['a url with spaces', { url: 'https://exa mple.com/' }, ['url']],
      ['a url that is a number', { url: 12 }, ['url']],
      ['a url 2049 characters long', { url: `https://example.com/${'a'.repeat(2048 - 19)}` }, ['url']],
      ['a url with credentials', { url: 'https://user:secret@example.com/hooks' }, ['url']],
      ['no events', { events: [] }, ['events']],
      ['events that are not an array', { events: 'candidate.created' }, ['events']],
      ['an unknown event name', { events: ['candidate.exploded'] }, ['events']],
      ['the test event (nobody subscribes to it)', { events: ['webhook.test'] }, ['events']],
      ['an event in the wrong case', { events: ['Candidate.Created'] }, ['events']],
      ['a repeated event', { events: ['job.created', 'job.created'] }, ['events']],
      ['"*" with names', { events: ['*', 'job.created'] }, ['events']],
      ['a description of 2001 characters', { description: 'd'.repeat(2001) }, ['description']],
      ['a description that is a number', { description: 5 }, ['description']],
      ['enabled as a string', { enabled: 'true' }, ['enabled']],
      ['enabled null', { enabled: null }, ['enabled']],
      ['an unknown key', { secret: 'whsec_x' }, ['secret']],
      ['a response-only key', { id: UNKNOWN_UUID, disabledReason: null }, ['id', 'disabledReason']],
    ])('answers 422 for %s', async (_label, overrides, paths) => {
      const request = Object.keys(overrides).length === 0 ? {} : { ...valid, ...overrides };
      expectValidationError(await t.api.post('/webhooks', request), body(...paths));
    });

    it('reports every broken rule at once', async () => {
      expectValidationError(
        await t.api.post('/webhooks', { url: 'nope', events: ['x'], description: 7, enabled: 1, extra: true }),
        body('url', 'events', 'description', 'enabled', 'extra'),
      );
    });

    it('answers 401 without a key and 403 without webhooks:write, before validating', async () => {
      expectUnauthorized(await t.as(undefined).post('/webhooks', valid));
      expectForbidden(await t.as(readKey).post('/webhooks', {}), 'webhooks:write');
      expectForbidden(await t.as(candidatesKey).post('/webhooks', valid), 'webhooks:write');
      expect((await t.as(writeKey).post('/webhooks', valid)).status).toBe(201);
    });
  });

  describe('without ENCRYPTION_KEY', () => {
    let bare: TestApp;
    beforeAll(async () => (bare = await createTestApp({ ENCRYPTION_KEY: '' })));
    afterAll(async () => bare?.close());

    it('answers 503 on create and rotate (no secret can be stored) and serves the rest', async () => {
      expect(bare.config.encryptionKey).toBeUndefined();
      const error = expectError(await bare.api.post('/webhooks', valid), 503, 'SERVICE_UNAVAILABLE');
      expect(error.message).toContain('ENCRYPTION_KEY');
      expect((await bare.api.get('/webhooks')).status).toBe(200);
      // A webhook made while a key was configured: it can still be read and deleted.
      const [{ id }] = await bare.db.query(
        `INSERT INTO webhook_endpoints (id, url, events, secret_encrypted) VALUES ('0190a0b4-8a3e-7c2d-9f00-1234567890aa', 'https://example.com', ` +
          `'{*}', 'v1.x.y.z') RETURNING id`,
      );
      expectError(await bare.api.post(`/webhooks/${id}/rotate-secret`), 503, 'SERVICE_UNAVAILABLE');
      expectError(await bare.api.post(`/webhooks/${UNKNOWN_UUID}/rotate-secret`), 404, 'NOT_FOUND');
      expect((await bare.api.get(`/webhooks/${id}`)).status).toBe(200);
      expect((await bare.api.delete(`/webhooks/${id}`)).status).toBe(200);
    });
  });

  describe('GET /webhooks and GET /webhooks/{id}', () => {
    it('lists live webhooks newest first, every page once', async () => {
      const fresh = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
      try {
        const made: string[] = [];
        for (let index = 0; index < 7; index++) made.push((await createWebhook(fresh.api, { ...valid, description: `w${index}` })).id);
        expect((await fresh.api.delete(`/webhooks/${made[3]}`)).status).toBe(200);
        const { rows, pages } = await walkPages(fresh.api, '/webhooks', 2);
        expect(pages).toBe(3);
        expect(rows.map((row) => row.id)).toEqual(made.filter((_, index) => index !== 3).reverse());
        for (const row of rows) expectWebhookShape(row);
        const first = await fresh.api.get('/webhooks');
        expectListEnvelope(first, 20);
        expect(first.body.data).toHaveLength(6);
      } finally {
        await fresh.close();
      }
    });

    it.each([
      [{ limit: '0' }, ['limit']],
      [{ limit: '101' }, ['limit']],
      [{ limit: '1.5' }, ['limit']],
      [{ cursor: 'not-a-cursor' }, ['cursor']],
      [{ enabled: 'true' }, ['enabled']],
    ])('answers 422 for the query %j', async (query, paths) => {
      expectValidationError(
        await t.api.get('/webhooks').query(query),
        paths.map((path) => ({ location: 'query' as const, path })),
      );
    });

    it('reads with webhooks:read only', async () => {
      const webhook = await createWebhook(t.api, valid);
      expect((await t.as(readKey).get(`/webhooks/${webhook.id}`)).status).toBe(200);
      expect((await t.as(readKey).get('/webhooks')).status).toBe(200);
      expectForbidden(await t.as(writeKey).get(`/webhooks/${webhook.id}`), 'webhooks:read');
      expectForbidden(await t.as(candidatesKey).get('/webhooks'), 'webhooks:read');
      expectUnauthorized(await t.as(undefined).get('/webhooks'));
    });
  });

  describe('PATCH /webhooks/{id}', () => {
    it('changes only the fields sent; {} changes nothing', async () => {
      const webhook = await createWebhook(t.api, { ...valid, description: 'before' });
      const same = await t.api.patch(`/webhooks/${webhook.id}`, {});
      expect(same.status).toBe(200);
      expect(same.body.data.updatedAt).toBe(webhook.updatedAt);
      const patched = await t.api.patch(`/webhooks/${webhook.id}`, {
        url: 'https://example.org/new',
        events: ['job.created', 'job.closed'],
        description: null,
      });
      expect(patched.status).toBe(200);
      expectWebhookShape(patched.body.data);
      expect(patched.body.data).toMatchObject({
        url: 'https://example.org/new',
        events: ['job.created', 'job.closed'],
        description: null,
        enabled: true,
        createdAt: webhook.createdAt,
      });
      expect(Date.parse(patched.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(webhook.updatedAt));
      expect((await t.api.get(`/webhooks/${webhook.id}`)).body.data).toEqual(patched.body.data);
    });

    it('disables and re-enables, clearing disabledReason; disabling cancels pending deliveries', async () => {
      const webhook = await createWebhook(t.api, valid);
      const delivery = (await t.api.post(`/webhooks/${webhook.id}/test`)).body.data;
      const disabled = await t.api.patch(`/webhooks/${webhook.id}`, { enabled: false });
      expect(disabled.body.data).toMatchObject({ enabled: false, disabledReason: null });
      expect((await t.api.get(`/webhooks/${webhook.id}/deliveries/${delivery.id}`)).body.data).toMatchObject({ status: 'canceled', nextRetryAt: null });
      await t.db.query(`UPDATE webhook_endpoints SET disabled_reason = 'gone' WHERE id = $1`, [webhook.id]);
      const enabled = await t.api.patch(`/webhooks/${webhook.id}`, { enabled: true });
      expect(enabled.body.data).toMatchObject({ enabled: true, disabledReason: null });
    });

    it.each([
      ['a bad url', { url: 'mailto:a@example.com' }, ['url']],
      ['url null', { url: null }, ['url']],
      ['events null', { events: null }, ['events']],
      ['no events', { events: [] }, ['events']],
      ['"*" with names', { events: ['job.created', '*'] }, ['events']],
      ['credentials in the url', { url: 'http://a:b@example.com' }, ['url']],
      ['enabled null', { enabled: null }, ['enabled']],
      ['an unknown key', { secret: 'x' }, ['secret']],
    ])('answers 422 for %s, before looking the webhook up', async (_label, patch, paths) => {
      const webhook = await createWebhook(t.api, valid);
      expectValidationError(await t.api.patch(`/webhooks/${webhook.id}`, patch), body(...paths));
      expectValidationError(await t.api.patch(`/webhooks/${UNKNOWN_UUID}`, patch), body(...paths));
    });

    it('answers 404 for an unknown or deleted webhook and 403 without webhooks:write', async () => {
      expectError(await t.api.patch(`/webhooks/${UNKNOWN_UUID}`, { enabled: false }), 404, 'NOT_FOUND');
      const webhook = await createWebhook(t.api, valid);
      await t.api.delete(`/webhooks/${webhook.id}`);
      expectError(await t.api.patch(`/webhooks/${webhook.id}`, {}), 404, 'NOT_FOUND');
      expectForbidden(await t.as(readKey).patch(`/webhooks/${webhook.id}`, {}), 'webhooks:write');
    });
  });

  describe('POST /webhooks/{id}/rotate-secret', () => {
    it('returns a new secret and keeps the old one encrypted for 24 hours', async () => {
      const webhook = await createWebhook(t.api, valid);
      const before = Date.now();
      const response = await t.api.post(`/webhooks/${webhook.id}/rotate-secret`);
      expect(response.status).toBe(200);
      const rotated = response.body.data;
      expectWebhookShape(rotated, true);
      expect(rotated.secret).not.toBe(webhook.secret);
      expect(rotated.id).toBe(webhook.id);
      const [row] = await t.db.query(`SELECT previous_secret_encrypted, previous_secret_expires_at FROM webhook_endpoints WHERE id = $1`, [webhook.id]);
      expect(row.previous_secret_encrypted).toMatch(/^v1\./);
      const window = row.previous_secret_expires_at.getTime() - before;
      expect(window).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 5);
      expect(window).toBeLessThan(24 * 3600 * 1000 + 10_000);
      expect(Object.keys((await t.api.get(`/webhooks/${webhook.id}`)).body.data)).not.toContain('secret');
    });

    it('answers 404 for unknown and deleted webhooks, 403 without webhooks:write', async () => {
      expectError(await t.api.post(`/webhooks/${NIL_UUID}/rotate-secret`), 404, 'NOT_FOUND');
      const webhook = await createWebhook(t.api, valid);
      expectForbidden(await t.as(readKey).post(`/webhooks/${webhook.id}/rotate-secret`), 'webhooks:write');
      await t.api.delete(`/webhooks/${webhook.id}`);
      expectError(await t.api.post(`/webhooks/${webhook.id}/rotate-secret`), 404, 'NOT_FOUND');
    });
  });

  describe('POST /webhooks/{id}/test', () => {
    it('answers 202 with a pending webhook.test delivery for this webhook only', async () => {
      const webhook = await createWebhook(t.api, valid);
      const other = await createWebhook(t.api, { ...valid, events: ['*'] });
      const response = await t.api.post(`/webhooks/${webhook.id}/test`, { ignored: true });
      expect(response.status).toBe(202);
      const delivery = response.body.data;
      expectDeliveryShape(delivery);
      expect(delivery).toMatchObject({
        event: 'webhook.test',
        status: 'pending',
        attempts: 0,
        responseStatus: null,
        lastError: null,
        nextRetryAt: null,
        deliveredAt: null,
        deadLetteredAt: null,
        replayOfId: null,
      });
      expect(await deliveriesOf(t.api, webhook.id)).toEqual([delivery]);
      expect(await deliveriesOf(t.api, other.id)).toEqual([]);
      const [event] = await t.db.query(
        `SELECT o.type, o.payload, o.published_at FROM webhook_deliveries d JOIN outbox_events o ON o.id = d.event_id WHERE d.id = $1`,
        [delivery.id],
      );
      expect(event.type).toBe('webhook.test');
      expect(event.published_at).not.toBeNull();
      expect(event.payload).toMatchObject({ type: 'webhook.test', data: { webhookId: webhook.id } });
    });

    it('answers 409 INVALID_STATE for a disabled webhook and 404 for unknown or deleted ones', async () => {
      const webhook = await createWebhook(t.api, { ...valid, enabled: false });
      const error = expectError(await t.api.post(`/webhooks/${webhook.id}/test`), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status: 'disabled', allowed: ['enabled'] });
      expectError(await t.api.post(`/webhooks/${UNKNOWN_UUID}/test`), 404, 'NOT_FOUND');
      await t.api.delete(`/webhooks/${webhook.id}`);
      expectError(await t.api.post(`/webhooks/${webhook.id}/test`), 404, 'NOT_FOUND');
      expectValidationError(await t.api.post('/webhooks/abc/test'), [{ location: 'path', path: 'id' }]);
    });
  });

  describe('GET /webhooks/{id}/deliveries and GET /webhooks/{id}/deliveries/{deliveryId}', () => {
    let webhook: Record<string, any>;
    const made: Array<Record<string, any>> = [];
    beforeAll(async () => {
      webhook = await createWebhook(t.api, valid);
      for (let index = 0; index < 5; index++) made.push((await t.api.post(`/webhooks/${webhook.id}/test`)).body.data);
      await setStatus(made[1].id, 'delivered');
      made[1] = { ...made[1], status: 'delivered' };
    });

    it('walks every page newest first and filters by status', async () => {
      const { rows, pages } = await walkPages(t.api, `/webhooks/${webhook.id}/deliveries`, 2);
      expect(pages).toBe(3);
      expect(rows).toEqual([...made].reverse());
      for (const row of rows) expectDeliveryShape(row);
      expect((await deliveriesOf(t.api, webhook.id, { status: 'delivered' })).map((row) => row.id)).toEqual([made[1].id]);
      expect((await deliveriesOf(t.api, webhook.id, { status: 'pending' })).map((row) => row.id)).toEqual([made[4].id, made[3].id, made[2].id, made[0].id]);
      expect(await deliveriesOf(t.api, webhook.id, { status: 'dead_lettered' })).toEqual([]);
    });

    it('reads one delivery of the webhook', async () => {
      const response = await t.api.get(`/webhooks/${webhook.id}/deliveries/${made[0].id}`);
      expect(response.body).toEqual({ data: made[0], meta: {} });
      expect((await t.as(readKey).get(`/webhooks/${webhook.id}/deliveries/${made[0].id}`)).status).toBe(200);
    });

    it("answers 404 for an unknown webhook, a deleted one, an unknown delivery and another webhook's delivery", async () => {
      expectError(await t.api.get(`/webhooks/${UNKNOWN_UUID}/deliveries`), 404, 'NOT_FOUND');
      expectError(await t.api.get(`/webhooks/${UNKNOWN_UUID}/deliveries/${made[0].id}`), 404, 'NOT_FOUND');
      expectError(await t.api.get(`/webhooks/${webhook.id}/deliveries/${MAX_UUID}`), 404, 'NOT_FOUND');
      const other = await createWebhook(t.api, valid);
      expectError(await t.api.get(`/webhooks/${other.id}/deliveries/${made[0].id}`), 404, 'NOT_FOUND');
      await t.api.delete(`/webhooks/${other.id}`);
      expectError(await t.api.get(`/webhooks/${other.id}/deliveries`), 404, 'NOT_FOUND');
    });

    it.each([
      [{ status: 'failed' }, ['status']],
      [{ status: '' }, ['status']],
      [{ limit: '101' }, ['limit']],
      [{ limit: 'abc', event: 'x' }, ['limit', 'event']],
    ])('answers 422 for the query %j', async (query, paths) => {
      expectValidationError(
        await t.api.get(`/webhooks/${webhook.id}/deliveries`).query(query),
        paths.map((path) => ({ location: 'query' as const, path })),
      );
    });
  });

  describe('POST /webhooks/{id}/deliveries/{deliveryId}/replay', () => {
    it.each(['delivered', 'dead_lettered', 'canceled'])(
      'answers 202 for a %s delivery: a new pending delivery of the same event, with replayOfId',
      async (status) => {
        const webhook = await createWebhook(t.api, valid);
        const original = (await t.api.post(`/webhooks/${webhook.id}/test`)).body.data;
        await setStatus(original.id, status);
        const response = await t.api.post(`/webhooks/${webhook.id}/deliveries/${original.id}/replay`, { ignored: 1 });
        expect(response.status).toBe(202);
        const replay = response.body.data;
        expectDeliveryShape(replay);
        expect(replay).toMatchObject({ event: original.event, status: 'pending', attempts: 0, replayOfId: original.id, deliveredAt: null, lastError: null });
        expect(replay.id).not.toBe(original.id);
        const rows = await t.db.query(`SELECT id, event_id FROM webhook_deliveries WHERE id = ANY($1::uuid[])`, [[original.id, replay.id]]);
        expect(new Set(rows.map((row: { event_id: string }) => row.event_id)).size).toBe(1);
        // A replay can itself be replayed once it is done.
        await setStatus(replay.id, 'delivered');
        expect((await t.api.post(`/webhooks/${webhook.id}/deliveries/${replay.id}/replay`)).body.data.replayOfId).toBe(replay.id);
      },
    );

    it.each(['pending', 'retrying'])('answers 409 INVALID_STATE for a %s delivery', async (status) => {
      const webhook = await createWebhook(t.api, valid);
      const original = (await t.api.post(`/webhooks/${webhook.id}/test`)).body.data;
      await setStatus(original.id, status);
      const error = expectError(await t.api.post(`/webhooks/${webhook.id}/deliveries/${original.id}/replay`), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status, allowed: ['delivered', 'dead_lettered', 'canceled'] });
      expect(await deliveriesOf(t.api, webhook.id)).toHaveLength(1);
    });

    it("answers 409 for a disabled webhook, 404 for a deleted one, another webhook's delivery or unknown ids", async () => {
      const webhook = await createWebhook(t.api, valid);
      const original = (await t.api.post(`/webhooks/${webhook.id}/test`)).body.data;
      await setStatus(original.id, 'delivered');
      const other = await createWebhook(t.api, valid);
      expectError(await t.api.post(`/webhooks/${other.id}/deliveries/${original.id}/replay`), 404, 'NOT_FOUND');
      expectError(await t.api.post(`/webhooks/${webhook.id}/deliveries/${UNKNOWN_UUID}/replay`), 404, 'NOT_FOUND');
      expectError(await t.api.post(`/webhooks/${NIL_UUID}/deliveries/${original.id}/replay`), 404, 'NOT_FOUND');
      expectValidationError(await t.api.post(`/webhooks/${webhook.id}/deliveries/xyz/replay`), [{ location: 'path', path: 'deliveryId' }]);
      expectForbidden(await t.as(readKey).post(`/webhooks/${webhook.id}/deliveries/${original.id}/replay`), 'webhooks:write');
      await t.api.patch(`/webhooks/${webhook.id}`, { enabled: false });
      expectError(await t.api.post(`/webhooks/${webhook.id}/deliveries/${original.id}/replay`), 409, 'INVALID_STATE');
      await t.api.delete(`/webhooks/${webhook.id}`);
      expectError(await t.api.post(`/webhooks/${webhook.id}/deliveries/${original.id}/replay`), 404, 'NOT_FOUND');
    });
  });

  describe('DELETE /webhooks/{id}', () => {
    it('soft-deletes: 200 { deleted: true }, then 404 everywhere; pending and retrying deliveries become canceled, the rest stay', async () => {
      const webhook = await createWebhook(t.api, valid);
      const deliveries = [];
      for (let index = 0; index < 4; index++) deliveries.push((await t.api.post(`/webhooks/${webhook.id}/test`)).body.data);
      await setStatus(deliveries[1].id, 'retrying');
      await setStatus(deliveries[2].id, 'delivered');
      await setStatus(deliveries[3].id, 'dead_lettered');
      const response = await t.api.delete(`/webhooks/${webhook.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { deleted: true }, meta: {} });
      expectError(await t.api.get(`/webhooks/${webhook.id}`), 404, 'NOT_FOUND');
      expectError(await t.api.delete(`/webhooks/${webhook.id}`), 404, 'NOT_FOUND');
      expect((await walkPages(t.api, '/webhooks', 100)).rows.map((row) => row.id)).not.toContain(webhook.id);
      const rows = await t.db.query(`SELECT id, status, next_retry_at FROM webhook_deliveries WHERE endpoint_id = $1`, [webhook.id]);
      const statusOf = Object.fromEntries(rows.map((row: { id: string; status: string }) => [row.id, row.status]));
      expect(deliveries.map((delivery) => statusOf[delivery.id])).toEqual(['canceled', 'canceled', 'delivered', 'dead_lettered']);
      const [endpoint] = await t.db.query(`SELECT deleted_at FROM webhook_endpoints WHERE id = $1`, [webhook.id]);
      expect(endpoint.deleted_at).not.toBeNull();
    });
  });

  it('documents every webhook operation in OpenAPI under the Webhooks tag', async () => {
    const document = (await t.api.get('/docs-json')).body;
    const operations = [
      ['post', '/api/v1/webhooks'],
      ['get', '/api/v1/webhooks'],
      ['get', '/api/v1/webhooks/{id}'],
      ['patch', '/api/v1/webhooks/{id}'],
      ['delete', '/api/v1/webhooks/{id}'],
      ['post', '/api/v1/webhooks/{id}/rotate-secret'],
      ['post', '/api/v1/webhooks/{id}/test'],
      ['get', '/api/v1/webhooks/{id}/deliveries'],
      ['get', '/api/v1/webhooks/{id}/deliveries/{deliveryId}'],
      ['post', '/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay'],
    ];
    for (const [method, path] of operations) expect(document.paths[path]?.[method]?.tags).toEqual(['Webhooks']);
    expect(Object.keys(document.paths['/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay'].post.responses)).toContain('202');
    expect(Object.keys(document.components.schemas.WebhookDeliveryResponse.properties).sort()).toEqual(DELIVERY_KEYS);
  });
});
