import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectSuccess, expectUnauthorized, expectValidationError, KEY_FORMAT, TIMESTAMP } from '../../helpers/assertions';
import { waitForKeyListeners } from '../../helpers/replicas';

const KEY_FIELDS = ['id', 'name', 'type', 'environment', 'prefix', 'last4', 'scopes', 'lastUsedAt', 'expiresAt', 'revokedAt', 'createdAt', 'key'].sort();
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

describe('POST /api-keys/{id}/rotate (docs/api/auth.md#rotation-and-revocation)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // So that a key used before rotation really sits in the in-process cache.
    await waitForKeyListeners(t.app, t.config, 1);
  });
  afterAll(async () => t?.close());

  it('answers 201 with exactly replacedKeyId, apiKey and key; the new key has the same properties', async () => {
    const old = await t.factory.apiKey(['candidates:read', 'users:read'], { name: 'Rotating', environment: 'live', expiresAt: '2099-06-01T12:00:00Z' });
    const response = await t.api.post(`/api-keys/${old.id}/rotate`);
    const data = expectSuccess(response, 201);
    expect(response.body.meta).toEqual({});
    expect(Object.keys(data).sort()).toEqual(['apiKey', 'key', 'replacedKeyId']);
    expect(data.replacedKeyId).toBe(old.id);
    expect(data.key).toMatch(KEY_FORMAT);
    expect(data.key.startsWith('ats_live_')).toBe(true);
    expect(data.key).not.toBe(old.key);
    const { apiKey } = data;
    expect(Object.keys(apiKey).sort()).toEqual(KEY_FIELDS);
    expect(apiKey.key).toBe(data.key);
    expect(apiKey.id).not.toBe(old.id);
    expect(apiKey).toMatchObject({
      name: 'Rotating',
      type: 'restricted',
      environment: 'live',
      scopes: ['candidates:read', 'users:read'],
      expiresAt: '2099-06-01T12:00:00.000Z',
      prefix: data.key.slice(0, 12),
      last4: data.key.slice(-4),
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(apiKey.createdAt).toMatch(TIMESTAMP);

    const [row] = await t.db.query('SELECT key_hash, owner_id FROM api_keys WHERE id = $1', [apiKey.id]);
    expect(row.key_hash).toBe(sha256(data.key));
    const [oldRow] = await t.db.query('SELECT owner_id FROM api_keys WHERE id = $1', [old.id]);
    expect(row.owner_id).toBe(oldRow.owner_id);
    expect(expectSuccess(await t.api.get(`/api-keys/${apiKey.id}`))).toEqual({ ...apiKey, key: null });
  });

  it('keeps type secret, environment test and a null expiry', async () => {
    const old = await t.factory.apiKey(['*'], { environment: 'test' });
    const { apiKey, key } = expectSuccess(await t.api.post(`/api-keys/${old.id}/rotate`), 201);
    expect(key.startsWith('ats_test_')).toBe(true);
    expect(apiKey).toMatchObject({ type: 'secret', environment: 'test', scopes: ['*'], expiresAt: null, name: old.name });
  });

  it('revokes the old key, which is 401 on the very next request although it was just used; the new key works with the same scopes', async () => {
    const old = await t.factory.apiKey(['candidates:read']);
    expectSuccess(await t.as(old.key).get('/candidates'));
    expectSuccess(await t.as(old.key).get('/candidates'));
    const { apiKey, key } = expectSuccess(await t.api.post(`/api-keys/${old.id}/rotate`), 201);
    expectUnauthorized(await t.as(old.key).get('/candidates'));
    expectSuccess(await t.as(key).get('/candidates'));
    expectForbidden(await t.as(key).post('/candidates', { firstName: 'A', lastName: 'B', email: 'rotated.scopes@example.com' }), 'candidates:write');
    const oldRecord = expectSuccess(await t.api.get(`/api-keys/${old.id}`));
    expect(oldRecord.revokedAt).toMatch(TIMESTAMP);
    expect(oldRecord.key).toBeNull();
    expect(expectSuccess(await t.api.get(`/api-keys/${apiKey.id}`)).revokedAt).toBeNull();
  });

  it('lets a key rotate itself: the response carries the replacement, and the caller is 401 afterwards', async () => {
    const self = await t.factory.apiKey(['api_keys:write', 'api_keys:read']);
    const { key } = expectSuccess(await t.as(self.key).post(`/api-keys/${self.id}/rotate`), 201);
    expectUnauthorized(await t.as(self.key).get('/api-keys'));
    expectSuccess(await t.as(key).get('/api-keys'));
  });

  it('ignores a body sent with the request', async () => {
    const old = await t.factory.apiKey(['candidates:read'], { name: 'Body ignored' });
    const { apiKey } = expectSuccess(await t.api.post(`/api-keys/${old.id}/rotate`, { name: 'Changed', scopes: ['*'] }), 201);
    expect(apiKey).toMatchObject({ name: 'Body ignored', scopes: ['candidates:read'] });
  });

  it('answers 409 INVALID_STATE to rotating a revoked key, rotated or revoked', async () => {
    const rotated = await t.factory.apiKey(['candidates:read']);
    expectSuccess(await t.api.post(`/api-keys/${rotated.id}/rotate`), 201);
    const again = expectError(await t.api.post(`/api-keys/${rotated.id}/rotate`), 409, 'INVALID_STATE');
    expect(again.details).toEqual({ status: 'revoked', allowed: ['active'] });

    const revoked = await t.factory.apiKey(['candidates:read']);
    expectSuccess(await t.api.post(`/api-keys/${revoked.id}/revoke`));
    const response = expectError(await t.api.post(`/api-keys/${revoked.id}/rotate`), 409, 'INVALID_STATE');
    expect(response.details).toEqual({ status: 'revoked', allowed: ['active'] });
    const [row] = await t.db.query('SELECT count(*)::int AS n FROM api_keys WHERE name = $1', [revoked.name]);
    expect(row.n).toBe(1);
  });

  it('answers 422 to malformed ids', async () => {
    for (const id of ['nope', '123', `${UNKNOWN_UUID}x`, '0190a0b4-8a3e-9c2d-9f00-1234567890ab']) {
      expectValidationError(await t.api.post(`/api-keys/${id}/rotate`), [{ location: 'path', path: 'id' }]);
    }
  });

  it('gives two concurrent rotations of one key one 201 and one 409, never 500 and never two live replacements', async () => {
    for (let round = 0; round < 5; round++) {
      const old = await t.factory.apiKey(['candidates:read'], { name: `Race ${round}` });
      const responses = await Promise.all([t.api.post(`/api-keys/${old.id}/rotate`), t.api.post(`/api-keys/${old.id}/rotate`)]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const conflict = responses.find((response) => response.status === 409)!;
      expectError(conflict, 409, 'INVALID_STATE');
      const rows: Array<{ id: string; revoked: boolean }> = await t.db.query('SELECT id, revoked_at IS NOT NULL AS revoked FROM api_keys WHERE name = $1', [
        old.name,
      ]);
      expect(rows).toHaveLength(2);
      const live = rows.filter((row) => !row.revoked);
      expect(live).toHaveLength(1);
      expect(live[0].id).toBe(responses.find((response) => response.status === 201)!.body.data.apiKey.id);
    }
  });

  it('answers 403 when a restricted key rotates a key with scopes it does not hold', async () => {
    const manager = await t.factory.apiKey(['api_keys:write', 'candidates:read']);
    const broader = await t.factory.apiKey(['candidates:read', 'candidates:write']);
    expectForbidden(await t.as(manager.key).post(`/api-keys/${broader.id}/rotate`), 'candidates:write');
    const secret = await t.factory.apiKey(['*']);
    expectForbidden(await t.as(manager.key).post(`/api-keys/${secret.id}/rotate`), '*');
    for (const key of [broader, secret]) {
      expect(expectSuccess(await t.api.get(`/api-keys/${key.id}`)).revokedAt).toBeNull();
      expectSuccess(await t.as(key.key).get('/candidates'));
    }
    const same = await t.factory.apiKey(['candidates:read']);
    expectSuccess(await t.as(manager.key).post(`/api-keys/${same.id}/rotate`), 201);
  });

  it("answers 404 when a restricted key rotates another user's key, as GET does: not a 403 naming one of its scopes", async () => {
    const manager = await t.factory.apiKey(['api_keys:write', 'api_keys:read', 'candidates:read']);
    const grace = await t.factory.user({ name: 'Grace Hopper' });
    const gracesKey = await t.factory.apiKey(['candidates:read'], { ownerId: grace.id });
    const gracesBroaderKey = await t.factory.apiKey(['jobs:write'], { ownerId: grace.id });
    const gracesRevokedKey = await t.factory.apiKey(['candidates:read'], { ownerId: grace.id });
    expectSuccess(await t.api.post(`/api-keys/${gracesRevokedKey.id}/revoke`));
    for (const key of [gracesKey, gracesBroaderKey, gracesRevokedKey]) {
      expectError(await t.as(manager.key).get(`/api-keys/${key.id}`), 404, 'NOT_FOUND');
      const rotated = await t.as(manager.key).post(`/api-keys/${key.id}/rotate`);
      expectError(rotated, 404, 'NOT_FOUND');
      expect(rotated.text).not.toContain('jobs:write');
    }
    expect(expectSuccess(await t.api.get(`/api-keys/${gracesKey.id}`)).revokedAt).toBeNull();
    expectSuccess(await t.as(gracesKey.key).get('/candidates'));
    const { apiKey } = expectSuccess(await t.api.post(`/api-keys/${gracesKey.id}/rotate`), 201);
    const [row] = await t.db.query('SELECT owner_id FROM api_keys WHERE id = $1', [apiKey.id]);
    expect(row.owner_id).toBe(grace.id);
  });

  it('needs api_keys:write', async () => {
    const reader = await t.factory.apiKey(['api_keys:read', 'candidates:read']);
    const target = await t.factory.apiKey(['candidates:read']);
    expectForbidden(await t.as(reader.key).post(`/api-keys/${target.id}/rotate`), 'api_keys:write');
    expectForbidden(await t.as(reader.key).post('/api-keys/nope/rotate'), 'api_keys:write');
    expectUnauthorized(await t.as(undefined).post(`/api-keys/${target.id}/rotate`));
    expect(expectSuccess(await t.api.get(`/api-keys/${target.id}`)).revokedAt).toBeNull();
  });
});
