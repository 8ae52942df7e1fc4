import request from 'supertest';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectSuccess, expectUnauthorized } from '../../helpers/assertions';

const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ATS_USER = 'urn:ietf:params:scim:schemas:extension:ats:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const SCIM_JSON = 'application/scim+json';

/** SCIM 2.0 at /scim/v2 (docs/api/scim.md), checked against the example requests of RFC 7644 where they apply. */
describe('SCIM 2.0', () => {
  let t: TestApp;
  let key: string;
  let ownerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.factory.user({ role: 'admin', name: 'Okta' });
    ownerId = owner.id;
    key = (await t.factory.apiKey(['scim'], { ownerId })).key;
  });
  afterAll(async () => t?.close());

  type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** A SCIM request with the SCIM key, another (`bearer`), or none (`null`). */
  function scim(method: Verb, path: string, body?: unknown, bearer: string | null = key) {
    const test = request(t.app.getHttpServer())[method](`/scim/v2${path}`).set('Accept', SCIM_JSON);
    if (bearer !== null) test.set('Authorization', `Bearer ${bearer}`);
    return body === undefined ? test : test.set('Content-Type', SCIM_JSON).send(JSON.stringify(body));
  }

  function expectScimError(response: Response, status: number, scimType?: string): Record<string, any> {
    if (response.status !== status) throw new Error(`expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
    expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
    const body = JSON.parse(response.text);
    expect(body.schemas).toEqual([ERROR]);
    expect(body.status).toBe(String(status));
    expect(typeof body.detail).toBe('string');
    if (scimType === undefined) expect(body.scimType).toBeUndefined();
    else expect(body.scimType).toBe(scimType);
    return body;
  }

  function resourceOf(response: Response, status = 200): Record<string, any> {
    if (response.status !== status) throw new Error(`expected ${status}, got ${response.status} ${response.text}`);
    expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
    return JSON.parse(response.text);
  }

  let counter = 0;
  const email = () => `scim.${Date.now()}.${counter++}@example.com`;

  /** RFC 7644 §3.3's example, with an email as userName (here userName is the user's email). */
  const rfcCreate = (userName: string) => ({
    schemas: [CORE_USER],
    userName,
    externalId: 'bjensen',
    name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
  });

  describe('POST /Users', () => {
    it("creates RFC 7644 §3.3's user: 201, Location, ETag, meta, role interviewer by default, active", async () => {
      const userName = email();
      const response = await scim('post', '/Users', rfcCreate(userName));
      const user = resourceOf(response, 201);
      expect(user).toMatchObject({
        schemas: [CORE_USER, ATS_USER],
        userName,
        displayName: 'Ms. Barbara J Jensen III',
        active: true,
        [ATS_USER]: { role: 'interviewer' },
        meta: { resourceType: 'User' },
      });
      expect(user.meta.location).toMatch(new RegExp(`/scim/v2/Users/${user.id}$`));
      expect(response.headers.location).toBe(user.meta.location);
      expect(response.headers.etag).toBe(user.meta.version);
      expect(user.meta.version).toMatch(/^W\/"\d+"$/);
      expect(user.meta.created).toBe(user.meta.lastModified);
      // The same user through the API.
      expect(expectSuccess(await t.api.get(`/users/${user.id}`))).toMatchObject({
        email: userName,
        name: 'Ms. Barbara J Jensen III',
        role: 'interviewer',
        active: true,
      });
    });

    it('takes the role from the extension, and the name from displayName first, else givenName and familyName', async () => {
      const a = resourceOf(
        await scim('post', '/Users', { schemas: [CORE_USER, ATS_USER], userName: email(), displayName: 'Dee', [ATS_USER]: { role: 'recruiter' } }),
        201,
      );
      expect(a).toMatchObject({ displayName: 'Dee', [ATS_USER]: { role: 'recruiter' } });
      const b = resourceOf(await scim('post', '/Users', { schemas: [CORE_USER], userName: email(), name: { givenName: 'Ann', familyName: 'Lee' } }), 201);
      expect(b.displayName).toBe('Ann Lee');
    });

    it('accepts plain application/json too', async () => {
      const response = await request(t.app.getHttpServer()).post('/scim/v2/Users').set('Authorization', `Bearer ${key}`).send(rfcCreate(email()));
      resourceOf(response, 201);
    });

    it('answers 409 uniqueness to a userName taken in any letter case', async () => {
      const userName = email();
      resourceOf(await scim('post', '/Users', rfcCreate(userName)), 201);
      expectScimError(await scim('post', '/Users', rfcCreate(userName.toUpperCase())), 409, 'uniqueness');
    });

    it.each([
      ["RFC 7644 §3.3's userName, which is not an email", { ...rfcCreate('Bjensen') }, 'invalidValue'],
      ['no userName', { schemas: [CORE_USER], displayName: 'X' }, 'invalidValue'],
      ['no schemas', { userName: 'x@example.com' }, 'invalidSyntax'],
      ['an unknown role', { schemas: [CORE_USER], userName: 'y@example.com', [ATS_USER]: { role: 'owner' } }, 'invalidValue'],
      ['a name of 121 characters', { schemas: [CORE_USER], userName: 'z@example.com', displayName: 'n'.repeat(121) }, 'invalidValue'],
      ['active as a number', { schemas: [CORE_USER], userName: 'w@example.com', active: 1 }, 'invalidValue'],
    ])('answers 400 %s', async (_name, body, scimType) => {
      expectScimError(await scim('post', '/Users', body), 400, scimType);
    });
  });

  describe('GET /Users', () => {
    it('filters by userName eq, in any letter case, and answers a ListResponse (RFC 7644 §3.4.2)', async () => {
      const userName = email();
      const created = resourceOf(await scim('post', '/Users', rfcCreate(userName)), 201);
      const list = resourceOf(await scim('get', `/Users?filter=${encodeURIComponent(`userName eq "${userName.toUpperCase()}"`)}`));
      expect(list).toEqual({ schemas: [LIST], totalResults: 1, startIndex: 1, itemsPerPage: 1, Resources: [expect.objectContaining({ id: created.id })] });
      const none = resourceOf(await scim('get', `/Users?filter=${encodeURIComponent('userName eq "nobody@example.com"')}`));
      expect(none).toMatchObject({ totalResults: 0, Resources: [] });
    });

    it('pages with startIndex (1-based) and count', async () => {
      const all = resourceOf(await scim('get', '/Users?count=1000'));
      expect(all.totalResults).toBeGreaterThanOrEqual(3);
      const second = resourceOf(await scim('get', '/Users?startIndex=2&count=1'));
      expect(second).toMatchObject({ totalResults: all.totalResults, startIndex: 2, itemsPerPage: 1 });
      expect(second.Resources[0].id).toBe(all.Resources[1].id);
      // Below 1 is 1, a negative count is 0 (RFC 7644 §3.4.2.4).
      expect(resourceOf(await scim('get', '/Users?startIndex=0&count=-5'))).toMatchObject({ startIndex: 1, itemsPerPage: 0, Resources: [] });
    });

    it.each(['userName co "a"', 'emails.value eq "a@example.com"', 'userName eq a', 'active eq true'])('answers 400 invalidFilter to %s', async (filter) => {
      expectScimError(await scim('get', `/Users?filter=${encodeURIComponent(filter)}`), 400, 'invalidFilter');
    });

    it('ignores attributes, excludedAttributes and sorting parameters', async () => {
      const list = resourceOf(await scim('get', '/Users?attributes=userName&excludedAttributes=groups&sortBy=userName&sortOrder=descending&count=1'));
      expect(list.Resources[0]).toHaveProperty('meta');
      expect(resourceOf(await scim('get', `/Users/${list.Resources[0].id}?attributes=userName`)).id).toBe(list.Resources[0].id);
    });

    it('answers 400 invalidValue to a count that is not an integer', async () => {
      expectScimError(await scim('get', '/Users?count=ten'), 400, 'invalidValue');
    });
  });

  describe('GET, PUT, PATCH, DELETE /Users/{id}', () => {
    it('answers RFC 7644 §3.12 404 to an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_UUID, 'not-an-id']) expectScimError(await scim('get', `/Users/${id}`), 404);
      expectScimError(await scim('put', `/Users/${UNKNOWN_UUID}`, rfcCreate(email())), 404);
      expectScimError(
        await scim('patch', `/Users/${UNKNOWN_UUID}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] }),
        404,
      );
      expectScimError(await scim('delete', `/Users/${UNKNOWN_UUID}`), 404);
    });

    it("replaces with RFC 7644 §3.5.1's PUT (emails and other attributes ignored), keeping a role it does not name", async () => {
      const created = resourceOf(await scim('post', '/Users', { ...rfcCreate(email()), [ATS_USER]: { role: 'recruiter' } }), 201);
      const userName = email();
      const replaced = resourceOf(
        await scim('put', `/Users/${created.id}`, {
          schemas: [CORE_USER],
          id: created.id,
          userName,
          externalId: 'bjensen',
          name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara', middleName: 'Jane' },
          roles: [],
          emails: [{ value: 'bjensen@example.com' }, { value: 'babs@jensen.org' }],
        }),
      );
      expect(replaced).toMatchObject({ id: created.id, userName, [ATS_USER]: { role: 'recruiter' }, active: true });
      expect(expectSuccess(await t.api.get(`/users/${created.id}`)).email).toBe(userName);
    });

    it('answers 400 invalidValue to text no route takes (a NUL) in the id or the body of a PUT or PATCH, changing nothing', async () => {
      const created = resourceOf(await scim('post', '/Users', rfcCreate(email())), 201);
      const patchName = { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'displayName', value: 'Babs\u0000' }] };
      expectScimError(await scim('put', '/Users/%00', rfcCreate(email())), 400, 'invalidValue');
      expectScimError(await scim('patch', '/Users/%00', patchName), 400, 'invalidValue');
      expectScimError(await scim('put', `/Users/${created.id}`, { ...rfcCreate(email()), displayName: 'Babs\u0000' }), 400, 'invalidValue');
      expectScimError(await scim('patch', `/Users/${created.id}`, patchName), 400, 'invalidValue');
      const after = resourceOf(await scim('get', `/Users/${created.id}`));
      expect([after.meta.version, after.displayName]).toEqual([created.meta.version, created.displayName]);
    });

    it('answers 409 uniqueness to a PUT taking the userName of another user', async () => {
      const taken = email();
      resourceOf(await scim('post', '/Users', rfcCreate(taken)), 201);
      const other = resourceOf(await scim('post', '/Users', rfcCreate(email())), 201);
      expectScimError(await scim('put', `/Users/${other.id}`, rfcCreate(taken)), 409, 'uniqueness');
    });

    it.each([
      ['path form', { op: 'replace', path: 'active', value: false }],
      ["Okta's value form", { op: 'replace', value: { active: false } }],
      ["Entra ID's capitalized op and string boolean", { op: 'Replace', path: 'active', value: 'False' }],
    ])('deactivates with a PATCH in the %s: the keys of the user are revoked, an event recorded', async (_name, operation) => {
      const created = resourceOf(await scim('post', '/Users', rfcCreate(email())), 201);
      const theirs = await t.factory.apiKey(['candidates:read'], { ownerId: created.id });
      expectSuccess(await t.as(theirs.key).get('/candidates'));
      const patched = resourceOf(await scim('patch', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations: [operation] }));
      expect(patched.active).toBe(false);
      expect(patched.meta.version).not.toBe(created.meta.version);
      expectUnauthorized(await t.as(theirs.key).get('/candidates'));
      const events = await t.db.query(`SELECT type FROM outbox_events WHERE resource_id = $1`, [created.id]);
      expect(events.map((event: { type: string }) => event.type)).toEqual(['user.deactivated']);
      // Sent again (identity providers retry): 200, nothing more recorded.
      expect(resourceOf(await scim('patch', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations: [operation] })).active).toBe(false);
      expect(await t.db.query(`SELECT type FROM outbox_events WHERE resource_id = $1`, [created.id])).toHaveLength(1);
      // And back: reactivated, the revoked key stays revoked.
      const back = resourceOf(
        await scim('patch', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: true }] }),
      );
      expect(back.active).toBe(true);
      expectUnauthorized(await t.as(theirs.key).get('/candidates'));
    });

    it("applies RFC 7644 §3.5.2.3's replace without a path (attributes not kept are ignored), displayName and the role", async () => {
      const created = resourceOf(await scim('post', '/Users', rfcCreate(email())), 201);
      const rfc = {
        schemas: [PATCH_OP],
        Operations: [
          {
            op: 'replace',
            value: {
              emails: [
                { value: 'bjensen@example.com', type: 'work', primary: true },
                { value: 'babs@jensen.org', type: 'home' },
              ],
              nickname: 'Babs',
            },
          },
        ],
      };
      expect(resourceOf(await scim('patch', `/Users/${created.id}`, rfc))).toMatchObject({ userName: created.userName, displayName: created.displayName });
      const patched = resourceOf(
        await scim('patch', `/Users/${created.id}`, {
          schemas: [PATCH_OP],
          Operations: [
            { op: 'replace', path: 'displayName', value: 'Babs Jensen' },
            { op: 'add', path: `${ATS_USER}:role`, value: 'hiring_manager' },
          ],
        }),
      );
      expect(patched).toMatchObject({ displayName: 'Babs Jensen', [ATS_USER]: { role: 'hiring_manager' } });
      const removed = resourceOf(
        await scim('patch', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `${ATS_USER}:role` }] }),
      );
      expect(removed[ATS_USER].role).toBe('interviewer');
    });

    it.each([
      ['no PatchOp schema', { Operations: [{ op: 'replace', path: 'active', value: false }] }, 'invalidSyntax'],
      ['an unknown op', { schemas: [PATCH_OP], Operations: [{ op: 'move', path: 'active', value: false }] }, 'invalidSyntax'],
      ['remove without a path', { schemas: [PATCH_OP], Operations: [{ op: 'remove' }] }, 'noTarget'],
      ['remove of userName', { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: 'userName' }] }, 'mutability'],
      ['active "maybe"', { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: 'maybe' }] }, 'invalidValue'],
    ])('answers 400 to a PATCH with %s, changing nothing', async (_name, body, scimType) => {
      const created = resourceOf(await scim('post', '/Users', rfcCreate(email())), 201);
      expectScimError(await scim('patch', `/Users/${created.id}`, body), 400, scimType);
      // Each supertest request listens on a port of its own: meta.location differs by it.
      const withoutLocation = (user: Record<string, any>) => ({ ...user, meta: { ...user.meta, location: undefined } });
      expect(withoutLocation(resourceOf(await scim('get', `/Users/${created.id}`)))).toEqual(withoutLocation(created));
    });

    it('DELETE deactivates the user and answers 204; the user stays, inactive', async () => {
      const created = resourceOf(await scim('post', '/Users', rfcCreate(email())), 201);
      const response = await scim('delete', `/Users/${created.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect(resourceOf(await scim('get', `/Users/${created.id}`)).active).toBe(false);
      expect((await scim('delete', `/Users/${created.id}`)).status).toBe(204);
    });

    it('answers 409 to deactivating the user the SCIM key belongs to', async () => {
      expectScimError(await scim('patch', `/Users/${ownerId}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] }), 409);
    });
  });

  describe('discovery', () => {
    it('serves ServiceProviderConfig, Schemas and ResourceTypes', async () => {
      const config = resourceOf(await scim('get', '/ServiceProviderConfig'));
      expect(config).toMatchObject({ patch: { supported: true }, bulk: { supported: false }, filter: { supported: true }, sort: { supported: false } });
      const schemas = resourceOf(await scim('get', '/Schemas'));
      expect(schemas.Resources.map((schema: { id: string }) => schema.id)).toEqual([CORE_USER, ATS_USER]);
      expect(resourceOf(await scim('get', `/Schemas/${ATS_USER}`)).attributes[0].canonicalValues).toEqual([
        'admin',
        'recruiter',
        'hiring_manager',
        'interviewer',
      ]);
      const types = resourceOf(await scim('get', '/ResourceTypes'));
      expect(types.Resources).toEqual([expect.objectContaining({ id: 'User', endpoint: '/Users', schema: CORE_USER })]);
      expect(resourceOf(await scim('get', '/ResourceTypes/User')).id).toBe('User');
      expectScimError(await scim('get', '/ResourceTypes/Group'), 404);
    });
  });

  describe('authentication, scope, and the API prefix', () => {
    it('answers 401 in SCIM form, with WWW-Authenticate, without a key or with an unknown one', async () => {
      for (const bearer of [null, 'ats_test_unknownkey00000000000000000000']) {
        const response = await scim('get', '/Users', undefined, bearer);
        expectScimError(response, 401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('answers 403 in SCIM form to a key without the scope scim, on every route', async () => {
      const other = (await t.factory.apiKey(['users:read', 'users:write'])).key;
      for (const [method, path] of [
        ['get', '/Users'],
        ['post', '/Users'],
        ['get', `/Users/${UNKNOWN_UUID}`],
        ['patch', `/Users/${UNKNOWN_UUID}`],
        ['delete', `/Users/${UNKNOWN_UUID}`],
        ['get', '/ServiceProviderConfig'],
        ['get', '/Schemas'],
      ] as const) {
        const body = expectScimError(await scim(method, path, method === 'get' || method === 'delete' ? undefined : {}, other), 403);
        expect(body.detail).toContain('scim');
      }
    });

    it('answers a body refused before the route in SCIM form: broken JSON 400 invalidSyntax, over 1 MiB 413, not JSON 415', async () => {
      const send = (method: 'post' | 'put' | 'patch', path: string) =>
        request(t.app.getHttpServer())[method](`/scim/v2${path}`).set('Authorization', `Bearer ${key}`).set('Accept', SCIM_JSON);
      for (const [method, path] of [
        ['post', '/Users'],
        ['put', `/Users/${UNKNOWN_UUID}`],
        ['patch', `/Users/${UNKNOWN_UUID}`],
      ] as const) {
        expect(expectScimError(await send(method, path).set('Content-Type', SCIM_JSON).send('{"schemas": ['), 400, 'invalidSyntax').detail).toMatch(/JSON/);
        const large = JSON.stringify({ schemas: [CORE_USER], userName: email(), displayName: 'x'.repeat(1024 * 1024) });
        expect(expectScimError(await send(method, path).set('Content-Type', SCIM_JSON).send(large), 413).detail).toMatch(/exceeds/);
        expect(expectScimError(await send(method, path).set('Content-Type', 'text/plain').send('userName=a'), 415).detail).toMatch(/JSON/);
      }
      // The API's routes keep their envelope.
      const api = await request(t.app.getHttpServer()).post('/api/v1/users').set('Authorization', `Bearer ${key}`).set('Content-Type', 'text/plain').send('x');
      expect(api.status).toBe(415);
      expect(api.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('is not under /api/v1, and the scope scim is grantable', async () => {
      expect((await request(t.app.getHttpServer()).get('/api/v1/scim/v2/Users').set('Authorization', `Bearer ${key}`)).status).toBe(404);
      // No groups: an unknown route, in the API's envelope (docs/api/scim.md#errors).
      const groups = await scim('get', '/Groups');
      expect(groups.status).toBe(404);
      expect(groups.body.error.code).toBe('NOT_FOUND');
      const created = expectSuccess(await t.api.post('/api-keys', { name: 'Entra', scopes: ['scim'], environment: 'live' }), 201);
      expect(created.scopes).toEqual(['scim']);
      // The scope reaches nothing of the API.
      expect((await t.as(created.key).get('/users')).status).toBe(403);
    });
  });
});
