import request from 'supertest';
import type { BootedApi, TestApp } from '../../helpers/test-app';
import { AUTHENTICATOR, type Authenticator, type Principal } from '@app/core';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { bootTwoApiReplicas, type TwoApiReplicas } from '../../helpers/replicas';

const HEADER = 'On-Behalf-Of';
const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ATS_USER = 'urn:ietf:params:scim:schemas:extension:ats:2.0:User';

/** Acting for a user (docs/api/auth.md#acting-for-a-user): an admin's key sends On-Behalf-Of: <userId>. */
describe('On-Behalf-Of', () => {
  let t: TestApp;
  let b: BootedApi;
  let replicas: TwoApiReplicas | undefined;
  beforeAll(async () => ({ app: t, replica: b } = replicas = await bootTwoApiReplicas()));
  afterAll(async () => replicas?.close());

  async function keyOf(role: string, scopes: string[]): Promise<{ user: Record<string, any>; key: string }> {
    const user = await t.factory.user({ role, name: `The ${role}` });
    return { user, key: (await t.factory.apiKey(scopes, { ownerId: user.id })).key };
  }

  it('records the note and its activity as the user acted for', async () => {
    const admin = await keyOf('admin', ['candidates:read', 'candidates:write', 'activity:read']);
    const recruiter = await t.factory.user({ role: 'recruiter', name: 'Rita Recruiter' });
    const candidate = await t.factory.candidate();
    const note = expectSuccess(await t.as(admin.key).post(`/candidates/${candidate.id}/notes`, { body: 'Strong' }).set(HEADER, recruiter.id), 201);
    expect(note.author).toEqual({ id: recruiter.id, name: 'Rita Recruiter' });
    const activity = expectSuccess(await t.api.get(`/activity-events?entityType=note&entityId=${note.id}`));
    expect(activity.map((event: { type: string }) => event.type)).toEqual(['note.created']);
    expect(activity[0].actor).toMatchObject({ id: recruiter.id, name: 'Rita Recruiter' });
    // Without the header, the same key acts as its own user.
    const own = expectSuccess(await t.as(admin.key).post(`/candidates/${candidate.id}/notes`, { body: 'Mine' }), 201);
    expect(own.author.id).toBe(admin.user.id);
  });

  it("gives the principal the user's id, name and role as actor and role, and the key's user as keyOwner (the audit's onBehalfOf)", async () => {
    const admin = await keyOf('admin', ['candidates:read']);
    const manager = await t.factory.user({ role: 'hiring_manager', name: 'Hank Manager' });
    const authenticator = t.app.get<Authenticator>(AUTHENTICATOR);
    const own = (await authenticator.authenticate(admin.key)) as Principal;
    expect(own).toMatchObject({ actor: { id: admin.user.id }, role: 'admin', keyOwner: null });
    const acting = await authenticator.actFor(own, manager.id);
    expect(acting).toEqual({ ...own, actor: { id: manager.id, name: 'Hank Manager' }, role: 'hiring_manager', keyOwner: own.actor });
    expect(await authenticator.actFor(own, admin.user.id)).toBe(own);
    expect(await authenticator.actFor(own, UNKNOWN_UUID)).toBeNull();
  });

  it('authorizes as the user acted for: an admin acting for a recruiter is refused admin-only routes', async () => {
    const admin = await keyOf('admin', ['webhooks:read']);
    const recruiter = await t.factory.user({ role: 'recruiter' });
    expectSuccess(await t.as(admin.key).get('/webhooks'));
    const error = expectError(await t.as(admin.key).get('/webhooks').set(HEADER, recruiter.id), 403, 'FORBIDDEN');
    expect(error.details).toEqual({ requiredRole: 'admin' });
  });

  it('keeps the scopes of the key: acting for an admin grants no scope', async () => {
    const admin = await keyOf('admin', ['candidates:read']);
    const other = await t.factory.user({ role: 'admin' });
    expectForbidden(await t.as(admin.key).post('/candidates', { firstName: 'A', lastName: 'B' }).set(HEADER, other.id), 'candidates:write');
  });

  it('answers 403 with requiredRole admin to a key whose user is not an admin, before looking at the user named', async () => {
    for (const role of ['recruiter', 'hiring_manager', 'interviewer']) {
      const { key } = await keyOf(role, ['candidates:read']);
      for (const named of [(await t.factory.user()).id, 'not-a-uuid']) {
        const error = expectError(await t.as(key).get('/candidates').set(HEADER, named), 403, 'FORBIDDEN');
        expect(error.details).toEqual({ requiredRole: 'admin' });
      }
    }
  });

  it('answers 422 located in the header to an unknown, malformed or deactivated user', async () => {
    const admin = await keyOf('admin', ['candidates:read', 'users:write']);
    const deactivated = await t.factory.user();
    expectSuccess(await t.as(admin.key).post(`/users/${deactivated.id}/deactivate`));
    for (const named of [UNKNOWN_UUID, 'not-a-uuid', '', deactivated.id]) {
      expectValidationError(await t.as(admin.key).get('/candidates').set(HEADER, named), [{ location: 'header', path: HEADER }]);
    }
  });

  it('stops acting for a user deactivated on another replica at the next request', async () => {
    const admin = await keyOf('admin', ['candidates:read', 'users:write']);
    const user = await t.factory.user();
    // Cached on both replicas.
    for (const api of [t, b]) expectSuccess(await api.as(admin.key).get('/candidates').set(HEADER, user.id));
    expectSuccess(await t.as(admin.key).post(`/users/${user.id}/deactivate`));
    for (const api of [b, t]) expectValidationError(await api.as(admin.key).get('/candidates').set(HEADER, user.id), [{ location: 'header', path: HEADER }]);
  });

  it('acts with the role changed on another replica at the next request', async () => {
    const admin = await keyOf('admin', ['webhooks:read', 'scim']);
    const user = await t.factory.user({ role: 'admin' });
    expectSuccess(await b.as(admin.key).get('/webhooks').set(HEADER, user.id));
    // SCIM is where a user's role changes (docs/api/scim.md).
    const replaced = await request(t.app.getHttpServer())
      .put(`/scim/v2/Users/${user.id}`)
      .set('Authorization', `Bearer ${admin.key}`)
      .send({ schemas: [CORE_USER], userName: user.email, displayName: user.name, [ATS_USER]: { role: 'recruiter' } });
    expect(replaced.status).toBe(200);
    const error = expectError(await b.as(admin.key).get('/webhooks').set(HEADER, user.id), 403, 'FORBIDDEN');
    expect(error.details).toEqual({ requiredRole: 'admin' });
  });

  it('treats an Idempotency-Key reused for another acted-for user as another request (409), not a replay', async () => {
    const admin = await keyOf('admin', ['candidates:read', 'candidates:write']);
    const [first, second] = [await t.factory.user(), await t.factory.user()];
    const candidate = await t.factory.candidate();
    const send = (userId: string) =>
      t.as(admin.key).post(`/candidates/${candidate.id}/notes`, { body: 'Same body' }).set(HEADER, userId).set('Idempotency-Key', 'note-1');
    expect(expectSuccess(await send(first.id), 201).author.id).toBe(first.id);
    expect(expectSuccess(await send(first.id), 201).author.id).toBe(first.id);
    expectError(await send(second.id), 409, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('documents the header on authenticated operations and not on public ones', async () => {
    const document = (await t.as(undefined).get('/docs-json')).body;
    const parameters = (path: string, method: string) => (document.paths[path][method].parameters ?? []).map((parameter: { name: string }) => parameter.name);
    expect(parameters('/api/v1/candidates', 'get')).toContain(HEADER);
    expect(document.paths['/api/v1/candidates'].get.responses['422']).toBeDefined();
    expect(parameters('/health', 'get')).not.toContain(HEADER);
  });
});
