import { expectError, expectForbidden, expectSuccess, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body } from '../../helpers/common';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apply, createJob, deleteJob, expectApplicationShape, ordersInStage, setJobStatus, type TestJob } from '../../kits/applications-kit';
import { MALFORMED_IDS } from '../../kits/ids-kit';

const MOVABLE_JOB_STATUSES = ['draft', 'open', 'on_hold'];

/** POST /api/v1/applications/{id}/move (docs/api/resources.md#applications). */
describe('POST /applications/{id}/move', () => {
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

  const move = (id: string, payload: unknown) => t.api.post(`/applications/${id}/move`, payload);
  const stageEvents = async (id: string) => (await activityOf(t.api, id)).filter((event) => event.type === 'application.stage_changed');
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  describe('success', () => {
    it('moves to the target stage, last in its column, and answers the updated application', async () => {
      const fresh = await createJob(t);
      const application = await apply(t, { jobId: fresh.id });
      await pause();
      const moved = expectSuccess(await move(application.id, { toStageId: fresh.stages[2].id }));
      expectApplicationShape(moved);
      expect(moved).toMatchObject({ ...application, currentStageId: fresh.stages[2].id, pipelineOrder: 1, updatedAt: expect.any(String) });
      expect(Date.parse(moved.updatedAt)).toBeGreaterThan(Date.parse(application.updatedAt));
      expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(moved);
    });

    it('gives each arrival in a stage the next position after the last one there', async () => {
      const fresh = await createJob(t);
      const [a, b, c] = [await apply(t, { jobId: fresh.id }), await apply(t, { jobId: fresh.id }), await apply(t, { jobId: fresh.id })];
      expect([a.pipelineOrder, b.pipelineOrder, c.pipelineOrder]).toEqual([1, 2, 3]);
      expect(expectSuccess(await move(b.id, { toStageId: fresh.stages[1].id })).pipelineOrder).toBe(1);
      expect(expectSuccess(await move(a.id, { toStageId: fresh.stages[1].id })).pipelineOrder).toBe(2);
      // Back to the first stage: after c (3), not into the gap b left.
      expect(expectSuccess(await move(b.id, { toStageId: fresh.stages[0].id })).pipelineOrder).toBe(4);
      // A rejected application still holds its place in the column.
      expectSuccess(await t.api.post(`/applications/${a.id}/reject`));
      expect(expectSuccess(await move(c.id, { toStageId: fresh.stages[1].id })).pipelineOrder).toBe(3);
      // A new application starts after the last one in the first stage.
      expect((await apply(t, { jobId: fresh.id })).pipelineOrder).toBe(5);
      expect(await ordersInStage(t, fresh.stages[0].id)).toEqual([4, 5]);
      expect(await ordersInStage(t, fresh.stages[1].id)).toEqual([2, 3]);
    });

    it('moves forward, backward and across several stages', async () => {
      const application = await apply(t, { jobId: job.id });
      for (const index of [4, 1, 3, 0, 2]) {
        expect(expectSuccess(await move(application.id, { toStageId: job.stages[index].id })).currentStageId).toBe(job.stages[index].id);
      }
    });

    it('records application.stage_changed once per move, with fromStageId and toStageId, by the key owner', async () => {
      const admin = await adminUser(t.api);
      const application = await apply(t, { jobId: job.id });
      await move(application.id, { toStageId: job.stages[1].id });
      await move(application.id, { toStageId: job.stages[3].id });
      const events = await stageEvents(application.id);
      expect(events).toHaveLength(2);
      expect(events.map((event) => event.metadata)).toEqual([
        { fromStageId: job.stages[1].id, toStageId: job.stages[3].id },
        { fromStageId: job.stages[0].id, toStageId: job.stages[1].id },
      ]);
      for (const event of events) expect(event).toMatchObject({ entityType: 'application', entityId: application.id, actor: admin });
    });

    it('names the user behind a restricted key as the actor', async () => {
      const mover = await t.factory.user({ name: 'Mo Mover' });
      const key = (await t.factory.apiKey(['applications:write'], { ownerId: mover.id })).key;
      const application = await apply(t, { jobId: job.id });
      expectSuccess(await t.as(key).post(`/applications/${application.id}/move`, { toStageId: job.stages[2].id }));
      const [event] = await stageEvents(application.id);
      expect(event.actor).toEqual({ id: mover.id, name: 'Mo Mover' });
      expect(expectSuccess(await t.as(writeOnlyKey).post(`/applications/${application.id}/move`, { toStageId: job.stages[3].id })).currentStageId).toBe(
        job.stages[3].id,
      );
    });

    it('accepts the ids in upper case', async () => {
      const application = await apply(t, { jobId: job.id });
      const moved = expectSuccess(await move(application.id.toUpperCase(), { toStageId: job.stages[1].id.toUpperCase() }));
      expect(moved.currentStageId).toBe(job.stages[1].id);
      expect(moved.id).toBe(application.id);
    });

    it('treats a move to the current stage as a no-op: 200 with the unchanged application, no event', async () => {
      const application = await apply(t, { jobId: job.id });
      for (const toStageId of [job.stages[0].id, job.stages[0].id.toUpperCase()]) {
        expect(expectSuccess(await move(application.id, { toStageId }))).toEqual(application);
      }
      const moved = expectSuccess(await move(application.id, { toStageId: job.stages[2].id }));
      expect(expectSuccess(await move(application.id, { toStageId: job.stages[2].id }))).toEqual(moved);
      expect(await stageEvents(application.id)).toHaveLength(1);
      expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(moved);
    });

    it.each(MOVABLE_JOB_STATUSES)('moves applications of a %s job', async (status) => {
      const other = await createJob(t);
      const application = await apply(t, { jobId: other.id });
      await setJobStatus(t, other.id, status);
      expect(expectSuccess(await move(application.id, { toStageId: other.stages[1].id })).currentStageId).toBe(other.stages[1].id);
    });
  });

  describe('validation (422)', () => {
    let application: Record<string, any>;
    beforeAll(async () => {
      application = await apply(t, { jobId: job.id });
    });

    afterEach(async () => {
      // Nothing moved and nothing was recorded.
      expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(application);
      expect(await stageEvents(application.id)).toEqual([]);
    });

    it.each([
      ['no toStageId', {}, ['toStageId']],
      ['a null toStageId', { toStageId: null }, ['toStageId']],
      ['a number toStageId', { toStageId: 2 }, ['toStageId']],
      ['an array toStageId', { toStageId: [UNKNOWN_UUID] }, ['toStageId']],
      ['an empty toStageId', { toStageId: '' }, ['toStageId']],
      ['an unknown key', { toStageId: UNKNOWN_UUID, position: 1 }, ['position']],
      ['response-only keys', { toStageId: UNKNOWN_UUID, currentStageId: UNKNOWN_UUID, pipelineOrder: 1 }, ['currentStageId', 'pipelineOrder']],
      ['every broken rule at once', { toStageId: 'x', stageId: UNKNOWN_UUID }, ['toStageId', 'stageId']],
    ])('refuses %s', async (_label, payload, paths) => {
      expectValidationError(await move(application.id, payload), body(...paths));
    });

    it.each(MALFORMED_IDS)('refuses the malformed toStageId %s', async (bad) => {
      expectValidationError(await move(application.id, { toStageId: bad }), body('toStageId'));
    });

    it('refuses a body that is not a JSON object', async () => {
      for (const raw of ['[]', `"${job.stages[1].id}"`, '1']) {
        expectValidationError(await t.api.post(`/applications/${application.id}/move`).set('Content-Type', 'application/json').send(raw), body(''));
      }
      expectValidationError(await t.api.post(`/applications/${application.id}/move`), body('toStageId'));
    });

    it('answers 422 naming toStageId for a stage of another job', async () => {
      const other = await createJob(t);
      const error = expectValidationError(await move(application.id, { toStageId: other.stages[1].id }), body('toStageId'));
      expect(error[0].message).toContain('is not a stage of job');
    });

    it.each([
      ['an unknown stage', UNKNOWN_UUID],
      ['the nil UUID', NIL_UUID],
      ['the max UUID', MAX_UUID],
    ])('answers 422 naming toStageId for %s', async (_label, toStageId) => {
      expectValidationError(await move(application.id, { toStageId }), body('toStageId'));
    });

    it('answers 422 for the id of the job or the application instead of a stage', async () => {
      expectValidationError(await move(application.id, { toStageId: job.id }), body('toStageId'));
      expectValidationError(await move(application.id, { toStageId: application.id }), body('toStageId'));
    });
  });

  describe('existence (404) and order of checks', () => {
    it('checks the body before existence, existence before the state, the state before the stage reference', async () => {
      expectValidationError(await move(UNKNOWN_UUID, { toStageId: 'x' }), body('toStageId'));
      // The path parameter is checked first (core's pipes stop at the first parameter that fails).
      expectValidationError(await move('abc', { toStageId: 'x' }), [{ location: 'path', path: 'id' }]);
      expectError(await move(UNKNOWN_UUID, { toStageId: UNKNOWN_UUID }), 404, 'NOT_FOUND');
      const rejected = await apply(t, { jobId: job.id });
      expectSuccess(await t.api.post(`/applications/${rejected.id}/reject`));
      const other = await createJob(t);
      // State before the stage the body names: a rejected application is 409 whatever the stage.
      expectError(await move(rejected.id, { toStageId: other.stages[0].id }), 409, 'INVALID_STATE');
      expectError(await move(rejected.id, { toStageId: job.stages[1].id }), 409, 'INVALID_STATE');
      const active = await apply(t, { jobId: job.id });
      expectValidationError(await move(active.id, { toStageId: other.stages[0].id }), body('toStageId'));
    });
  });

  describe('state (409 INVALID_STATE)', () => {
    it.each([
      ['rejected', 'reject'],
      ['withdrawn', 'withdraw'],
    ])('refuses to move a %s application, even to its current stage', async (status, action) => {
      const application = await apply(t, { jobId: job.id });
      const ended = expectSuccess(await t.api.post(`/applications/${application.id}/${action}`));
      for (const toStageId of [job.stages[1].id, job.stages[0].id]) {
        const error = expectError(await move(application.id, { toStageId }), 409, 'INVALID_STATE');
        expect(error.details).toEqual({ status, allowed: ['active'] });
      }
      expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(ended);
      expect(await stageEvents(application.id)).toEqual([]);
    });

    it('refuses to move a hired application', async () => {
      const application = await apply(t, { jobId: job.id });
      await t.db.query(`UPDATE applications SET status = 'hired' WHERE id = $1`, [application.id]);
      expect(expectError(await move(application.id, { toStageId: job.stages[4].id }), 409, 'INVALID_STATE').details).toEqual({
        status: 'hired',
        allowed: ['active'],
      });
    });

    it('refuses to move an application of a closed job, naming the job status and the statuses that allow moves', async () => {
      const closing = await createJob(t);
      const application = await apply(t, { jobId: closing.id });
      await setJobStatus(t, closing.id, 'closed');
      for (const toStageId of [closing.stages[1].id, closing.stages[0].id]) {
        const error = expectError(await move(application.id, { toStageId }), 409, 'INVALID_STATE');
        expect(error.details).toEqual({ status: 'closed', allowed: MOVABLE_JOB_STATUSES });
        expect(error.message).toMatch(/job is closed/);
      }
      expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(application);
      await setJobStatus(t, closing.id, 'open');
      expectSuccess(await move(application.id, { toStageId: closing.stages[1].id }));
    });

    it('refuses to move an application of a deleted job (409), which stays readable', async () => {
      const deleting = await createJob(t);
      const application = await apply(t, { jobId: deleting.id });
      await deleteJob(t, deleting.id);
      const error = expectError(await move(application.id, { toStageId: deleting.stages[1].id }), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status: 'closed', allowed: MOVABLE_JOB_STATUSES });
      // Even if the status were reopened by hand, a deleted job's applications stay where they are.
      await t.db.query(`UPDATE jobs SET status = 'open' WHERE id = $1`, [deleting.id]); // by hand: the API cannot reopen a deleted job
      expect(expectError(await move(application.id, { toStageId: deleting.stages[1].id }), 409, 'INVALID_STATE').message).toMatch(/deleted/);
      expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(application);
      // Rejecting is still possible: the application is active.
      expect(expectSuccess(await t.api.post(`/applications/${application.id}/reject`)).status).toBe('rejected');
    });
  });

  describe('authentication and scope', () => {
    it('answers 401 without a key and 403 without applications:write, and moves nothing', async () => {
      const application = await apply(t, { jobId: job.id });
      expectUnauthorized(await t.as(undefined).post(`/applications/${application.id}/move`, { toStageId: job.stages[1].id }));
      expectForbidden(await t.as(readOnlyKey).post(`/applications/${application.id}/move`, { toStageId: job.stages[1].id }), 'applications:write');
      expectForbidden(await t.as(readOnlyKey).post(`/applications/abc/move`, { toStageId: 'x' }), 'applications:write');
      expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(application);
    });
  });
});
