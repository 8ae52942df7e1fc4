import type { BootedApi, TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectSuccess, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { bootTwoApiReplicas, type TwoApiReplicas } from '../../helpers/replicas';

/** POST /users/{id}/deactivate and /reactivate (docs/api/resources.md#deactivating-a-user). */
describe('deactivating a user', () => {
  let t: TestApp;
  let b: BootedApi;
  let replicas: TwoApiReplicas | undefined;
  beforeAll(async () => ({ app: t, replica: b } = replicas = await bootTwoApiReplicas()));
  afterAll(async () => replicas?.close());

  /** A user of this role with `count` keys of theirs. */
  async function userWithKeys(role: string, count: number, scopes = ['candidates:read']): Promise<{ user: Record<string, any>; keys: Record<string, any>[] }> {
    const user = await t.factory.user({ role });
    const keys = [];
    for (let index = 0; index < count; index++) keys.push(await t.factory.apiKey(scopes, { ownerId: user.id }));
    return { user, keys };
  }

  it('revokes every key of the user at once on both replicas, keeps their records, and answers the user with active false', async () => {
    const { user, keys } = await userWithKeys('recruiter', 2, ['candidates:read', 'candidates:write']);
    const note = expectSuccess(await t.as(keys[0].key).post(`/candidates/${(await t.factory.candidate()).id}/notes`, { body: 'Kept' }), 201);
    // Both keys are cached on both replicas before the deactivation.
    for (const key of keys) for (const client of [t.as(key.key), b.as(key.key)]) expectSuccess(await client.get('/candidates'));
    const deactivated = expectSuccess(await t.api.post(`/users/${user.id}/deactivate`));
    expect(deactivated).toMatchObject({ id: user.id, active: false });
    for (const key of keys) for (const client of [t.as(key.key), b.as(key.key)]) expectUnauthorized(await client.get('/candidates'));
    const rows = await t.db.query('SELECT revoked_at FROM api_keys WHERE owner_id = $1', [user.id]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.revoked_at).not.toBeNull();
    for (const key of keys) expect(expectSuccess(await t.api.get(`/api-keys/${key.id}`)).revokedAt).not.toBeNull();
    expect(expectSuccess(await t.api.get(`/users/${user.id}`)).active).toBe(false);
    const [kept] = await t.db.query('SELECT count(*)::int AS n FROM notes WHERE id = $1', [note.id]);
    expect(kept.n).toBe(1);
  });

  it('records user.deactivated and user.reactivated in the outbox with the user as data', async () => {
    const { user } = await userWithKeys('interviewer', 0);
    expectSuccess(await t.api.post(`/users/${user.id}/deactivate`));
    expectSuccess(await t.api.post(`/users/${user.id}/reactivate`));
    const events = await t.db.query(`SELECT type, payload FROM outbox_events WHERE resource_id = $1 ORDER BY created_at, id`, [user.id]);
    expect(events.map((event: { type: string }) => event.type)).toEqual(['user.deactivated', 'user.reactivated']);
    expect(JSON.stringify(events[0].payload)).toContain(`"active":false`);
  });

  it('reactivating restores no key; a new key for the user works again', async () => {
    const { user, keys } = await userWithKeys('recruiter', 1);
    expectSuccess(await t.api.post(`/users/${user.id}/deactivate`));
    expect(expectSuccess(await t.api.post(`/users/${user.id}/reactivate`)).active).toBe(true);
    expectUnauthorized(await t.as(keys[0].key).get('/candidates'));
    const fresh = await t.factory.apiKey(['candidates:read'], { ownerId: user.id });
    expectSuccess(await t.as(fresh.key).get('/candidates'));
  });

  it('refuses a new key for a deactivated user with 422 on ownerId', async () => {
    const { user } = await userWithKeys('recruiter', 0);
    expectSuccess(await t.api.post(`/users/${user.id}/deactivate`));
    const response = await t.api.post('/api-keys', { name: 'late', scopes: ['candidates:read'], environment: 'test', ownerId: user.id });
    expectValidationError(response, [{ location: 'body', path: 'ownerId' }]);
  });

  it('a key inserted for a deactivated user behind the API does not authenticate', async () => {
    const { user, keys } = await userWithKeys('recruiter', 1);
    expectSuccess(await t.api.post(`/users/${user.id}/deactivate`));
    await t.db.query('UPDATE api_keys SET revoked_at = NULL WHERE id = $1', [keys[0].id]);
    expectUnauthorized(await t.as(keys[0].key).get('/candidates'));
  });

  it('answers 409 INVALID_STATE to deactivating a deactivated user and reactivating an active one', async () => {
    const { user } = await userWithKeys('recruiter', 0);
    expectError(await t.api.post(`/users/${user.id}/reactivate`), 409, 'INVALID_STATE');
    expectSuccess(await t.api.post(`/users/${user.id}/deactivate`));
    expect(expectError(await t.api.post(`/users/${user.id}/deactivate`), 409, 'INVALID_STATE').details).toEqual({ status: 'deactivated', allowed: ['active'] });
  });

  it('answers 409 CONFLICT to a request deactivating the user it acts as', async () => {
    const admin = await userWithKeys('admin', 1, ['users:write']);
    expectError(await t.as(admin.keys[0].key).post(`/users/${admin.user.id}/deactivate`), 409, 'CONFLICT');
    expect(expectSuccess(await t.api.get(`/users/${admin.user.id}`)).active).toBe(true);
  });

  it('answers 404 for an unknown user and 422 for a malformed id', async () => {
    expectError(await t.api.post(`/users/${UNKNOWN_UUID}/deactivate`), 404, 'NOT_FOUND');
    expectValidationError(await t.api.post('/users/nope/reactivate'), [{ location: 'path', path: 'id' }]);
  });

  it('needs users:write, then a key whose user is an admin', async () => {
    const target = await t.factory.user();
    expectForbidden(await t.as((await t.factory.apiKey(['users:read'])).key).post(`/users/${target.id}/deactivate`), 'users:write');
    const recruiter = await userWithKeys('recruiter', 1, ['users:write']);
    for (const action of ['deactivate', 'reactivate']) {
      const error = expectError(await t.as(recruiter.keys[0].key).post(`/users/${target.id}/${action}`), 403, 'FORBIDDEN');
      expect(error.details).toEqual({ requiredRole: 'admin' });
    }
    expect(expectSuccess(await t.api.get(`/users/${target.id}`)).active).toBe(true);
    const admin = await userWithKeys('admin', 1, ['users:write']);
    expectSuccess(await t.as(admin.keys[0].key).post(`/users/${target.id}/deactivate`));
  });
});
