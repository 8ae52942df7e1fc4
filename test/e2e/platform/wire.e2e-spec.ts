import { rawRequest } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectPage, expectSuccess, expectUnauthorized, expectValidationError, TIMESTAMP } from '../../helpers/assertions';

const MIB = 1024 * 1024;

/** A valid candidate create body of exactly `bytes` bytes (ASCII only, so characters are bytes). */
function candidateBodyOfSize(bytes: number): string {
  const entries = (descriptions: number[]) => descriptions.map((length, index) => ({ id: `e${index}`, school: 'MIT', description: 'x'.repeat(length) }));
  const body = (descriptions: number[]) =>
    JSON.stringify({ firstName: 'Big', lastName: 'Body', email: `big.${bytes}@example.com`, educationEntries: entries(descriptions) });
  const overhead = body(new Array(100).fill(0)).length;
  const each = Math.floor((bytes - overhead) / 100);
  const descriptions = new Array(100).fill(each);
  descriptions[0] += bytes - overhead - each * 100;
  const text = body(descriptions);
  if (Buffer.byteLength(text) !== bytes || descriptions[0] > 20000) throw new Error('candidateBodyOfSize: could not build the body');
  return text;
}

describe('wire rules (docs/api/wire-rules.md)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t?.close());

  const raw = () => rawRequest(t.app.getHttpServer());

  describe('body parsing', () => {
    it('answers 400 INVALID_JSON to a body that is not parseable JSON', async () => {
      for (const text of ['{"name": ', '{name: "x"}', "{'a': 1}", '{"a": 1,}', 'nul']) {
        const response = await t.api.post('/users').set('Content-Type', 'application/json').send(text);
        expectError(response, 400, 'INVALID_JSON');
      }
    });

    it('answers 413 PAYLOAD_TOO_LARGE to a body over 1 MiB, and accepts one of exactly 1 MiB', async () => {
      const exact = candidateBodyOfSize(MIB);
      const accepted = await t.api.post('/candidates').set('Content-Type', 'application/json').send(exact);
      expect(accepted.status).not.toBe(413);
      expectSuccess(accepted, 201);

      const justOver = await t.api
        .post('/candidates')
        .set('Content-Type', 'application/json')
        .send(candidateBodyOfSize(MIB + 1));
      expectError(justOver, 413, 'PAYLOAD_TOO_LARGE');

      const large = await t.api
        .post('/candidates')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ firstName: 'x'.repeat(2 * MIB) }));
      expectError(large, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('does not answer 413 to a body just under 1 MiB that breaks rules (it is validated instead)', async () => {
      const response = await t.api.post('/users').send({ name: 'n'.repeat(MIB - 100), email: 'big@example.com', role: 'recruiter' });
      expectValidationError(response, [{ location: 'body', path: 'name' }]);
    });

    it('answers 415 UNSUPPORTED_MEDIA_TYPE to text/plain, form and multipart bodies', async () => {
      const plain = await t.api.post('/users').set('Content-Type', 'text/plain').send('{"name":"Grace","email":"g@example.com","role":"admin"}');
      expectError(plain, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const form = await t.api.post('/users').type('form').send('name=Grace&email=g%40example.com&role=admin');
      expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const multipart = await t.api.post('/users').field('name', 'Grace');
      expectError(multipart, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const none = await t.api.post('/users').set('Content-Type', '').send('{"name":"Grace"}');
      expectError(none, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const users = await t.api.get('/users?limit=100');
      expect(users.body.data.some((user: { email: string }) => user.email === 'g@example.com')).toBe(false);
    });

    it('accepts application/json with a charset parameter', async () => {
      const response = await t.api
        .post('/users')
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ name: 'Charset', email: 'charset@example.com', role: 'admin' }));
      expectSuccess(response, 201);
    });

    it('answers 422 to a JSON array, string, number, boolean or null as the body', async () => {
      for (const text of ['[]', '[{"name":"Grace","email":"g@example.com","role":"admin"}]', '"Grace"', '42', 'true', 'null']) {
        const response = await t.api.post('/users').set('Content-Type', 'application/json').send(text);
        expectValidationError(response, [{ location: 'body', path: '' }]);
      }
    });
  });

  describe('unknown routes', () => {
    it('answers 404 NOT_FOUND with the error envelope', async () => {
      expectError(await t.api.get('/no-such-thing'), 404, 'NOT_FOUND');
      expectError(await t.api.post('/candidates/a/b/c', {}), 404, 'NOT_FOUND');
      expectError(await t.api.delete('/users'), 404, 'NOT_FOUND');
      expectError(await raw().get('/not-under-the-api'), 404, 'NOT_FOUND');
      expectError(await raw().get('/api/v2/users'), 404, 'NOT_FOUND');
      expectError(await raw().get('/api/v1'), 404, 'NOT_FOUND');
      expectError(await raw().post('/').send({}), 404, 'NOT_FOUND');
      expectError(await raw().get('/docs/no-such-asset.js'), 404, 'NOT_FOUND');
      expectError(await raw().delete('/health'), 404, 'NOT_FOUND');
    });
  });

  describe('success envelope and timestamps', () => {
    it('wraps one resource as { data, meta: {} } with timestamps in UTC with milliseconds', async () => {
      const response = await t.api.post('/users', { name: 'Envelope', email: 'envelope@example.com', role: 'admin' });
      const user = expectSuccess(response, 201);
      expect(response.body.meta).toEqual({});
      expect(user.createdAt).toMatch(TIMESTAMP);
      expect(user.updatedAt).toMatch(TIMESTAMP);
      const read = await t.api.get(`/users/${user.id}`);
      expect(expectSuccess(read)).toEqual(user);
      expect(read.body.meta).toEqual({});
    });

    it('wraps lists as { data: [...], meta: { pagination } }', async () => {
      const page = expectPage(await t.api.get('/users'), 20);
      for (const user of page.items) expect(user.createdAt).toMatch(TIMESTAMP);
    });
  });

  describe('VALIDATION_ERROR details', () => {
    it('lists every broken body rule at once as { location, path, message }', async () => {
      const response = await t.api.post('/users', { name: '', email: 'not-an-email', role: 'boss', id: UNKNOWN_UUID, createdAt: '2026-11-21T10:00:00.000Z' });
      const issues = expectValidationError(response, [
        { location: 'body', path: 'name' },
        { location: 'body', path: 'email' },
        { location: 'body', path: 'role' },
        { location: 'body', path: 'id' },
        { location: 'body', path: 'createdAt' },
      ]);
      expect(issues.find((issue) => issue.path === 'name')?.message).toMatch(/name/);
    });

    it('refuses strings holding a NUL character (PostgreSQL cannot store them) with 422, not 500', async () => {
      const candidate = await t.factory.candidate();
      const response = await t.api.post(`/candidates/${candidate.id}/notes`, { body: 'before\u0000after' });
      expectValidationError(response, [{ location: 'body', path: 'body' }]);
      expect(response.body.error.details[0].message).toMatch(/NUL character/);
      expectValidationError(
        await t.api.post('/candidates', { firstName: 'A\u0000', lastName: 'B', email: 'nul@example.com', educationEntries: [{ id: '1', school: 'S\u0000' }] }),
        [
          { location: 'body', path: 'educationEntries.0.school' },
          { location: 'body', path: 'firstName' },
        ],
      );
      expectValidationError(await t.api.get('/candidates').query({ q: 'a\u0000' }), [{ location: 'query', path: 'q' }]);
    });

    it('reports missing required fields and wrong types, never coercing', async () => {
      expectValidationError(await t.api.post('/users', {}), [
        { location: 'body', path: 'name' },
        { location: 'body', path: 'email' },
        { location: 'body', path: 'role' },
      ]);
      expectValidationError(await t.api.post('/users', { name: 1, email: 'coerce@example.com', role: ['admin'] }), [
        { location: 'body', path: 'name' },
        { location: 'body', path: 'role' },
      ]);
    });

    it('reports nested body paths with dots and indexes', async () => {
      const response = await t.api.post('/candidates', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'nested@example.com',
        educationEntries: [
          { id: 'e1', school: 'MIT' },
          { id: 'e2', school: '' },
          { id: '', school: 'Yale', extra: true },
        ],
      });
      expectValidationError(response, [
        { location: 'body', path: 'educationEntries.1.school' },
        { location: 'body', path: 'educationEntries.2.id' },
        { location: 'body', path: 'educationEntries.2.extra' },
      ]);
    });

    it('lists every broken query rule at once', async () => {
      const response = await t.api.get(`/activity-events?limit=0&entityType=person&entityId=not-a-uuid`);
      expectValidationError(response, [
        { location: 'query', path: 'limit' },
        { location: 'query', path: 'entityType' },
        { location: 'query', path: 'entityId' },
      ]);
    });

    it('refuses query parameters on routes that take none, every one named, after 401/403 and before 404', async () => {
      const candidate = expectSuccess(await t.api.post('/candidates', { firstName: 'Query', lastName: 'Less', email: 'query.less@example.com' }), 201);
      const [issue] = expectValidationError(await t.api.get(`/candidates/${candidate.id}?x=1`), [{ location: 'query', path: 'x' }]);
      expect(issue.message).toBe('x is not a recognised query parameter');
      expectValidationError(await t.api.get(`/candidates/${UNKNOWN_UUID}?expand=notes&fields=id`), [
        { location: 'query', path: 'expand' },
        { location: 'query', path: 'fields' },
      ]);
      expectValidationError(await t.api.post('/candidates?dryRun=true', { firstName: 'A', lastName: 'B', email: 'dry.run@example.com' }), [
        { location: 'query', path: 'dryRun' },
      ]);
      expectValidationError(await t.api.patch(`/candidates/${candidate.id}?x=`, {}), [{ location: 'query', path: 'x' }]);
      expectValidationError(await t.api.delete(`/candidates/${candidate.id}?force=1`), [{ location: 'query', path: 'force' }]);
      expectSuccess(await t.api.get(`/candidates/${candidate.id}`));
      expectUnauthorized(await t.as(undefined).get(`/candidates/${candidate.id}?x=1`));
      expectForbidden(await t.as((await t.factory.apiKey(['users:read'])).key).get(`/candidates/${candidate.id}?x=1`), 'candidates:read');
      expectError(await t.api.get('/no-such-route?x=1'), 404, 'NOT_FOUND');
      expect((await raw().get('/health?probe=1')).status).toBe(200);
    });

    it('reports a malformed path id with location path', async () => {
      const response = await t.api.get('/users/not-a-uuid');
      expectValidationError(response, [{ location: 'path', path: 'id' }]);
    });

    it('accepts the all-zero and all-f UUIDs in the path (then 404), in either case', async () => {
      for (const id of [NIL_UUID, MAX_UUID, MAX_UUID.toUpperCase(), UNKNOWN_UUID.toUpperCase()]) expectError(await t.api.get(`/users/${id}`), 404, 'NOT_FOUND');
      for (const id of [
        '0190a0b4-8a3e-9c2d-9f00-1234567890ab',
        '0190a0b4-8a3e-7c2d-cf00-1234567890ab',
        '0190a0b48a3e7c2d9f001234567890ab',
        `${UNKNOWN_UUID}0`,
      ]) {
        expectValidationError(await t.api.get(`/users/${id}`), [{ location: 'path', path: 'id' }]);
      }
    });
  });

  describe('order of checks: 401 → 403 → 422 → 404', () => {
    let usersReader: string;
    let candidatesReader: string;
    let usersWriter: string;
    beforeAll(async () => {
      usersReader = (await t.factory.apiKey(['users:read'])).key;
      usersWriter = (await t.factory.apiKey(['users:write'])).key;
      candidatesReader = (await t.factory.apiKey(['candidates:read'])).key;
    });

    it('answers 401 before anything else', async () => {
      expectUnauthorized(await t.as(undefined).post('/users', { name: '' }));
      expectUnauthorized(await t.as(undefined).get('/users/not-a-uuid'));
      expectUnauthorized(await t.as(undefined).get(`/users/${UNKNOWN_UUID}`));
      expectUnauthorized(await t.as('ats_test_nope').get('/users?limit=0'));
    });

    it('answers 403 before 422: a key without the scope sending an invalid body or id', async () => {
      expectForbidden(await t.as(candidatesReader).post('/users', { name: '', role: 'boss' }), 'users:write');
      expectForbidden(await t.as(usersReader).post('/users', { name: '', role: 'boss' }), 'users:write');
      expectForbidden(await t.as(candidatesReader).get('/users/not-a-uuid'), 'users:read');
      expectForbidden(await t.as(candidatesReader).get('/users?limit=abc'), 'users:read');
      expectForbidden(await t.as(usersWriter).get(`/users/${UNKNOWN_UUID}`), 'users:read');
    });

    it('answers 422 before 404: a malformed id, or a bad body on a missing resource', async () => {
      expectValidationError(await t.as(usersReader).get('/users/not-a-uuid'), [{ location: 'path', path: 'id' }]);
      expectError(await t.as(usersReader).get(`/users/${UNKNOWN_UUID}`), 404, 'NOT_FOUND');
      expectValidationError(await t.api.post(`/candidates/${UNKNOWN_UUID}/notes`, { body: '' }), [{ location: 'body', path: 'body' }]);
      expectError(await t.api.post(`/candidates/${UNKNOWN_UUID}/notes`, { body: 'hello' }), 404, 'NOT_FOUND');
      expectValidationError(await t.api.get(`/candidates/${UNKNOWN_UUID}/notes?limit=101`), [{ location: 'query', path: 'limit' }]);
    });

    it('lets a key with the scope through to validation', async () => {
      expectValidationError(await t.as(usersWriter).post('/users', { name: '', email: 'w@example.com', role: 'admin' }), [{ location: 'body', path: 'name' }]);
    });
  });

  describe('pagination', () => {
    let total: number;
    beforeAll(async () => {
      for (let i = 0; i < 23; i++) await t.factory.user({ name: `Paged ${i}` });
      total = expectPage(await t.api.get('/users?limit=100'), 100).items.length;
    });

    it('defaults to 20 and accepts 1 and 100', async () => {
      expect(total).toBeGreaterThan(24);
      expect(expectPage(await t.api.get('/users'), 20).items).toHaveLength(20);
      expect(expectPage(await t.api.get('/users?limit=1'), 1).items).toHaveLength(1);
      expect(expectPage(await t.api.get('/users?limit=100'), 100).items).toHaveLength(total);
    });

    it.each(['0', '101', '1.5', '-1', 'abc', '', '1e1', '0x10', ' 5', '5 '])('answers 422 to limit=%p', async (limit) => {
      expectValidationError(await t.api.get(`/users?limit=${encodeURIComponent(limit)}`), [{ location: 'query', path: 'limit' }]);
    });

    it('answers 422 to a repeated limit', async () => {
      expectValidationError(await t.api.get('/users?limit=5&limit=6'), [{ location: 'query', path: 'limit' }]);
    });

    it.each([
      ['not a cursor', 'garbage!!'],
      ['base64 of something else', Buffer.from('hello').toString('base64url')],
      ['a cursor with a bad date', Buffer.from(JSON.stringify(['yesterday', UNKNOWN_UUID])).toString('base64url')],
      ['a cursor with a bad id', Buffer.from(JSON.stringify(['2026-11-21T10:00:00.000Z', 'x'])).toString('base64url')],
      ['a cursor whose id is 36 characters but not a UUID', Buffer.from(JSON.stringify(['2026-11-21T10:00:00.000Z', 'a'.repeat(36)])).toString('base64url')],
      ['a cursor whose id is dashes', Buffer.from(JSON.stringify(['2026-11-21T10:00:00.000Z', '-'.repeat(36)])).toString('base64url')],
      ['a cursor with a year PostgreSQL cannot store', Buffer.from(JSON.stringify(['-271821-04-20T00:00:00.000Z', UNKNOWN_UUID])).toString('base64url')],
      ['a cursor that is a JSON object', Buffer.from(JSON.stringify({ createdAt: '2026-11-21T10:00:00.000Z', id: UNKNOWN_UUID })).toString('base64url')],
      ['a cursor of JSON null', Buffer.from('null').toString('base64url')],
      ['a cursor of 201 characters', 'a'.repeat(201)],
      ['an empty cursor', ''],
    ])('answers 422 to %s', async (_name, cursor) => {
      expectValidationError(await t.api.get(`/users?cursor=${encodeURIComponent(cursor)}`), [{ location: 'query', path: 'cursor' }]);
    });

    it('walks every row newest first without gaps or duplicates; nextCursor is null exactly on the last page', async () => {
      const all = expectPage(await t.api.get('/users?limit=100'), 100).items;
      const seen: any[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = expectPage(await t.api.get(`/users?limit=7${cursor ? `&cursor=${cursor}` : ''}`), 7);
        seen.push(...page.items);
        cursor = page.nextCursor;
        pages++;
      } while (cursor !== null && pages < 20);
      expect(seen.map((user) => user.id)).toEqual(all.map((user: { id: string }) => user.id));
      expect(new Set(seen.map((user) => user.id)).size).toBe(seen.length);
      expect(pages).toBe(Math.ceil(all.length / 7));
      for (let i = 1; i < all.length; i++) {
        const [newer, older] = [all[i - 1], all[i]];
        expect(newer.createdAt > older.createdAt || (newer.createdAt === older.createdAt && newer.id > older.id)).toBe(true);
      }
    });

    it('says hasMore false with a null cursor when the page is exactly the last rows', async () => {
      const exact = expectPage(await t.api.get(`/users?limit=${total}`), total);
      expect(exact.items).toHaveLength(total);
      expect(exact.hasMore).toBe(false);
      const oneShort = expectPage(await t.api.get(`/users?limit=${total - 1}`), total - 1);
      expect(oneShort.hasMore).toBe(true);
      const last = expectPage(await t.api.get(`/users?limit=${total - 1}&cursor=${oneShort.nextCursor}`), total - 1);
      expect(last.items).toHaveLength(1);
      expect(last.hasMore).toBe(false);
    });

    it('keeps pages stable when rows are inserted between requests', async () => {
      const first = expectPage(await t.api.get('/users?limit=5'), 5);
      const before = expectPage(await t.api.get('/users?limit=100'), 100).items.map((user: { id: string }) => user.id);
      await t.factory.user({ name: 'Inserted meanwhile' });
      const second = expectPage(await t.api.get(`/users?limit=5&cursor=${first.nextCursor}`), 5);
      expect(second.items.map((user) => user.id)).toEqual(before.slice(5, 10));
    });
  });
});
