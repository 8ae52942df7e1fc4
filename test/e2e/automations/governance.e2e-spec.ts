import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { adminUser, sleep } from '../../helpers/common';
import { MALFORMED_IDS } from '../../kits/ids-kit';
import type { ApiClient } from '../../helpers/api-client';
import { approver, AUTOMATION_STATUSES, automationIn, createAutomation, expectAutomationShape, type AutomationStatus } from '../../kits/automations-kit';

const MOVES = ['request-approval', 'approve', 'publish', 'archive'] as const;
type Move = (typeof MOVES)[number];
const ALLOWED_FROM: Record<Move, AutomationStatus[]> = {
  'request-approval': ['draft'],
  approve: ['pending_approval'],
  publish: ['approved'],
  archive: ['draft', 'pending_approval', 'approved', 'published'],
};

/** docs/api/states.md#automation: draft → pending_approval → approved (by another user) → published; any → archived. */
describe('automation governance', () => {
  let t: TestApp;
  let admin: { id: string; name: string };
  let second: { user: Record<string, any>; api: ApiClient };
  let recruiter: Record<string, any>;
  let recruiterApi: ApiClient;
  let readKey: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    admin = await adminUser(t.api);
    second = await approver(t);
    recruiter = await t.factory.user({ name: 'Rita Recruiter', role: 'admin' }); // automations need an admin (docs/api/auth.md#roles)
    recruiterApi = t.as((await t.factory.apiKey(['automations:read', 'automations:write'], { ownerId: recruiter.id })).key);
    readKey = (await t.factory.apiKey(['automations:read'])).key;
  });
  afterAll(async () => t?.close());

  const move = (api: ApiClient, id: string, name: Move) => api.post(`/automations/${id}/${name}`);
  const read = async (id: string) => (await t.api.get(`/automations/${id}`)).body.data;
  const outboxCount = async () => Number((await t.db.query('SELECT count(*) AS n FROM outbox_events'))[0].n);

  it('walks draft → pending_approval → approved → published → archived, recording who and when, 200 with the automation each time', async () => {
    const outboxBefore = await outboxCount();
    const created = await createAutomation(recruiterApi);
    const stamps: Record<string, number> = {};

    await sleep(5);
    stamps.requested = Date.now();
    const requested = await move(recruiterApi, created.id, 'request-approval');
    expect(requested.status).toBe(200);
    expect(requested.body.meta).toEqual({});
    expectAutomationShape(requested.body.data);
    expect(requested.body.data).toEqual({ ...created, status: 'pending_approval', approvalRequestedAt: expect.any(String), updatedAt: expect.any(String) });
    expect(Date.parse(requested.body.data.approvalRequestedAt)).toBeGreaterThanOrEqual(stamps.requested - 5);
    expect(requested.body.data.updatedAt).toBe(requested.body.data.approvalRequestedAt);
    expect(await read(created.id)).toEqual(requested.body.data);

    await sleep(5);
    const approved = (await move(second.api, created.id, 'approve')).body.data;
    expect(approved).toEqual({
      ...requested.body.data,
      status: 'approved',
      approvedById: second.user.id,
      approvedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.parse(approved.approvedAt)).toBeGreaterThan(Date.parse(approved.approvalRequestedAt));
    expect(approved.updatedAt).toBe(approved.approvedAt);
    expect(await read(created.id)).toEqual(approved);

    await sleep(5);
    const published = (await move(t.api, created.id, 'publish')).body.data;
    expect(published).toEqual({ ...approved, status: 'published', publishedById: admin.id, publishedAt: expect.any(String), updatedAt: expect.any(String) });
    expect(Date.parse(published.publishedAt)).toBeGreaterThan(Date.parse(published.approvedAt));
    expect(await read(created.id)).toEqual(published);

    await sleep(5);
    const archived = (await move(recruiterApi, created.id, 'archive')).body.data;
    expect(archived).toEqual({ ...published, status: 'archived', updatedAt: expect.any(String) });
    expect(Date.parse(archived.updatedAt)).toBeGreaterThan(Date.parse(published.updatedAt));
    expect(await read(created.id)).toEqual(archived);

    // Neither the definition nor its version change, and definition changes are not events.
    expect(archived).toMatchObject({ definitionVersion: 1, createdById: recruiter.id, actions: created.actions, conditions: created.conditions });
    expect(await outboxCount()).toBe(outboxBefore);
  });

  it('publishes a disabled automation too (enabled is a separate switch)', async () => {
    const automation = await automationIn(t, 'published', { enabled: false });
    expect(automation).toMatchObject({ status: 'published', enabled: false });
  });

  describe('approval by another user', () => {
    it('refuses an approval by the user who requested it: 403 FORBIDDEN with details.reason, nothing changes', async () => {
      const automation = await automationIn(t, 'pending_approval');
      const error = expectError(await move(t.api, automation.id, 'approve'), 403, 'FORBIDDEN');
      expect(error.details).toEqual({ reason: 'self_approval' });
      expect(error.message).toMatch(/different user/);
      expect(await read(automation.id)).toEqual(automation);
    });

    it('refuses the requester whichever key of theirs is used', async () => {
      const automation = await createAutomation(t.api);
      await move(recruiterApi, automation.id, 'request-approval');
      const otherKeyOfRecruiter = t.as((await t.factory.apiKey(['*'], { ownerId: recruiter.id })).key);
      expectError(await move(otherKeyOfRecruiter, automation.id, 'approve'), 403, 'FORBIDDEN');
      // The creator is not the requester here, so the creator may approve.
      expect((await move(t.api, automation.id, 'approve')).body.data).toMatchObject({ status: 'approved', approvedById: admin.id });
    });

    it('lets the approver publish too', async () => {
      const one = await automationIn(t, 'approved');
      expect((await move(second.api, one.id, 'publish')).body.data).toMatchObject({
        status: 'published',
        publishedById: second.user.id,
        approvedById: second.user.id,
      });
    });

    it('checks the state before the approver (409 for a draft, whoever asks)', async () => {
      const automation = await createAutomation(t.api);
      expectError(await move(t.api, automation.id, 'approve'), 409, 'INVALID_STATE');
    });
  });

  describe('moves the status does not allow', () => {
    it.each(AUTOMATION_STATUSES)('from %s: 409 INVALID_STATE with { status, allowed } for every move not allowed, nothing changes', async (status) => {
      const automation = await automationIn(t, status);
      for (const name of MOVES) {
        if (ALLOWED_FROM[name].includes(status)) continue;
        const error = expectError(await move(second.api, automation.id, name), 409, 'INVALID_STATE');
        expect(error.details).toEqual({ status, allowed: ALLOWED_FROM[name] });
        expect(error.message).toContain(status);
      }
      expect(await read(automation.id)).toEqual(automation);
    });
  });

  describe('archive', () => {
    it.each(['draft', 'pending_approval', 'approved', 'published'] as const)('archives a %s automation, keeping its record', async (status) => {
      const automation = await automationIn(t, status);
      const archived = (await move(t.api, automation.id, 'archive')).body.data;
      expect(archived).toEqual({ ...automation, status: 'archived', updatedAt: archived.updatedAt });
    });

    it('refuses to archive twice', async () => {
      const automation = await automationIn(t, 'archived');
      expect(expectError(await move(t.api, automation.id, 'archive'), 409, 'INVALID_STATE').details).toEqual({
        status: 'archived',
        allowed: ['draft', 'pending_approval', 'approved', 'published'],
      });
    });
  });

  it('serialises racing moves on one automation: one approval wins, the others see approved (409)', async () => {
    const automation = await automationIn(t, 'pending_approval');
    const others = await Promise.all(
      Array.from({ length: 3 }, async () => t.as((await t.factory.apiKey(['*'], { ownerId: (await t.factory.user({ role: 'admin' })).id })).key)),
    );
    const responses = await Promise.all([second.api, ...others].map((api) => move(api, automation.id, 'approve')));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    for (const response of responses.filter((item) => item.status === 409))
      expect(response.body.error.details).toEqual({ status: 'approved', allowed: ['pending_approval'] });
    const winner = responses.find((response) => response.status === 200)!;
    expect(await read(automation.id)).toEqual(winner.body.data);
  });

  it('ignores a body sent to a move', async () => {
    const automation = await createAutomation(t.api);
    const response = await t.api.post(`/automations/${automation.id}/request-approval`, { status: 'published', note: 'x' });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('pending_approval');
  });

  it('replays a move retried with the same Idempotency-Key instead of answering 409', async () => {
    const automation = await createAutomation(t.api);
    const first = await t.api.post(`/automations/${automation.id}/request-approval`).set('Idempotency-Key', `req-${automation.id}`);
    const retry = await t.api.post(`/automations/${automation.id}/request-approval`).set('Idempotency-Key', `req-${automation.id}`);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expectError(await t.api.post(`/automations/${automation.id}/request-approval`), 409, 'INVALID_STATE');
  });

  it.each(MOVES)('%s: 404 for an unknown automation, 422 for a malformed id, 401 without a key, 403 without automations:write', async (name) => {
    for (const id of [UNKNOWN_UUID, MAX_UUID]) expectError(await move(t.api, id, name), 404, 'NOT_FOUND');
    for (const id of MALFORMED_IDS) expectValidationError(await move(t.api, id, name), [{ location: 'path', path: 'id' }]);
    const automation = await createAutomation(t.api);
    expectUnauthorized(await move(t.as(undefined), automation.id, name));
    expectForbidden(await move(t.as(readKey), automation.id, name), 'automations:write');
    expect((await read(automation.id)).status).toBe('draft');
  });
});
