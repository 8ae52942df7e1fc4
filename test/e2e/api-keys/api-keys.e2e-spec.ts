import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import {
  expectError,
  expectForbidden,
  expectPage,
  expectSuccess,
  expectUnauthorized,
  expectValidationError,
  KEY_FORMAT,
  TIMESTAMP,
} from '../../helpers/assertions';

const KEY_FIELDS = ['id', 'name', 'type', 'environment', 'prefix', 'last4', 'scopes', 'lastUsedAt', 'expiresAt', 'revokedAt', 'createdAt', 'key'].sort();
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

describe('API keys (docs/api/auth.md#api-keys)', () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.db.query(`SELECT u.id FROM api_keys k JOIN users u ON u.id = k.owner_id WHERE k.key_hash = $1`, [sha256(t.bootstrapKey)]);
    adminId = row.id;
  });
  afterAll(async () => t?.close());

  const validBody = (overrides: Record<string, unknown> = {}) => ({ name: 'Careers site', scopes: ['candidates:read'], environment: 'live', ...overrides });

  describe('POST /api-keys', () => {
    it('returns the full key once, with prefix, last4, type and environment', async () => {
      const response = await t.api.post('/api-keys', validBody({ scopes: ['candidates:read', 'applications:write'] }));
      const key = expectSuccess(response, 201);
      expect(response.body.meta).toEqual({});
      expect(Object.keys(key).sort()).toEqual(KEY_FIELDS);
      expect(key.key).toMatch(KEY_FORMAT);
      expect(key.key.startsWith('ats_live_')).toBe(true);
      expect(key.prefix).toBe(key.key.slice(0, 12));
      expect(key.last4).toBe(key.key.slice(-4));
      expect(key).toMatchObject({
        name: 'Careers site',
        type: 'restricted',
        environment: 'live',
        scopes: ['candidates:read', 'applications:write'],
        lastUsedAt: null,
        expiresAt: null,
        revokedAt: null,
      });
      expect(key.createdAt).toMatch(TIMESTAMP);
      expect(key.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    });

    it('makes test keys and secret keys', async () => {
      const test = expectSuccess(await t.api.post('/api-keys', validBody({ environment: 'test' })), 201);
      expect(test.key).toMatch(/^ats_test_[0-9A-Za-z]{36}$/);
      expect(test.environment).toBe('test');
      expect(test.type).toBe('restricted');
      const secret = expectSuccess(await t.api.post('/api-keys', validBody({ scopes: ['*'] })), 201);
      expect(secret.type).toBe('secret');
      expect(secret.scopes).toEqual(['*']);
    });

    it('never makes the same key twice', async () => {
      const keys = await Promise.all(Array.from({ length: 10 }, () => t.factory.apiKey(['users:read'])));
      expect(new Set(keys.map((key) => key.key)).size).toBe(10);
      expect(new Set(keys.map((key) => key.id)).size).toBe(10);
    });

    it('stores only the SHA-256 hex hash of the key', async () => {
      const created = expectSuccess(await t.api.post('/api-keys', validBody()), 201);
      const [row] = await t.db.query('SELECT * FROM api_keys WHERE id = $1', [created.id]);
      expect(row.key_hash).toBe(sha256(created.key));
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      const secretPart = created.key.slice(12, -4);
      const dump: Array<{ row: string }> = await t.db.query('SELECT to_jsonb(k)::text AS row FROM api_keys k');
      for (const { row: text } of dump) {
        expect(text).not.toContain(created.key);
        expect(text).not.toContain(secretPart);
      }
      const elsewhere: Array<{ row: string }> = await t.db.query('SELECT to_jsonb(u)::text AS row FROM users u');
      for (const { row: text } of elsewhere) expect(text).not.toContain(secretPart);
    });

    it('makes a key that works at once and acts as its owner', async () => {
      const grace = await t.factory.user({ name: 'Grace Hopper' });
      const created = expectSuccess(await t.api.post('/api-keys', validBody({ scopes: ['candidates:write', 'candidates:read'], ownerId: grace.id })), 201);
      const candidate = expectSuccess(
        await t.as(created.key).post('/candidates', { firstName: 'Owned', lastName: 'ByGrace', email: 'owned.by.grace@example.com' }),
        201,
      );
      const note = expectSuccess(await t.as(created.key).post(`/candidates/${candidate.id}/notes`, { body: 'Met Grace' }), 201);
      expect(note.author).toEqual({ id: grace.id, name: 'Grace Hopper' });
      const events = expectSuccess(await t.api.get(`/activity-events?entityId=${candidate.id}`));
      expect(events).toHaveLength(1);
      expect(events[0].actor).toEqual({ id: grace.id, name: 'Grace Hopper' });
      const [row] = await t.db.query('SELECT owner_id FROM api_keys WHERE id = $1', [created.id]);
      expect(row.owner_id).toBe(grace.id);
    });

    it("defaults the owner to the calling key's user", async () => {
      const created = expectSuccess(await t.api.post('/api-keys', validBody({ scopes: ['candidates:write'] })), 201);
      const candidate = expectSuccess(
        await t.as(created.key).post('/candidates', { firstName: 'Owned', lastName: 'ByAdmin', email: 'owned.by.admin@example.com' }),
        201,
      );
      const [event] = expectSuccess(await t.api.get(`/activity-events?entityId=${candidate.id}`));
      expect(event.actor).toEqual({ id: adminId, name: 'Admin' });
    });

    it('accepts an expiresAt in the future and echoes it with milliseconds', async () => {
      const created = expectSuccess(await t.api.post('/api-keys', validBody({ expiresAt: '2099-01-02T03:04Z' })), 201);
      expect(created.expiresAt).toBe('2099-01-02T03:04:00.000Z');
      expectSuccess(await t.as(created.key).get('/candidates'));
      const withFraction = expectSuccess(await t.api.post('/api-keys', validBody({ expiresAt: '2099-01-02T03:04:05.678Z' })), 201);
      expect(withFraction.expiresAt).toBe('2099-01-02T03:04:05.678Z');
      const longFraction = expectSuccess(await t.api.post('/api-keys', validBody({ expiresAt: '2099-01-02T03:04:05.0009999995Z' })), 201);
      expect(longFraction.expiresAt).toBe('2099-01-02T03:04:05.000Z');
      const none = expectSuccess(await t.api.post('/api-keys', validBody({ expiresAt: null })), 201);
      expect(none.expiresAt).toBeNull();
    });

    it.each([
      ['name missing', { name: undefined }, 'name'],
      ['name empty', { name: '' }, 'name'],
      ['name of 121 characters', { name: 'n'.repeat(121) }, 'name'],
      ['name not a string', { name: 42 }, 'name'],
      ['scopes missing', { scopes: undefined }, 'scopes'],
      ['scopes empty', { scopes: [] }, 'scopes'],
      ['scopes not an array', { scopes: 'candidates:read' }, 'scopes'],
      ['an unknown scope', { scopes: ['candidates:read', 'candidates:delete'] }, 'scopes'],
      ['an unknown resource', { scopes: ['payroll:read'] }, 'scopes'],
      ['a scope in another case', { scopes: ['Candidates:Read'] }, 'scopes'],
      ['a duplicate scope', { scopes: ['candidates:read', 'candidates:read'] }, 'scopes'],
      ['a scope that is not a string', { scopes: [1] }, 'scopes'],
      ['environment missing', { environment: undefined }, 'environment'],
      ['environment unknown', { environment: 'prod' }, 'environment'],
      ['environment in another case', { environment: 'LIVE' }, 'environment'],
      ['expiresAt in the past', { expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
      ['expiresAt with an offset', { expiresAt: '2099-01-01T00:00:00+00:00' }, 'expiresAt'],
      ['expiresAt without time', { expiresAt: '2099-01-01' }, 'expiresAt'],
      ['expiresAt not calendar-valid', { expiresAt: '2099-02-29T00:00:00Z' }, 'expiresAt'],
      ['expiresAt as a number', { expiresAt: 4102444800000 }, 'expiresAt'],
      ['ownerId malformed', { ownerId: 'not-a-uuid' }, 'ownerId'],
      ['ownerId of nobody', { ownerId: UNKNOWN_UUID }, 'ownerId'],
      ['ownerId all-zero (names nobody)', { ownerId: NIL_UUID }, 'ownerId'],
      ['an unknown key', { key: 'ats_live_chosenbyme' }, 'key'],
      ['a response-only key', { id: UNKNOWN_UUID }, 'id'],
      ['a type', { type: 'secret' }, 'type'],
    ])('answers 422 to %s', async (_name, overrides, path) => {
      const before = (await t.db.query('SELECT count(*)::int AS n FROM api_keys'))[0].n;
      expectValidationError(await t.api.post('/api-keys', validBody(overrides)), [{ location: 'body', path }]);
      expect((await t.db.query('SELECT count(*)::int AS n FROM api_keys'))[0].n).toBe(before);
    });

    it('accepts a name of 120 characters and every known scope', async () => {
      const scopes = [
        'candidates:read',
        'candidates:write',
        'jobs:read',
        'jobs:write',
        'applications:read',
        'applications:write',
        'interviews:read',
        'interviews:write',
        'offers:read',
        'offers:write',
        'scorecards:read',
        'scorecards:write',
        'tasks:read',
        'tasks:write',
        'activity:read',
        'automations:read',
        'automations:write',
        'webhooks:read',
        'webhooks:write',
        'api_keys:read',
        'api_keys:write',
        'talent_pools:read',
        'talent_pools:write',
        'users:read',
        'users:write',
      ];
      const created = expectSuccess(await t.api.post('/api-keys', validBody({ name: 'n'.repeat(120), scopes })), 201);
      expect(created.scopes).toEqual(scopes);
      expect(created.type).toBe('restricted');
    });

    it('reports every broken rule at once', async () => {
      expectValidationError(await t.api.post('/api-keys', { name: '', scopes: [], environment: 'prod', expiresAt: 'soon', ownerId: 'me' }), [
        { location: 'body', path: 'name' },
        { location: 'body', path: 'scopes' },
        { location: 'body', path: 'environment' },
        { location: 'body', path: 'expiresAt' },
        { location: 'body', path: 'ownerId' },
      ]);
    });
  });

  describe('what a restricted key may create', () => {
    let keyManager: Record<string, any>;
    beforeAll(async () => {
      keyManager = await t.factory.apiKey(['api_keys:write', 'api_keys:read', 'candidates:read']);
    });

    it('may create keys with scopes it holds, owned by its own user', async () => {
      const created = expectSuccess(await t.as(keyManager.key).post('/api-keys', validBody({ scopes: ['candidates:read'] })), 201);
      expect(created.type).toBe('restricted');
      const [row] = await t.db.query('SELECT owner_id FROM api_keys WHERE id = $1', [created.id]);
      expect(row.owner_id).toBe(adminId);
      expectSuccess(await t.as(keyManager.key).post('/api-keys', validBody({ scopes: ['candidates:read'], ownerId: adminId })), 201);
    });

    it('cannot grant scopes it does not hold (403)', async () => {
      expectForbidden(await t.as(keyManager.key).post('/api-keys', validBody({ scopes: ['candidates:read', 'candidates:write'] })), 'candidates:write');
      expectForbidden(await t.as(keyManager.key).post('/api-keys', validBody({ scopes: ['*'] })), '*');
      expectForbidden(await t.as(keyManager.key).post('/api-keys', validBody({ scopes: ['users:read'] })), 'users:read');
    });

    it('cannot create keys for another user (403)', async () => {
      const other = await t.factory.user();
      const response = await t.as(keyManager.key).post('/api-keys', validBody({ scopes: ['candidates:read'], ownerId: other.id }));
      expectError(response, 403, 'FORBIDDEN');
      const [row] = await t.db.query('SELECT count(*)::int AS n FROM api_keys WHERE owner_id = $1', [other.id]);
      expect(row.n).toBe(0);
    });

    it('needs api_keys:write to create and api_keys:read to list', async () => {
      const reader = await t.factory.apiKey(['api_keys:read']);
      expectForbidden(await t.as(reader.key).post('/api-keys', validBody()), 'api_keys:write');
      expectSuccess(await t.as(reader.key).get('/api-keys'));
      const writer = await t.factory.apiKey(['api_keys:write']);
      expectForbidden(await t.as(writer.key).get('/api-keys'), 'api_keys:read');
      expectForbidden(await t.as(writer.key).get(`/api-keys/${writer.id}`), 'api_keys:read');
    });
  });

  describe('GET /api-keys and GET /api-keys/{id}', () => {
    it('never return the key value', async () => {
      const created = await t.factory.apiKey(['candidates:read']);
      const read = expectSuccess(await t.api.get(`/api-keys/${created.id}`));
      expect(Object.keys(read).sort()).toEqual(KEY_FIELDS);
      expect(read.key).toBeNull();
      expect(read).toEqual({ ...created, key: null });
      const list = await t.api.get('/api-keys?limit=100');
      const page = expectPage(list, 100);
      expect(page.items.length).toBeGreaterThan(1);
      for (const key of page.items) {
        expect(Object.keys(key).sort()).toEqual(KEY_FIELDS);
        expect(key.key).toBeNull();
      }
      expect(list.text).not.toContain(created.key);
      expect(list.text).not.toContain(t.bootstrapKey);
      expect(page.items.map((key) => key.id)).toContain(created.id);
    });

    it('pages the list newest first', async () => {
      const first = expectPage(await t.api.get('/api-keys?limit=2'), 2);
      expect(first.hasMore).toBe(true);
      const second = expectPage(await t.api.get(`/api-keys?limit=2&cursor=${first.nextCursor}`), 2);
      const all = expectPage(await t.api.get('/api-keys?limit=4'), 4).items;
      expect([...first.items, ...second.items].map((key) => key.id)).toEqual(all.map((key) => key.id));
      expectValidationError(await t.api.get('/api-keys?limit=0'), [{ location: 'query', path: 'limit' }]);
      expectValidationError(await t.api.get('/api-keys?cursor=nope'), [{ location: 'query', path: 'cursor' }]);
    });

    describe("another user's keys (docs/adr/0010-api-key-scopes-and-reach.md: only a * key reads every user's keys)", () => {
      let grace: Record<string, any>;
      let ada: Record<string, any>;
      let gracesReader: Record<string, any>;
      let gracesOther: Record<string, any>;
      let adasReader: Record<string, any>;
      const bootstrapKeyId = async () => (await t.db.query('SELECT id FROM api_keys WHERE key_hash = $1', [sha256(t.bootstrapKey)]))[0].id;
      const listedIds = async (key: string) => {
        const ids: string[] = [];
        let cursor: string | null = null;
        do {
          const page = expectPage(await t.as(key).get(`/api-keys?limit=2${cursor === null ? '' : `&cursor=${cursor}`}`), 2);
          ids.push(...page.items.map((item) => item.id));
          cursor = page.hasMore ? page.nextCursor : null;
        } while (cursor !== null);
        return ids;
      };
      beforeAll(async () => {
        [grace, ada] = [await t.factory.user(), await t.factory.user()];
        gracesReader = await t.factory.apiKey(['api_keys:read'], { ownerId: grace.id });
        gracesOther = await t.factory.apiKey(['candidates:read'], { ownerId: grace.id });
        adasReader = await t.factory.apiKey(['api_keys:read', 'candidates:read'], { ownerId: ada.id });
      });

      it("lists its own user's keys only, across pages", async () => {
        expect((await listedIds(gracesReader.key)).sort()).toEqual([gracesReader.id, gracesOther.id].sort());
        expect(await listedIds(adasReader.key)).toEqual([adasReader.id]);
      });

      it("answers 404 to another user's key id, the bootstrap key's included, and 200 to its own user's", async () => {
        expect(expectSuccess(await t.as(gracesReader.key).get(`/api-keys/${gracesOther.id}`)).id).toBe(gracesOther.id);
        for (const id of [adasReader.id, await bootstrapKeyId()]) {
          const response = await t.as(gracesReader.key).get(`/api-keys/${id}`);
          expectError(response, 404, 'NOT_FOUND');
          expect(response.text).not.toContain(id === adasReader.id ? adasReader.last4 : t.bootstrapKey.slice(-4));
        }
        expectError(await t.as(adasReader.key).get(`/api-keys/${gracesReader.id}`), 404, 'NOT_FOUND');
      });

      it("lets a * key list and get every user's keys", async () => {
        const all = await listedIds(t.bootstrapKey);
        expect(all).toEqual(expect.arrayContaining([gracesReader.id, gracesOther.id, adasReader.id, await bootstrapKeyId()]));
        const star = await t.factory.apiKey(['*'], { ownerId: ada.id });
        expect(await listedIds(star.key)).toEqual(expect.arrayContaining([gracesReader.id, gracesOther.id, await bootstrapKeyId()]));
        expect(expectSuccess(await t.as(star.key).get(`/api-keys/${gracesOther.id}`)).id).toBe(gracesOther.id);
      });
    });
  });

  describe('POST /api-keys/{id}/revoke', () => {
    it('revokes the key: 200 with revokedAt, 401 on its next request, 409 when revoked again', async () => {
      const created = await t.factory.apiKey(['candidates:read']);
      expectSuccess(await t.as(created.key).get('/candidates'));
      const revoked = expectSuccess(await t.api.post(`/api-keys/${created.id}/revoke`));
      expect(revoked.revokedAt).toMatch(TIMESTAMP);
      expect(revoked.key).toBeNull();
      expectUnauthorized(await t.as(created.key).get('/candidates'));
      expect(expectSuccess(await t.api.get(`/api-keys/${created.id}`)).revokedAt).toBe(revoked.revokedAt);
      const again = expectError(await t.api.post(`/api-keys/${created.id}/revoke`), 409, 'INVALID_STATE');
      expect(again.details).toEqual({ status: 'revoked', allowed: ['active'] });
    });

    it("lets a restricted key revoke its own user's keys only (another user's is 404); * revokes anyone's", async () => {
      const user = await t.factory.user();
      const manager = await t.factory.apiKey(['api_keys:write', 'candidates:read'], { ownerId: user.id });
      const sameOwner = await t.factory.apiKey(['candidates:read'], { ownerId: user.id });
      const adminKey = await t.factory.apiKey(['candidates:read']);
      // Another user's key is absent to it, as on GET.
      expectError(await t.as(manager.key).post(`/api-keys/${adminKey.id}/revoke`), 404, 'NOT_FOUND');
      expectSuccess(await t.as(adminKey.key).get('/candidates'));
      expect(expectSuccess(await t.as(manager.key).post(`/api-keys/${sameOwner.id}/revoke`)).revokedAt).toMatch(TIMESTAMP);
      expect(expectSuccess(await t.api.post(`/api-keys/${manager.id}/revoke`)).revokedAt).toMatch(TIMESTAMP);
    });
  });
});
