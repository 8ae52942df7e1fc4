import { expectError, expectForbidden, expectSuccess, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body, EVENT_KEYS } from '../../helpers/common';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apply, createJob, deleteJob, expectApplicationShape, setJobStatus, type TestJob } from '../../kits/applications-kit';
import { MALFORMED_IDS } from '../../kits/ids-kit';

/** POST /api/v1/applications (docs/api/resources.md#applications). */
describe('POST /applications', () => {
  let t: TestApp;
  let job: TestJob;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    job = await createJob(t);
    readOnlyKey = (await t.factory.apiKey(['applications:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['applications:write'])).key;
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown) => t.api.post('/applications', payload);
  const valid = async (overrides: Record<string, unknown> = {}) => ({
    jobId: job.id,
    candidateId: (await t.factory.candidate()).id,
    source: 'careers_site',
    ...overrides,
  });
  const countApplications = async () => Number((await t.db.query('SELECT count(*) AS n FROM applications'))[0].n);

  describe('success', () => {
    it('answers 201 with exactly the spec fields: active, in the first stage, last in its column, appliedAt now', async () => {
      const payload = await valid({ source: 'referral' });
      const before = Date.now();
      const response = await post(payload);
      const after = Date.now();
      const application = expectSuccess(response, 201);
      expect(response.body.meta).toEqual({});
      expectApplicationShape(application);
      expect(application).toMatchObject({
        candidateId: payload.candidateId,
        jobId: job.id,
        currentStageId: job.stages[0].id,
        status: 'active',
        source: 'referral',
      });
      expect(application.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
      expect(Date.parse(application.appliedAt)).toBeGreaterThanOrEqual(before - 5);
      expect(Date.parse(application.appliedAt)).toBeLessThanOrEqual(after + 5);
      expect(application.createdAt).toBe(application.appliedAt);
      expect(application.updatedAt).toBe(application.appliedAt);
      expect((await t.api.get(`/applications/${application.id}`)).body).toEqual({ data: application, meta: {} });
    });

    it('numbers the first stage column 1, 2, 3 as applications arrive', async () => {
      const fresh = await createJob(t);
      const orders: number[] = [];
      for (let index = 0; index < 3; index++) orders.push((await apply(t, { jobId: fresh.id })).pipelineOrder);
      expect(orders).toEqual([1, 2, 3]);
    });

    it("starts in the stage with the lowest order, whatever the stages' creation order", async () => {
      const shuffled = await createJob(t, { stages: ['Late', 'First', 'Middle'], orders: [900, 3, 40] });
      const application = await apply(t, { jobId: shuffled.id });
      expect(application.currentStageId).toBe(shuffled.stages[0].id);
      expect(shuffled.stages[0].name).toBe('First');
    });

    it('accepts a source of 1 and of 60 characters, kept as sent', async () => {
      for (const source of ['x', 's'.repeat(60), ' padded ', 'émoji 🚀']) {
        const application = expectSuccess(await post(await valid({ source })), 201);
        expect(application.source).toBe(source);
      }
    });

    it('accepts ids in upper case and answers them in lower case', async () => {
      const payload = await valid();
      const application = expectSuccess(await post({ ...payload, jobId: payload.jobId.toUpperCase(), candidateId: payload.candidateId.toUpperCase() }), 201);
      expect(application.jobId).toBe(job.id);
      expect(application.candidateId).toBe(payload.candidateId);
    });

    it('lets one candidate apply to several jobs and several candidates apply to one job', async () => {
      const candidate = await t.factory.candidate();
      const other = await createJob(t);
      const first = await apply(t, { candidateId: candidate.id, jobId: job.id });
      const second = await apply(t, { candidateId: candidate.id, jobId: other.id });
      const third = await apply(t, { jobId: other.id });
      expect(new Set([first.id, second.id, third.id]).size).toBe(3);
    });

    it('records application.created about the application, by the key owner, with the ids in metadata', async () => {
      const admin = await adminUser(t.api);
      const application = await apply(t, { jobId: job.id });
      const events = await activityOf(t.api, application.id);
      expect(events).toHaveLength(1);
      expect(Object.keys(events[0]).sort()).toEqual(EVENT_KEYS);
      expect(events[0]).toMatchObject({
        type: 'application.created',
        entityType: 'application',
        entityId: application.id,
        actor: admin,
        metadata: { candidateId: application.candidateId, jobId: job.id, stageId: job.stages[0].id },
      });
    });

    it('names the user behind a restricted key as the actor', async () => {
      const recruiter = await t.factory.user({ name: 'Rhea Recruiter' });
      const key = (await t.factory.apiKey(['applications:write'], { ownerId: recruiter.id })).key;
      const application = await apply(t, { jobId: job.id }, t.as(key));
      const [event] = await activityOf(t.api, application.id);
      expect(event.actor).toEqual({ id: recruiter.id, name: 'Rhea Recruiter' });
    });
  });

  describe('validation (422)', () => {
    it.each([
      ['an empty source', { source: '' }, ['source']],
      ['a source of 61 characters', { source: 's'.repeat(61) }, ['source']],
      ['no source', { source: undefined }, ['source']],
      ['a null source', { source: null }, ['source']],
      ['a number source', { source: 7 }, ['source']],
      ['a boolean source', { source: true }, ['source']],
      ['an array source', { source: ['web'] }, ['source']],
      ['an object source', { source: { name: 'web' } }, ['source']],
      ['no jobId', { jobId: undefined }, ['jobId']],
      ['a null jobId', { jobId: null }, ['jobId']],
      ['a number jobId', { jobId: 42 }, ['jobId']],
      ['an array jobId', { jobId: [UNKNOWN_UUID] }, ['jobId']],
      ['no candidateId', { candidateId: undefined }, ['candidateId']],
      ['a null candidateId', { candidateId: null }, ['candidateId']],
      ['an object candidateId', { candidateId: { id: UNKNOWN_UUID } }, ['candidateId']],
      ['every field missing', { jobId: undefined, candidateId: undefined, source: undefined }, ['jobId', 'candidateId', 'source']],
    ])('refuses %s', async (_label, overrides, paths) => {
      const before = await countApplications();
      expectValidationError(await post(await valid(overrides)), body(...paths));
      expect(await countApplications()).toBe(before);
    });

    it.each(MALFORMED_IDS)('refuses the malformed UUID %s in jobId and candidateId', async (bad) => {
      expectValidationError(await post(await valid({ jobId: bad })), body('jobId'));
      expectValidationError(await post(await valid({ candidateId: bad })), body('candidateId'));
      expectValidationError(await post(await valid({ jobId: bad, candidateId: bad })), body('jobId', 'candidateId'));
    });

    it('refuses unknown and response-only keys, reporting every broken rule', async () => {
      expectValidationError(await post(await valid({ stageId: job.stages[1].id })), body('stageId'));
      expectValidationError(
        await post(
          await valid({
            id: UNKNOWN_UUID,
            status: 'active',
            currentStageId: job.stages[0].id,
            pipelineOrder: 1,
            appliedAt: '2026-01-01T00:00:00.000Z',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          }),
        ),
        body('id', 'status', 'currentStageId', 'pipelineOrder', 'appliedAt', 'createdAt', 'updatedAt'),
      );
      expectValidationError(await post(await valid({ source: '', extra: 1 })), body('source', 'extra'));
    });

    it('refuses a body that is not a JSON object', async () => {
      for (const raw of ['[]', '"apply"', '42', 'null']) {
        expectValidationError(await t.api.post('/applications').set('Content-Type', 'application/json').send(raw), body(''));
      }
      expectValidationError(await t.api.post('/applications'), body('jobId', 'candidateId', 'source'));
    });

    it.each([
      ['an unknown job', { jobId: UNKNOWN_UUID }, ['jobId']],
      ['the nil UUID as job', { jobId: NIL_UUID }, ['jobId']],
      ['the max UUID as job', { jobId: MAX_UUID }, ['jobId']],
      ['an unknown candidate', { candidateId: UNKNOWN_UUID }, ['candidateId']],
      ['the nil UUID as candidate', { candidateId: NIL_UUID }, ['candidateId']],
      ['the max UUID as candidate, upper case', { candidateId: MAX_UUID.toUpperCase() }, ['candidateId']],
      ['an unknown job and candidate', { jobId: NIL_UUID, candidateId: MAX_UUID }, ['jobId', 'candidateId']],
    ])('answers 422 naming the body field for %s', async (_label, overrides, paths) => {
      const details = expectValidationError(await post(await valid(overrides)), body(...paths));
      for (const issue of details) expect(issue.message).toMatch(/is not a (job|candidate)/);
    });

    it('answers 422 for a job id that names a stage or a candidate', async () => {
      const candidate = await t.factory.candidate();
      expectValidationError(await post(await valid({ jobId: job.stages[0].id })), body('jobId'));
      expectValidationError(await post(await valid({ jobId: candidate.id })), body('jobId'));
      expectValidationError(await post(await valid({ candidateId: job.id })), body('candidateId'));
    });

    it('treats a soft-deleted job as not existing (422), whatever its status', async () => {
      const gone = await createJob(t);
      await deleteJob(t, gone.id);
      expectValidationError(await post(await valid({ jobId: gone.id })), body('jobId'));
      await t.db.query(`UPDATE jobs SET status = 'open' WHERE id = $1`, [gone.id]); // by hand: the API cannot reopen a deleted job
      expectValidationError(await post(await valid({ jobId: gone.id })), body('jobId'));
    });

    it('answers 422 for an erased candidate', async () => {
      const candidate = await t.factory.candidate();
      expect((await t.api.delete(`/candidates/${candidate.id}`)).status).toBe(200);
      expectValidationError(await post(await valid({ candidateId: candidate.id })), body('candidateId'));
    });

    it('checks the body before existence, and existence before the job state', async () => {
      const closed = await createJob(t, { status: 'closed' });
      expectValidationError(await post(await valid({ jobId: UNKNOWN_UUID, source: '' })), body('source'));
      expectValidationError(await post(await valid({ jobId: closed.id, candidateId: UNKNOWN_UUID })), body('candidateId'));
    });
  });

  describe('state (409)', () => {
    it.each(['draft', 'on_hold', 'closed'])('answers 409 INVALID_STATE for a %s job, with its status and the allowed one', async (status) => {
      const notOpen = await createJob(t, { status });
      const before = await countApplications();
      const error = expectError(await post(await valid({ jobId: notOpen.id })), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status, allowed: ['open'] });
      expect(await countApplications()).toBe(before);
    });

    it('takes applications again once the job is open again', async () => {
      const paused = await createJob(t, { status: 'on_hold' });
      const payload = await valid({ jobId: paused.id });
      expectError(await post(payload), 409, 'INVALID_STATE');
      await setJobStatus(t, paused.id, 'open');
      expectSuccess(await post(payload), 201);
    });

    it('answers 409 INVALID_STATE for a job without stages', async () => {
      const empty = await createJob(t, { stages: [] });
      const error = expectError(await post(await valid({ jobId: empty.id })), 409, 'INVALID_STATE');
      expect(error.message).toMatch(/no pipeline stages/);
    });

    it('answers 409 CONFLICT for a second active application of the same candidate to the same job, naming the first', async () => {
      const payload = await valid();
      const first = expectSuccess(await post(payload), 201);
      for (const again of [payload, { ...payload, source: 'other' }, { ...payload, candidateId: payload.candidateId.toUpperCase() }]) {
        const error = expectError(await post(again), 409, 'CONFLICT');
        expect(error.details).toEqual({ applicationId: first.id });
      }
      const list = await t.api.get('/applications').query({ candidateId: payload.candidateId, jobId: job.id });
      expect(list.body.data).toEqual([first]);
      expect((await activityOf(t.api, first.id)).map((event) => event.type)).toEqual(['application.created']);
    });

    it('makes room for a new active application once the previous one is rejected or withdrawn', async () => {
      const payload = await valid();
      const first = expectSuccess(await post(payload), 201);
      expectSuccess(await t.api.post(`/applications/${first.id}/reject`));
      const second = expectSuccess(await post(payload), 201);
      expect(second.id).not.toBe(first.id);
      expect(second.status).toBe('active');
      expect(second.pipelineOrder).toBeGreaterThan(first.pipelineOrder);
      expectError(await post(payload), 409, 'CONFLICT');
      expectSuccess(await t.api.post(`/applications/${second.id}/withdraw`));
      const third = expectSuccess(await post(payload), 201);
      const all = await t.api.get('/applications').query({ candidateId: payload.candidateId });
      expect(all.body.data.map((row: { id: string; status: string }) => [row.id, row.status])).toEqual([
        [third.id, 'active'],
        [second.id, 'withdrawn'],
        [first.id, 'rejected'],
      ]);
    });

    it('checks uniqueness only after the job state: a closed job answers INVALID_STATE even with an active application', async () => {
      const closing = await createJob(t);
      const payload = await valid({ jobId: closing.id });
      expectSuccess(await post(payload), 201);
      await setJobStatus(t, closing.id, 'closed');
      expectError(await post(payload), 409, 'INVALID_STATE');
    });
  });

  describe('authentication and scope', () => {
    it('answers 401 without a valid key, before validation', async () => {
      expectUnauthorized(await t.as(undefined).post('/applications', await valid()));
      expectUnauthorized(await t.as(undefined).post('/applications', { source: '' }));
      expectUnauthorized(await t.as('ats_test_nope').post('/applications', await valid()));
    });

    it('answers 403 without applications:write, before validation, and writes nothing', async () => {
      const before = await countApplications();
      expectForbidden(await t.as(readOnlyKey).post('/applications', await valid()), 'applications:write');
      expectForbidden(await t.as(readOnlyKey).post('/applications', { source: '' }), 'applications:write');
      const candidatesOnly = (await t.factory.apiKey(['candidates:write', 'candidates:read', 'jobs:write'])).key;
      expectForbidden(await t.as(candidatesOnly).post('/applications', await valid()), 'applications:write');
      expect(await countApplications()).toBe(before);
      expectSuccess(await t.as(writeOnlyKey).post('/applications', await valid()), 201);
    });
  });

  describe('candidate erasure', () => {
    it("removes the candidate's applications: 404 afterwards, gone from the list, other candidates' untouched", async () => {
      const candidate = await t.factory.candidate();
      const other = await createJob(t);
      const first = await apply(t, { candidateId: candidate.id, jobId: job.id });
      const second = await apply(t, { candidateId: candidate.id, jobId: other.id });
      const kept = await apply(t, { jobId: other.id });
      expectSuccess(await t.api.post(`/applications/${second.id}/reject`));
      expect((await t.api.delete(`/candidates/${candidate.id}`)).status).toBe(200);
      for (const id of [first.id, second.id]) {
        expectError(await t.api.get(`/applications/${id}`), 404, 'NOT_FOUND');
        expectError(await t.api.post(`/applications/${id}/move`, { toStageId: job.stages[1].id }), 404, 'NOT_FOUND');
      }
      expect((await t.api.get('/applications').query({ candidateId: candidate.id })).body.data).toEqual([]);
      expect((await t.api.get('/applications').query({ jobId: other.id })).body.data).toEqual([kept]);
      // No copy of the erased applications is left in the outbox for webhooks to relay.
      const copies = await t.db.query(`SELECT type FROM outbox_events WHERE payload::text LIKE $1 OR payload::text LIKE $2`, [
        `%${first.id}%`,
        `%${second.id}%`,
      ]);
      expect(copies).toEqual([]);
      const keptCopies = await t.db.query(`SELECT type FROM outbox_events WHERE payload->'data'->>'id' = $1`, [kept.id]);
      expect(keptCopies).toEqual([{ type: 'application.created' }]);
    });
  });
});
