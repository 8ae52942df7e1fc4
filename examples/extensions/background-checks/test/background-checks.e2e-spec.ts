import request from 'supertest';
import { CandidateEraser, CandidateMerger } from '@app/candidates';
import { activityOf, createTestApp, expectError, UNKNOWN_UUID, unique, type TestApp } from '@app/testing';
import { BACKGROUND_CHECKS_EXTENSION } from '..';

describe('the background-checks example extension', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { extensions: [BACKGROUND_CHECKS_EXTENSION] });
  });

  afterAll(async () => {
    await t?.close();
  });

  const requestCheck = async (candidateId: string): Promise<Record<string, any>> => {
    const response = await t.api.post('/background-checks', { candidateId, package: 'standard' });
    expect(response.status).toBe(201);
    return response.body.data;
  };

  it('requests a check behind its own scope, refusing an unknown candidate', async () => {
    const candidate = await t.factory.candidate();
    const writer = t.as((await t.factory.apiKey(['background_checks:write', 'background_checks:read'])).key);
    const created = await writer.post('/background-checks', { candidateId: candidate.id, package: 'extended' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      candidateId: candidate.id,
      package: 'extended',
      status: 'requested',
      result: null,
      findings: null,
      completedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await writer.get(`/background-checks/${created.body.data.id}`)).body.data).toEqual(created.body.data);

    const reader = t.as((await t.factory.apiKey(['candidates:read', 'candidates:write'])).key);
    expectError(await reader.post('/background-checks', { candidateId: candidate.id, package: 'standard' }), 403, 'FORBIDDEN');
    const unknown = await writer.post('/background-checks', { candidateId: UNKNOWN_UUID, package: 'standard' });
    expect(expectError(unknown, 422, 'VALIDATION_ERROR').details).toEqual([expect.objectContaining({ path: 'candidateId' })]);
    expect(expectError(await writer.post('/background-checks', { candidateId: candidate.id, package: 'premium' }), 422, 'VALIDATION_ERROR').details).toEqual([
      expect.objectContaining({ path: 'package' }),
    ]);
    expectError(await writer.get(`/background-checks/${UNKNOWN_UUID}`), 404, 'NOT_FOUND');
  });

  it('moves through its state machine, refusing a move from the wrong state with 409 INVALID_STATE', async () => {
    const candidate = await t.factory.candidate();
    const check = await requestCheck(candidate.id);
    expect(expectError(await t.api.post(`/background-checks/${check.id}/complete`, { result: 'clear' }), 409, 'INVALID_STATE').details).toEqual({
      status: 'requested',
      allowed: ['in_progress'],
    });
    expect((await t.api.post(`/background-checks/${check.id}/start`)).body.data.status).toBe('in_progress');
    const completed = await t.api.post(`/background-checks/${check.id}/complete`, { result: 'consider', findings: 'A 2019 traffic fine' });
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ status: 'completed', result: 'consider', findings: 'A 2019 traffic fine', completedAt: expect.any(String) });
    expect(expectError(await t.api.post(`/background-checks/${check.id}/cancel`), 409, 'INVALID_STATE').details).toEqual({
      status: 'completed',
      allowed: ['requested', 'in_progress'],
    });

    const events = (await activityOf(t.api, candidate.id)).filter((event) => event.type.startsWith('background_check.'));
    expect(events.map((event) => [event.type, event.entityType, event.metadata])).toEqual([
      ['background_check.completed', 'candidate', { backgroundCheckId: check.id, fromStatus: 'in_progress', toStatus: 'completed' }],
      ['background_check.started', 'candidate', { backgroundCheckId: check.id, fromStatus: 'requested', toStatus: 'in_progress' }],
      ['background_check.requested', 'candidate', { backgroundCheckId: check.id }],
    ]);
  });

  it('shows its changes in the change feed to a key with background_checks:read only', async () => {
    const check = await requestCheck((await t.factory.candidate()).id);
    const canceled = (await t.api.post(`/background-checks/${check.id}/cancel`)).body.data;
    const reader = t.as((await t.factory.apiKey(['changes:read', 'background_checks:read'])).key);
    const feed = await reader.get('/changes').query({ resourceTypes: 'background_check', limit: '1000' });
    expect(feed.status).toBe(200);
    expect(feed.body.data.at(-1)).toMatchObject({ type: 'background_check.canceled', resourceType: 'background_check', resourceId: check.id, data: canceled });
    const other = t.as((await t.factory.apiKey(['changes:read', 'candidates:read'])).key);
    const unseen = await other.get('/changes').query({ limit: '1000' });
    expect(unseen.status).toBe(200);
    expect(unseen.body.data.filter((change: { resourceType: string }) => change.resourceType === 'background_check')).toEqual([]);
    expect(unseen.body.data.some((change: { resourceType: string }) => change.resourceType === 'candidate')).toBe(true);
  });

  it("is reached through its candidate (docs/api/access.md): a hiring manager off the candidate's jobs sees none of its checks", async () => {
    const job = (await t.api.post('/jobs', { title: 'Checked role' })).body.data;
    const [onTeam, offTeam] = [await t.factory.user({ role: 'hiring_manager' }), await t.factory.user({ role: 'hiring_manager' })];
    expect((await t.api.put(`/jobs/${job.id}/hiring-team`, { members: [{ userId: onTeam.id, role: 'hiring_manager' }] })).status).toBe(200);
    const candidate = await t.factory.candidate();
    expect((await t.api.post('/applications', { candidateId: candidate.id, jobId: job.id, source: 'referral' })).status).toBe(201);
    const check = await requestCheck(candidate.id);
    expect((await t.api.post(`/background-checks/${check.id}/start`)).status).toBe(200);
    const seen = async (userId: string) => {
      const manager = t.as((await t.factory.apiKey(['*'], { ownerId: userId })).key);
      const changes = await manager.get('/changes').query({ resourceTypes: 'background_check', limit: '1000' });
      const activity = await manager.get('/activity-events').query({ entityId: candidate.id, limit: '100' });
      expect([changes.status, activity.status]).toEqual([200, 200]);
      return {
        changes: changes.body.data.filter((change: { resourceId: string }) => change.resourceId === check.id).map((change: { type: string }) => change.type),
        activity: activity.body.data.map((event: { type: string }) => event.type).filter((type: string) => type.startsWith('background_check.')),
        read: (await manager.get(`/background-checks/${check.id}`)).status,
        cancel: (await manager.post(`/background-checks/${check.id}/cancel`)).status,
      };
    };
    expect(await seen(offTeam.id)).toEqual({ changes: [], activity: [], read: 404, cancel: 404 });
    expect(await seen(onTeam.id)).toEqual({
      changes: ['background_check.requested', 'background_check.started'],
      activity: ['background_check.started', 'background_check.requested'],
      read: 200,
      cancel: 200,
    });
  });

  it('documents its routes, scope and events in the OpenAPI document', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/docs-json')).body;
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/v1/background-checks'))).toEqual([
      '/api/v1/background-checks',
      '/api/v1/background-checks/{id}',
      '/api/v1/background-checks/{id}/start',
      '/api/v1/background-checks/{id}/complete',
      '/api/v1/background-checks/{id}/cancel',
    ]);
    expect(doc.components.schemas.CreateApiKeyDto.properties.scopes.items.enum).toEqual(
      expect.arrayContaining(['background_checks:read', 'background_checks:write']),
    );
    expect(doc.components.schemas.EventType.enum).toEqual(expect.arrayContaining(['background_check.requested', 'background_check.completed']));
    expect(doc.components.schemas.BackgroundCheckStatus.enum).toEqual(['requested', 'in_progress', 'completed', 'canceled']);
  });

  it("takes part in candidate erasure: the check stays without link or findings, a running one is canceled, its events' copies redacted", async () => {
    expect(
      t.app
        .get(CandidateEraser)
        .participants()
        .map((participant) => participant.constructor.name),
    ).toContain('BackgroundCheckErasureService');
    const lastName = `Checked${unique()}`;
    const candidate = await t.factory.candidate({ lastName });
    const done = await requestCheck(candidate.id);
    await t.api.post(`/background-checks/${done.id}/start`);
    const completed = (await t.api.post(`/background-checks/${done.id}/complete`, { result: 'consider', findings: `${lastName} has a 2019 traffic fine` })).body
      .data;
    const running = await requestCheck(candidate.id);
    await t.api.post(`/background-checks/${running.id}/start`);

    expect((await t.api.delete(`/candidates/${candidate.id}`)).status).toBe(200);

    const after = (await t.api.get(`/background-checks/${done.id}`)).body.data;
    expect(after).toEqual({ ...completed, candidateId: null, findings: null, updatedAt: expect.any(String) });
    expect((await t.api.get(`/background-checks/${running.id}`)).body.data).toMatchObject({ candidateId: null, status: 'canceled' });
    expectError(await t.api.post(`/background-checks/${running.id}/start`), 409, 'INVALID_STATE');
    const payloads = await t.db.query(
      `SELECT o.payload FROM activity_events a JOIN outbox_events o ON o.id = a.id WHERE a.type LIKE 'background_check.%' AND a.entity_id = $1`,
      [candidate.id],
    );
    expect(payloads).toHaveLength(5);
    for (const { payload } of payloads) expect(payload.data).toEqual({ id: candidate.id, redacted: true });
    for (const table of ['background_checks', 'outbox_events', 'activity_events']) {
      expect({ table, rows: await t.db.query(`SELECT id FROM ${table} WHERE ${table}::text ILIKE '%' || $1 || '%'`, [lastName]) }).toEqual({ table, rows: [] });
    }
  });

  it("takes part in candidate merge: the duplicate's checks move to the survivor", async () => {
    expect(t.app.get(CandidateMerger).rowMoves()).toContainEqual({ table: 'background_checks', column: 'candidate_id' });
    const survivor = await t.factory.candidate();
    const duplicate = await t.factory.candidate();
    const check = await requestCheck(duplicate.id);
    expect((await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: duplicate.id })).status).toBe(200);
    expect((await t.api.get(`/background-checks/${check.id}`)).body.data).toMatchObject({ id: check.id, candidateId: survivor.id });
    expect((await t.api.post(`/background-checks/${check.id}/start`)).status).toBe(200);
  });
});
