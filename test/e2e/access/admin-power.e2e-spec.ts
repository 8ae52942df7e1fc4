import request from 'supertest';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectError, expectSuccess } from '../../helpers/assertions';

const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ATS_USER = 'urn:ietf:params:scim:schemas:extension:ats:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** 403 FORBIDDEN naming the admin role (docs/api/auth.md#admin-power). */
function expectAdminRequired(response: Response): void {
  const error = expectError(response, 403, 'FORBIDDEN');
  expect(error.details).toEqual({ requiredRole: 'admin' });
}

/**
 * Admin power stays with admins whatever a key's scopes (docs/api/auth.md#admin-power): every route able to create
 * users, change roles or make keys, walked with the `*` key of each non-admin role.
 */
describe('admin power', () => {
  let t: TestApp;
  let admin: Record<string, any>;
  let adminKey: Record<string, any>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.factory.user({ role: 'admin', name: 'Root' });
    adminKey = await t.factory.apiKey(['*'], { ownerId: admin.id });
  });
  afterAll(async () => t?.close());

  let counter = 0;
  const email = () => `power.${Date.now()}.${counter++}@example.com`;

  function scim(key: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown) {
    const test = request(t.app.getHttpServer())[method](`/scim/v2${path}`).set('Authorization', `Bearer ${key}`).set('Accept', 'application/scim+json');
    return body === undefined ? test : test.set('Content-Type', 'application/scim+json').send(JSON.stringify(body));
  }

  /** The audit event of the update of a user, present at the response (it commits with the write). */
  async function auditedUpdateOf(userId: string): Promise<{ route: string; resource_type: string; changes: string[] }> {
    const rows = await t.db.query(`SELECT route, resource_type, changes FROM audit_events WHERE resource_id = $1 AND action = 'update'`, [userId]);
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  async function roleOf(userId: string): Promise<string> {
    return expectSuccess(await t.api.get(`/users/${userId}`)).role;
  }

  /** The write routes of users and API keys in the OpenAPI document: the walk below must name every one. */
  const WALKED = [
    'POST /api/v1/users',
    'PATCH /api/v1/users/{id}',
    'POST /api/v1/users/{id}/deactivate',
    'POST /api/v1/users/{id}/reactivate',
    'POST /api/v1/api-keys',
    'POST /api/v1/api-keys/{id}/revoke',
    'POST /api/v1/api-keys/{id}/rotate',
  ];

  it('walks every write route of users and API keys in the OpenAPI document', async () => {
    const document = (await request(t.app.getHttpServer()).get('/docs-json')).body as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(document.paths)
      .filter(([path]) => /^\/api\/v1\/(users|api-keys)(\/|$)/.test(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'get')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(writes.sort()).toEqual([...WALKED].sort());
  });

  describe.each(['recruiter', 'hiring_manager', 'interviewer'])("a %s's `*` key", (role) => {
    let self: Record<string, any>;
    let key: string;
    let scimKey: string;
    beforeAll(async () => {
      self = await t.factory.user({ role, name: `A ${role}` });
      key = (await t.factory.apiKey(['*'], { ownerId: self.id })).key;
      scimKey = (await t.factory.apiKey(['scim'], { ownerId: self.id })).key;
    });

    it('cannot create an admin (POST /users), and creates a user of another role', async () => {
      const address = email();
      expectAdminRequired(await t.as(key).post('/users', { name: 'Mallory', email: address, role: 'admin' }));
      expect(expectSuccess(await t.api.get('/users?limit=100')).filter((user: { email: string }) => user.email === address)).toEqual([]);
      expect(expectSuccess(await t.as(key).post('/users', { name: 'Trent', email: email(), role: 'interviewer' }), 201).role).toBe('interviewer');
    });

    it('cannot change a role (PATCH /users/{id}), its own included, nor another user; changes its own name', async () => {
      expectAdminRequired(await t.as(key).patch(`/users/${self.id}`, { role: 'admin' }));
      expectAdminRequired(await t.as(key).patch(`/users/${admin.id}`, { role: 'interviewer' }));
      expectAdminRequired(await t.as(key).patch(`/users/${admin.id}`, { name: 'Renamed' }));
      expect(expectSuccess(await t.as(key).patch(`/users/${self.id}`, { name: `Still a ${role}` }))).toMatchObject({ name: `Still a ${role}`, role });
      expect(await roleOf(self.id)).toBe(role);
      expect(await roleOf(admin.id)).toBe('admin');
    });

    it('cannot deactivate or reactivate a user', async () => {
      expectAdminRequired(await t.as(key).post(`/users/${admin.id}/deactivate`));
      expectAdminRequired(await t.as(key).post(`/users/${admin.id}/reactivate`));
      expect(expectSuccess(await t.api.get(`/users/${admin.id}`)).active).toBe(true);
    });

    it("cannot make, rotate or revoke another user's key; manages its own", async () => {
      expectAdminRequired(await t.as(key).post('/api-keys', { name: 'escalate', scopes: ['*'], environment: 'test', ownerId: admin.id }));
      expectAdminRequired(await t.as(key).post(`/api-keys/${adminKey.id}/rotate`));
      expectAdminRequired(await t.as(key).post(`/api-keys/${adminKey.id}/revoke`));
      expectSuccess(await t.as(adminKey.key).get('/audit-events?limit=1'));
      const own = expectSuccess(await t.as(key).post('/api-keys', { name: 'mine', scopes: ['*'], environment: 'test', ownerId: self.id }), 201);
      const rotated = expectSuccess(await t.as(key).post(`/api-keys/${own.id}/rotate`), 201);
      expectSuccess(await t.as(key).post(`/api-keys/${rotated.apiKey.id}/revoke`));
      // What the key's user may not do stays refused to it: the audit log needs an admin.
      expectError(await t.as(key).get('/audit-events'), 403, 'FORBIDDEN');
    });

    it('cannot use SCIM: every route answers SCIM’s 403, and nothing changes', async () => {
      const attempts: Array<[method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown]> = [
        ['get', '/Users'],
        ['get', `/Users/${admin.id}`],
        ['post', '/Users', { schemas: [CORE_USER], userName: email(), name: { formatted: 'Mallory' }, [ATS_USER]: { role: 'admin' } }],
        ['put', `/Users/${self.id}`, { schemas: [CORE_USER, ATS_USER], userName: self.email, name: { formatted: self.name }, [ATS_USER]: { role: 'admin' } }],
        ['patch', `/Users/${self.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: `${ATS_USER}:role`, value: 'admin' }] }],
        ['patch', `/Users/${admin.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] }],
        ['delete', `/Users/${admin.id}`],
        ['get', '/ServiceProviderConfig'],
        ['get', '/Schemas'],
        ['get', '/ResourceTypes'],
      ];
      for (const [method, path, body] of attempts) {
        for (const bearer of [key, scimKey]) {
          const response = await scim(bearer, method, path, body);
          if (response.status !== 403) throw new Error(`${method.toUpperCase()} ${path}: expected 403, got ${response.status} ${response.text}`);
          expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
          expect(JSON.parse(response.text)).toMatchObject({ schemas: [SCIM_ERROR], status: '403' });
        }
      }
      expect(await roleOf(self.id)).toBe(role);
      expect(expectSuccess(await t.api.get(`/users/${admin.id}`)).active).toBe(true);
    });
  });

  describe('an admin', () => {
    it('changes a role with PATCH /users/{id}: user.role_changed is recorded and the audit event names role', async () => {
      const user = await t.factory.user({ role: 'interviewer' });
      expect(expectSuccess(await t.as(adminKey.key).patch(`/users/${user.id}`, { role: 'hiring_manager' })).role).toBe('hiring_manager');
      const events = await t.db.query(`SELECT payload FROM outbox_events WHERE resource_id = $1 AND type = 'user.role_changed'`, [user.id]);
      expect(events).toHaveLength(1);
      expect(events[0].payload.data).toMatchObject({ id: user.id, role: 'hiring_manager' });
      expect(await auditedUpdateOf(user.id)).toMatchObject({ route: '/api/v1/users/{id}', resource_type: 'user', changes: ['role'] });
      // The same role again changes nothing and records nothing.
      expectSuccess(await t.as(adminKey.key).patch(`/users/${user.id}`, { role: 'hiring_manager' }));
      expect(await t.db.query(`SELECT 1 FROM outbox_events WHERE resource_id = $1 AND type = 'user.role_changed'`, [user.id])).toHaveLength(1);
    });

    it('changes a role through SCIM: user.role_changed is recorded and the audit event names role', async () => {
      const scimKey = (await t.factory.apiKey(['scim'], { ownerId: admin.id })).key;
      const user = await t.factory.user({ role: 'interviewer' });
      const patched = await scim(scimKey, 'patch', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: `${ATS_USER}:role`, value: 'recruiter' }],
      });
      expect(patched.status).toBe(200);
      expect(await roleOf(user.id)).toBe('recruiter');
      expect(await t.db.query(`SELECT 1 FROM outbox_events WHERE resource_id = $1 AND type = 'user.role_changed'`, [user.id])).toHaveLength(1);
      const audited = await auditedUpdateOf(user.id);
      expect(audited).toMatchObject({ route: '/scim/v2/Users/{id}', resource_type: 'user' });
      expect(audited.changes).toContain('role');
    });

    it('cannot change its own role (409): an installation never loses its last admin that way', async () => {
      expectError(await t.as(adminKey.key).patch(`/users/${admin.id}`, { role: 'recruiter' }), 409, 'CONFLICT');
      expect(await roleOf(admin.id)).toBe('admin');
    });

    it('creates an admin and a key for another user', async () => {
      const other = expectSuccess(await t.as(adminKey.key).post('/users', { name: 'Second admin', email: email(), role: 'admin' }), 201);
      expectSuccess(await t.as(adminKey.key).post('/api-keys', { name: 'theirs', scopes: ['*'], environment: 'test', ownerId: other.id }), 201);
    });
  });
});
