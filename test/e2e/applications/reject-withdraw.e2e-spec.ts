import { expectError, expectForbidden, expectPage, expectSuccess, expectUnauthorized } from '../../helpers/assertions';

import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apply, createJob, deleteJob, expectApplicationShape, setJobStatus, type TestJob } from '../../kits/applications-kit';
import { activityOf, adminUser } from '../../helpers/common';

const ACTIONS = [
  { action: 'reject', status: 'rejected', event: 'application.rejected' },
  { action: 'withdraw', status: 'withdrawn', event: 'application.withdrawn' },
] as const;

/** POST /applications/{id}/reject and POST /applications/{id}/withdraw (docs/api/states.md#application). */
describe.each(ACTIONS)('POST /applications/{id}/$action', ({ action, status, event }) => {
  let t: TestApp;
  let job: TestJob;
  let readOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    job = await createJob(t);
    readOnlyKey = (await t.factory.apiKey(['applications:read'])).key;
  });
  afterAll(async () => t?.close());

  const act = (id: string, payload?: unknown) => t.api.post(`/applications/${id}/${action}`, payload);
  const eventsOf = async (id: string) => (await activityOf(t.api, id)).filter((row) => row.type !== 'application.created');
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  it(`turns an active application ${status}, keeping its stage and position, and answers it`, async () => {
    const application = await apply(t, { jobId: job.id });
    const moved = expectSuccess(await t.api.post(`/applications/${application.id}/move`, { toStageId: job.stages[2].id }));
    await pause();
    const response = await act(application.id);
    const ended = expectSuccess(response);
    expect(response.body.meta).toEqual({});
    expectApplicationShape(ended);
    expect(ended).toEqual({ ...moved, status, updatedAt: expect.any(String) });
    expect(Date.parse(ended.updatedAt)).toBeGreaterThan(Date.parse(moved.updatedAt));
    expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(ended);
    const listed = expectPage(await t.api.get('/applications').query({ status, jobId: job.id }), 20).items;
    expect(listed.map((row) => row.id)).toContain(application.id);
    const active = expectPage(await t.api.get('/applications').query({ status: 'active', jobId: job.id }), 20).items;
    expect(active.map((row) => row.id)).not.toContain(application.id);
  });

  it(`records ${event} with fromStatus and toStatus, by the key owner`, async () => {
    const admin = await adminUser(t.api);
    const application = await apply(t, { jobId: job.id });
    expectSuccess(await act(application.id));
    const events = await eventsOf(application.id);
    expect(events).toEqual([
      {
        id: expect.any(String),
        type: event,
        entityType: 'application',
        entityId: application.id,
        actor: admin,
        metadata: { fromStatus: 'active', toStatus: status },
        createdAt: expect.any(String),
      },
    ]);
    const typed = expectPage(await t.api.get('/activity-events').query({ entityType: 'application', limit: '100' }), 100).items;
    expect(typed.filter((row) => row.type === event).map((row) => row.entityId)).toContain(application.id);
  });

  it('names the user behind a restricted key as the actor', async () => {
    const user = await t.factory.user({ name: 'Ray Restricted' });
    const key = (await t.factory.apiKey(['applications:write'], { ownerId: user.id })).key;
    const application = await apply(t, { jobId: job.id });
    expectSuccess(await t.as(key).post(`/applications/${application.id}/${action}`));
    expect((await eventsOf(application.id))[0].actor).toEqual({ id: user.id, name: 'Ray Restricted' });
  });

  it('ignores any JSON body sent (the operation has no body)', async () => {
    for (const payload of [{ reason: 'not a fit', status: 'active' }, [1, 2], {}]) {
      const application = await apply(t, { jobId: job.id });
      expect(expectSuccess(await act(application.id, payload)).status).toBe(status);
    }
    const application = await apply(t, { jobId: job.id });
    const response = await t.api.post(`/applications/${application.id}/${action}`).set('Content-Type', 'application/json').send('"text"');
    expect(expectSuccess(response).status).toBe(status);
  });

  it('answers 409 INVALID_STATE the second time, with the status and the allowed one, and records nothing more', async () => {
    const application = await apply(t, { jobId: job.id });
    const ended = expectSuccess(await act(application.id));
    const error = expectError(await act(application.id), 409, 'INVALID_STATE');
    expect(error.details).toEqual({ status, allowed: ['active'] });
    expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(ended);
    expect(await eventsOf(application.id)).toHaveLength(1);
  });

  it.each(['rejected', 'withdrawn', 'hired'])('answers 409 INVALID_STATE for an application that is %s', async (from) => {
    const application = await apply(t, { jobId: job.id });
    await t.db.query(`UPDATE applications SET status = $2 WHERE id = $1`, [application.id, from]);
    const error = expectError(await act(application.id), 409, 'INVALID_STATE');
    expect(error.details).toEqual({ status: from, allowed: ['active'] });
    expect(error.message).toContain(from);
    expect(await eventsOf(application.id)).toEqual([]);
  });

  it('works whatever the state of the job, also after it was deleted', async () => {
    for (const jobStatus of ['closed', 'on_hold', 'draft']) {
      const other = await createJob(t);
      const application = await apply(t, { jobId: other.id });
      await setJobStatus(t, other.id, jobStatus);
      expect(expectSuccess(await act(application.id)).status).toBe(status);
    }
    const deleted = await createJob(t);
    const application = await apply(t, { jobId: deleted.id });
    await deleteJob(t, deleted.id);
    expect(expectSuccess(await act(application.id)).status).toBe(status);
  });

  it('accepts the id in upper case', async () => {
    const application = await apply(t, { jobId: job.id });
    expect(expectSuccess(await act(application.id.toUpperCase())).id).toBe(application.id);
  });

  it('answers 401 without a key and 403 without applications:write, and changes nothing', async () => {
    const application = await apply(t, { jobId: job.id });
    expectUnauthorized(await t.as(undefined).post(`/applications/${application.id}/${action}`));
    expectForbidden(await t.as(readOnlyKey).post(`/applications/${application.id}/${action}`), 'applications:write');
    expectForbidden(await t.as(readOnlyKey).post(`/applications/abc/${action}`), 'applications:write');
    expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(application);
    expect(await eventsOf(application.id)).toEqual([]);
  });
});
