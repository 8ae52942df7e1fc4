import type { BootedApi, TestApp } from '../../helpers/test-app';
import { expectSuccess, expectUnauthorized } from '../../helpers/assertions';
import { bootTwoApiReplicas, type TwoApiReplicas } from '../../helpers/replicas';

/** docs/api/auth.md#rotation-and-revocation: revocation and rotation take effect on the next request, on every API replica. */
describe('key changes across API replicas', () => {
  let t: TestApp;
  let b: BootedApi;
  let replicas: TwoApiReplicas | undefined;
  beforeAll(async () => ({ app: t, replica: b } = replicas = await bootTwoApiReplicas()));
  afterAll(async () => replicas?.close());

  /** Uses the key on both replicas, then proves replica B answers from its cache (not the database). */
  async function cacheOnBothReplicas(key: Record<string, any>): Promise<void> {
    expectSuccess(await t.as(key.key).get('/candidates'));
    expectSuccess(await b.as(key.key).get('/candidates'));
    await t.db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [key.id]);
    try {
      // Precondition: the database says revoked, yet B still has the key in process.
      expect((await b.as(key.key).get('/candidates')).status).toBe(200);
    } finally {
      await t.db.query('UPDATE api_keys SET revoked_at = NULL WHERE id = $1', [key.id]);
    }
  }

  it('serves the same database from both replicas', async () => {
    const candidate = await t.factory.candidate();
    expect(expectSuccess(await b.as(t.bootstrapKey).get(`/candidates/${candidate.id}`)).id).toBe(candidate.id);
  });

  it('a key revoked on replica A is 401 on replica B at its next request', async () => {
    const key = await t.factory.apiKey(['candidates:read']);
    await cacheOnBothReplicas(key);
    expectSuccess(await t.api.post(`/api-keys/${key.id}/revoke`));
    expectUnauthorized(await b.as(key.key).get('/candidates'));
    expectUnauthorized(await t.as(key.key).get('/candidates'));
  });

  it('a key revoked on replica B is 401 on replica A at its next request', async () => {
    const key = await t.factory.apiKey(['candidates:read']);
    expectSuccess(await b.as(key.key).get('/candidates'));
    expectSuccess(await t.as(key.key).get('/candidates'));
    expectSuccess(await b.as(t.bootstrapKey).post(`/api-keys/${key.id}/revoke`));
    expectUnauthorized(await t.as(key.key).get('/candidates'));
  });

  it('a key rotated on replica A is 401 on replica B, and its replacement works on B', async () => {
    const key = await t.factory.apiKey(['candidates:read']);
    await cacheOnBothReplicas(key);
    const rotated = expectSuccess(await t.api.post(`/api-keys/${key.id}/rotate`), 201);
    expectUnauthorized(await b.as(key.key).get('/candidates'));
    expectSuccess(await b.as(rotated.key).get('/candidates'));
  });

  it('keeps working for keys that did not change', async () => {
    const kept = await t.factory.apiKey(['candidates:read']);
    const revoked = await t.factory.apiKey(['candidates:read']);
    for (const client of [t.as(kept.key), b.as(kept.key), b.as(revoked.key)]) expectSuccess(await client.get('/candidates'));
    expectSuccess(await t.api.post(`/api-keys/${revoked.id}/revoke`));
    expectSuccess(await b.as(kept.key).get('/candidates'));
    expectUnauthorized(await b.as(revoked.key).get('/candidates'));
  });
});
