import { JobsService } from '@app/jobs';
import { expectError, expectForbidden, expectUnauthorized } from '../../helpers/assertions';

import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createJob, eventsOfType, placeApplication } from '../../kits/jobs-kit';
import { adminUser, expectTimestamp, walkPages } from '../../helpers/common';

/** DELETE /jobs/{id} closes and soft-deletes (docs/api/states.md#job); afterwards the job is 404 everywhere. */
describe('DELETE /jobs/{id}', () => {
  let t: TestApp;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    readOnlyKey = (await t.factory.apiKey(['jobs:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['jobs:write'])).key;
  });
  afterAll(async () => t?.close());

  const remove = (id: string) => t.api.delete(`/jobs/${id}`);
  const row = async (id: string) => (await t.db.query('SELECT status, closed_at, deleted_at, updated_at FROM jobs WHERE id = $1', [id]))[0];

  it('answers 200 { success: true }, closes and soft-deletes the job', async () => {
    const job = await createJob(t.api);
    const response = await remove(job.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { success: true }, meta: {} });
    const stored = await row(job.id);
    expect(stored.status).toBe('closed');
    expect(stored.closed_at).toBeInstanceOf(Date);
    expect(stored.deleted_at).toBeInstanceOf(Date);
    expect(stored.closed_at.getTime()).toBe(stored.deleted_at.getTime());
    expect(stored.updated_at.getTime()).toBe(stored.deleted_at.getTime());
  });

  it('makes the job 404 on every route afterwards', async () => {
    const job = await createJob(t.api);
    expect((await remove(job.id)).status).toBe(200);
    const stageId = job.stages[0].id;
    const attempts = [
      t.api.get(`/jobs/${job.id}`),
      t.api.patch(`/jobs/${job.id}`, { title: 'x' }),
      t.api.patch(`/jobs/${job.id}`, {}),
      t.api.delete(`/jobs/${job.id}`),
      t.api.get(`/jobs/${job.id}/stages`),
      t.api.post(`/jobs/${job.id}/stages`, { name: 'x' }),
      t.api.patch(`/jobs/${job.id}/stages/${stageId}`, { name: 'x' }),
      t.api.delete(`/jobs/${job.id}/stages/${stageId}`),
    ];
    for (const response of await Promise.all(attempts)) expectError(response, 404, 'NOT_FOUND');
    for (const params of [{}, { status: 'closed' }] as Array<Record<string, string>>) {
      expect((await walkPages(t.api, '/jobs', 100, params)).rows.map((listed) => listed.id)).not.toContain(job.id);
    }
  });

  it('records job.closed with the closed job as data', async () => {
    const admin = await adminUser(t.api);
    const job = await createJob(t.api, { status: 'on_hold' });
    expect((await remove(job.id)).status).toBe(200);
    const events = await eventsOfType(t.api, job.id, 'job.closed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      entityType: 'job',
      entityId: job.id,
      actor: admin,
      metadata: { fromStatus: 'on_hold', toStatus: 'closed', deleted: true },
    });
    const [outbox] = await t.db.query(`SELECT payload FROM outbox_events WHERE type = 'job.closed' AND payload->'data'->>'id' = $1`, [job.id]);
    const data = outbox.payload.data;
    expect(data).toEqual({ ...job, status: 'closed', closedAt: data.closedAt, updatedAt: data.updatedAt });
    expectTimestamp(data.closedAt);
    expect(data.closedAt).toBe((await row(job.id)).closed_at.toISOString());
    const feed = (await t.api.get('/activity-events').query({ entityType: 'job', entityId: job.id })).body.data;
    expect(feed.map((event: any) => event.type)).toEqual(['job.closed', 'job.created']);
  });

  it.each(['draft', 'open', 'on_hold'])('deletes a %s job', async (status) => {
    const job = await createJob(t.api, { status });
    expect((await remove(job.id)).status).toBe(200);
    expect((await row(job.id)).status).toBe('closed');
    expect((await eventsOfType(t.api, job.id, 'job.closed'))[0].metadata.fromStatus).toBe(status);
  });

  it('keeps the closedAt of a job that PATCH had already closed', async () => {
    const job = await createJob(t.api);
    const closed = (await t.api.patch(`/jobs/${job.id}`, { status: 'closed' })).body.data;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await remove(job.id)).status).toBe(200);
    const stored = await row(job.id);
    expect(stored.closed_at.toISOString()).toBe(closed.closedAt);
    expect(stored.deleted_at.getTime()).toBeGreaterThan(stored.closed_at.getTime());
  });

  it('leaves the applications of the job in place', async () => {
    const job = await createJob(t.api);
    const applicationId = await placeApplication(t, job.id, job.stages[0].id);
    expect((await remove(job.id)).status).toBe(200);
    const [application] = await t.db.query('SELECT job_id, current_stage_id, status FROM applications WHERE id = $1', [applicationId]);
    expect(application).toEqual({ job_id: job.id, current_stage_id: job.stages[0].id, status: 'active' });
  });

  it('keeps an application made through POST /applications readable after the delete', async () => {
    const job = await createJob(t.api);
    const candidate = await t.factory.candidate();
    const created = await t.api.post('/applications', { candidateId: candidate.id, jobId: job.id, source: 'e2e' });
    expect(created.status).toBe(201);
    expect((await remove(job.id)).status).toBe(200);
    const read = await t.api.get(`/applications/${created.body.data.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created.body.data);
  });

  it('serialises with concurrent application creation: every application lands before the delete, none after', async () => {
    const job = await createJob(t.api);
    const candidates = await Promise.all(Array.from({ length: 6 }, () => t.factory.candidate()));
    const applying = candidates.map((candidate) => t.api.post('/applications', { candidateId: candidate.id, jobId: job.id, source: 'race' }));
    const [deletion, ...applications] = await Promise.all([remove(job.id), ...applying]);
    expect(deletion.status).toBe(200);
    for (const response of applications) expect([201, 422]).toContain(response.status);
    const deletedAt = (await row(job.id)).deleted_at.getTime();
    const stored = await t.db.query('SELECT created_at FROM applications WHERE job_id = $1', [job.id]);
    expect(stored).toHaveLength(applications.filter((response) => response.status === 201).length);
    for (const application of stored) expect(application.created_at.getTime()).toBeLessThanOrEqual(deletedAt);
  });

  it('shows other contexts a deleted job only when they ask for it (JobsService seams)', async () => {
    const job = await createJob(t.api);
    const jobs = t.app.get(JobsService);
    expect((await remove(job.id)).status).toBe(200);
    const manager = t.db.manager;
    expect(await jobs.pipelineOf(manager, job.id)).toBeNull();
    expect(await jobs.exists(manager, job.id)).toBe(false);
    const pipeline = await jobs.pipelineOf(manager, job.id, { includeDeleted: true });
    expect(pipeline).toEqual({
      id: job.id,
      status: 'closed',
      deleted: true,
      stages: job.stages.map((stage: any) => ({ id: stage.id, jobId: job.id, name: stage.name, order: stage.order })),
    });
  });

  it('waits for a transaction that holds the job FOR SHARE (as application creation does) before deleting', async () => {
    const job = await createJob(t.api);
    const jobs = t.app.get(JobsService);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      expect((await jobs.pipelineOf(tx, job.id, {}, 'share'))?.status).toBe('open');
      locked();
      await released;
      // Still live while the share lock is held: an application made here would land in an open job.
      expect((await jobs.pipelineOf(tx, job.id))?.deleted).toBe(false);
    });
    await lockTaken;
    let settled = false;
    const deletion = remove(job.id).then((response) => {
      settled = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    expect((await row(job.id)).deleted_at).toBeNull();
    release();
    await holder;
    const response = await deletion;
    expect(response.status).toBe(200);
    expect((await row(job.id)).deleted_at).toBeInstanceOf(Date);
  });

  it('answers one of two simultaneous deletes with 200 and the other with 404, recording one event', async () => {
    const job = await createJob(t.api);
    const responses = await Promise.all([remove(job.id), remove(job.id), remove(job.id)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 404, 404]);
    for (const response of responses.filter((r) => r.status === 404)) expectError(response, 404, 'NOT_FOUND');
    expect(await eventsOfType(t.api, job.id, 'job.closed')).toHaveLength(1);
  });

  it('never answers 500 when updates and stage changes race the delete', async () => {
    const job = await createJob(t.api);
    const responses = await Promise.all([
      t.api.patch(`/jobs/${job.id}`, { title: 'racing' }),
      t.api.post(`/jobs/${job.id}/stages`, { name: 'racing' }),
      remove(job.id),
      t.api.patch(`/jobs/${job.id}/stages/${job.stages[0].id}`, { name: 'racing' }),
      t.api.delete(`/jobs/${job.id}/stages/${job.stages[1].id}`),
    ]);
    for (const response of responses) expect([200, 201, 404]).toContain(response.status);
    expect(responses[2].status).toBe(200);
    expectError(await t.api.get(`/jobs/${job.id}`), 404, 'NOT_FOUND');
  });

  it('ignores a body sent with the delete', async () => {
    const job = await createJob(t.api);
    const response = await t.api.delete(`/jobs/${job.id}`).send({ reason: 'filled' });
    expect(response.status).toBe(200);
  });

  it('answers 401 without a key and 403 without jobs:write, leaving the job alone', async () => {
    const job = await createJob(t.api);
    expectUnauthorized(await t.as(undefined).delete(`/jobs/${job.id}`));
    expectForbidden(await t.as(readOnlyKey).delete(`/jobs/${job.id}`), 'jobs:write');
    expect((await t.api.get(`/jobs/${job.id}`)).body.data).toEqual(job);
    expect((await t.as(writeOnlyKey).delete(`/jobs/${job.id}`)).status).toBe(200);
  });
});
