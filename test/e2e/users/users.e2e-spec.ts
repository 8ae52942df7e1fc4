import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectPage, expectSuccess, expectValidationError, TIMESTAMP } from '../../helpers/assertions';

const USER_FIELDS = ['id', 'name', 'email', 'role', 'active', 'createdAt', 'updatedAt'].sort();

/** POST /users, GET /users, GET /users/{id} (docs/api/resources.md#users). */
describe('users', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t?.close());

  describe('POST /users', () => {
    it('answers 201 with exactly id, name, email, role, active, createdAt, updatedAt', async () => {
      const response = await t.api.post('/users', { name: 'Grace Hopper', email: 'Grace.Hopper@Example.com', role: 'recruiter' });
      const user = expectSuccess(response, 201);
      expect(response.body.meta).toEqual({});
      expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(user).toMatchObject({ name: 'Grace Hopper', email: 'Grace.Hopper@Example.com', role: 'recruiter' });
      expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(user.createdAt).toMatch(TIMESTAMP);
      expect(user.updatedAt).toMatch(TIMESTAMP);
      expect(expectSuccess(await t.api.get(`/users/${user.id}`))).toEqual(user);
    });

    it.each(['admin', 'recruiter', 'hiring_manager', 'interviewer'])('accepts the role %s', async (role) => {
      expect(expectSuccess(await t.api.post('/users', { name: `A ${role}`, email: `${role}@roles.example.com`, role }), 201).role).toBe(role);
    });

    it('answers 409 CONFLICT to an email already taken, in any letter case, and stores nothing', async () => {
      expectSuccess(await t.api.post('/users', { name: 'First', email: 'taken@example.com', role: 'admin' }), 201);
      for (const email of ['taken@example.com', 'TAKEN@EXAMPLE.COM', 'Taken@Example.Com']) {
        expectError(await t.api.post('/users', { name: 'Second', email, role: 'interviewer' }), 409, 'CONFLICT');
      }
      const [row] = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = 'taken@example.com'`);
      expect(row.n).toBe(1);
    });

    it('gives two concurrent creations with one email one 201 and one 409', async () => {
      const body = { name: 'Race', email: 'race@example.com', role: 'admin' };
      const responses = await Promise.all([t.api.post('/users', body), t.api.post('/users', { ...body, email: 'RACE@example.com' })]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    });

    it.each([
      ['name missing', { name: undefined }, 'name'],
      ['name empty', { name: '' }, 'name'],
      ['name of 121 characters', { name: 'n'.repeat(121) }, 'name'],
      ['name null', { name: null }, 'name'],
      ['email missing', { email: undefined }, 'email'],
      ['email malformed', { email: 'grace@' }, 'email'],
      ['email with two dots', { email: 'grace..hopper@example.com' }, 'email'],
      ['email over 320 characters', { email: `${'g'.repeat(64)}@${'e'.repeat(254)}.com` }, 'email'],
      ['role missing', { role: undefined }, 'role'],
      ['role unknown', { role: 'owner' }, 'role'],
      ['role in another case', { role: 'Admin' }, 'role'],
      ['an unknown key', { team: 'Platform' }, 'team'],
      ['a response-only key', { createdAt: '2026-11-21T10:00:00.000Z' }, 'createdAt'],
    ])('answers 422 to %s', async (_name, overrides, path) => {
      const body = { name: 'Valid', email: `valid.${path}@example.com`, role: 'admin', ...overrides };
      expectValidationError(await t.api.post('/users', body), [{ location: 'body', path }]);
      const [row] = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE name = 'Valid'`);
      expect(row.n).toBe(0);
    });

    it('accepts a name of 120 characters', async () => {
      expectSuccess(await t.api.post('/users', { name: 'n'.repeat(120), email: 'long.name@example.com', role: 'admin' }), 201);
    });

    it('needs users:write', async () => {
      const reader = await t.factory.apiKey(['users:read']);
      expectForbidden(await t.as(reader.key).post('/users', { name: 'X', email: 'x.reader@example.com', role: 'admin' }), 'users:write');
      const writer = await t.factory.apiKey(['users:write']);
      expectSuccess(await t.as(writer.key).post('/users', { name: 'X', email: 'x.writer@example.com', role: 'admin' }), 201);
      expectForbidden(await t.as(writer.key).get('/users'), 'users:read');
    });
  });

  describe('GET /users and GET /users/{id}', () => {
    it('lists users newest first with the Admin among them', async () => {
      const newest = await t.factory.user({ name: 'Newest' });
      const page = expectPage(await t.api.get('/users?limit=100'), 100);
      expect(page.items[0]).toEqual(newest);
      for (const user of page.items) expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(page.items.some((user) => user.name === 'Admin' && user.role === 'admin')).toBe(true);
    });

    it('finds a user by its id in upper case', async () => {
      const user = await t.factory.user();
      expect(expectSuccess(await t.api.get(`/users/${user.id.toUpperCase()}`)).id).toBe(user.id);
    });

    it('answers 422 to malformed ids', async () => {
      for (const id of ['me', '1', `${UNKNOWN_UUID.slice(0, -1)}`, `{${UNKNOWN_UUID}}`]) {
        expectValidationError(await t.api.get(`/users/${encodeURIComponent(id)}`), [{ location: 'path', path: 'id' }]);
      }
    });

    it('answers 422 to a bad limit or cursor', async () => {
      expectValidationError(await t.api.get('/users?limit=101'), [{ location: 'query', path: 'limit' }]);
      expectValidationError(await t.api.get('/users?cursor=abc'), [{ location: 'query', path: 'cursor' }]);
    });
  });
});
