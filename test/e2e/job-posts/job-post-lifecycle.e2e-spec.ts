import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectSuccess } from '../../helpers/assertions';
import { activityOf, adminUser } from '../../helpers/common';
import { createJob } from '../../kits/jobs-kit';
import { readToEnd } from '../../kits/changes-kit';
import { createJobPost, expectJobPostShape, publishedJobPost } from '../../kits/job-posts-kit';

/** Publish, close, delete, and the job's status (docs/api/careers.md#job-posts). */
describe('job post lifecycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t?.close());

  const eventsOf = async (jobId: string, postId: string) => (await activityOf(t.api, jobId)).filter((event) => event.metadata.jobPostId === postId).reverse();
  const invalidState = (response: any, details: unknown) => expect(expectError(response, 409, 'INVALID_STATE').details).toEqual(details);

  it('publishes a draft (publishedAt), closes it (closedAt), republishes it (publishedAt again), each with its event', async () => {
    const job = await createJob(t.api);
    const draft = await createJobPost(t.api, job.id);
    const live = expectSuccess(await t.api.post(`/job-posts/${draft.id}/publish`, { ignored: true }));
    expectJobPostShape(live);
    expect(live).toMatchObject({ status: 'live', closedAt: null });
    expect(Date.parse(live.publishedAt)).toBeGreaterThanOrEqual(Date.parse(draft.createdAt));
    const closed = expectSuccess(await t.api.post(`/job-posts/${draft.id}/close`));
    expect(closed).toMatchObject({ status: 'closed', publishedAt: live.publishedAt });
    expect(Date.parse(closed.closedAt)).toBeGreaterThanOrEqual(Date.parse(live.publishedAt));
    const again = expectSuccess(await t.api.post(`/job-posts/${draft.id}/publish`));
    expect(again.status).toBe('live');
    expect(Date.parse(again.publishedAt)).toBeGreaterThanOrEqual(Date.parse(closed.closedAt));
    expect(expectSuccess(await t.api.get(`/job-posts/${draft.id}`))).toEqual(again);

    const events = await eventsOf(job.id, draft.id);
    expect(events.map((event) => event.type)).toEqual(['job_post.created', 'job_post.published', 'job_post.closed', 'job_post.published']);
    const admin = await adminUser(t.api);
    for (const event of events) expect(event).toMatchObject({ entityType: 'job', entityId: job.id, actor: admin, metadata: { jobPostId: draft.id } });
    expect(events[1].metadata).toEqual({ jobPostId: draft.id, fromStatus: 'draft', toStatus: 'live' });
    expect(events[2].metadata).toEqual({ jobPostId: draft.id, fromStatus: 'live', toStatus: 'closed' });
  });

  it('refuses to publish a live post, and to close a draft or a closed post (409 INVALID_STATE), changing nothing', async () => {
    const job = await createJob(t.api);
    const draft = await createJobPost(t.api, job.id);
    invalidState(await t.api.post(`/job-posts/${draft.id}/close`), { status: 'draft', allowed: ['live'] });
    const live = await publishedJobPost(t.api, job.id);
    invalidState(await t.api.post(`/job-posts/${live.id}/publish`), { status: 'live', allowed: ['draft', 'closed'] });
    expect(expectSuccess(await t.api.get(`/job-posts/${live.id}`))).toEqual(live);
    expectSuccess(await t.api.post(`/job-posts/${live.id}/close`));
    invalidState(await t.api.post(`/job-posts/${live.id}/close`), { status: 'closed', allowed: ['live'] });
  });

  it.each(['draft', 'on_hold', 'closed'])('refuses to publish a post of a %s job with the job’s status', async (status) => {
    const job = await createJob(t.api);
    const post = await createJobPost(t.api, job.id);
    expectSuccess(await t.api.patch(`/jobs/${job.id}`, { status }));
    invalidState(await t.api.post(`/job-posts/${post.id}/publish`), { status, allowed: ['open'] });
    expect((await t.api.get(`/job-posts/${post.id}`)).body.data.status).toBe('draft');
  });

  it('refuses to publish a post of a deleted job (closed)', async () => {
    const job = await createJob(t.api);
    const post = await createJobPost(t.api, job.id);
    expectSuccess(await t.api.delete(`/jobs/${job.id}`));
    invalidState(await t.api.post(`/job-posts/${post.id}/publish`), { status: 'closed', allowed: ['open'] });
  });

  it('deletes a draft or closed post (then 404 everywhere), never a live one', async () => {
    const job = await createJob(t.api);
    const live = await publishedJobPost(t.api, job.id);
    invalidState(await t.api.delete(`/job-posts/${live.id}`), { status: 'live', allowed: ['draft', 'closed'] });
    expectSuccess(await t.api.post(`/job-posts/${live.id}/close`));
    const draft = await createJobPost(t.api, job.id);
    for (const post of [live, draft]) {
      expect(expectSuccess(await t.api.delete(`/job-posts/${post.id}`))).toEqual({ deleted: true });
      expectError(await t.api.get(`/job-posts/${post.id}`), 404, 'NOT_FOUND');
      expectError(await t.api.patch(`/job-posts/${post.id}`, { title: 'x' }), 404, 'NOT_FOUND');
      expectError(await t.api.post(`/job-posts/${post.id}/publish`), 404, 'NOT_FOUND');
      expectError(await t.api.delete(`/job-posts/${post.id}`), 404, 'NOT_FOUND');
      expect((await t.api.get('/job-posts').query({ jobId: job.id })).body.data.map((row: { id: string }) => row.id)).not.toContain(post.id);
    }
    expect((await eventsOf(job.id, draft.id)).map((event) => event.type)).toEqual(['job_post.created', 'job_post.deleted']);
  });

  it('answers 404 to publish, close and delete of an unknown post', async () => {
    for (const action of ['publish', 'close']) expectError(await t.api.post(`/job-posts/${UNKNOWN_UUID}/${action}`), 404, 'NOT_FOUND');
    expectError(await t.api.delete(`/job-posts/${UNKNOWN_UUID}`), 404, 'NOT_FOUND');
  });

  describe("the job's status", () => {
    it.each(['draft', 'on_hold', 'closed'])('moving the job to %s closes its live posts in the same change, each with job_post.closed', async (status) => {
      const job = await createJob(t.api);
      const [first, second] = [await publishedJobPost(t.api, job.id), await publishedJobPost(t.api, job.id)];
      const draft = await createJobPost(t.api, job.id);
      const closedBefore = await createJobPost(t.api, job.id);
      await t.api.post(`/job-posts/${closedBefore.id}/publish`);
      const closedAt = expectSuccess(await t.api.post(`/job-posts/${closedBefore.id}/close`)).closedAt;

      const updatedJob = expectSuccess(await t.api.patch(`/jobs/${job.id}`, { status }));
      for (const post of [first, second]) {
        const read = expectSuccess(await t.api.get(`/job-posts/${post.id}`));
        expect(read).toMatchObject({ status: 'closed', publishedAt: post.publishedAt, closedAt: read.updatedAt });
        // The job's update and the post's close are one transaction: one clock reading.
        expect(read.closedAt).toBe(updatedJob.updatedAt);
        const events = await eventsOf(job.id, post.id);
        expect(events.at(-1)).toMatchObject({
          type: 'job_post.closed',
          metadata: { jobPostId: post.id, fromStatus: 'live', toStatus: 'closed', jobStatus: status },
        });
      }
      expect((await t.api.get(`/job-posts/${draft.id}`)).body.data.status).toBe('draft');
      expect((await t.api.get(`/job-posts/${closedBefore.id}`)).body.data).toMatchObject({ status: 'closed', closedAt });
      expect((await eventsOf(job.id, closedBefore.id)).filter((event) => event.type === 'job_post.closed')).toHaveLength(1);
    });

    it('deleting the job closes its live posts, which stay readable', async () => {
      const job = await createJob(t.api);
      const post = await publishedJobPost(t.api, job.id);
      expectSuccess(await t.api.delete(`/jobs/${job.id}`));
      expect(expectSuccess(await t.api.get(`/job-posts/${post.id}`)).status).toBe('closed');
      const [event] = (await t.db.query(`SELECT metadata FROM activity_events WHERE type = 'job_post.closed' AND entity_id = $1`, [job.id])) as Array<{
        metadata: any;
      }>;
      expect(event.metadata).toEqual({ jobPostId: post.id, fromStatus: 'live', toStatus: 'closed', jobStatus: 'closed', jobDeleted: true });
    });

    it('leaves live posts alone when the job changes without leaving open', async () => {
      const job = await createJob(t.api);
      const post = await publishedJobPost(t.api, job.id);
      expectSuccess(await t.api.patch(`/jobs/${job.id}`, { title: 'Renamed', status: 'open' }));
      expect((await t.api.get(`/job-posts/${post.id}`)).body.data.status).toBe('live');
    });

    it('a publish racing the job leaving open either loses (409) or is closed by it: never a live post of a job that is not open', async () => {
      for (let round = 0; round < 5; round++) {
        const job = await createJob(t.api);
        const post = await createJobPost(t.api, job.id);
        const [publish, hold] = await Promise.all([t.api.post(`/job-posts/${post.id}/publish`), t.api.patch(`/jobs/${job.id}`, { status: 'on_hold' })]);
        expect(hold.status).toBe(200);
        expect([200, 409]).toContain(publish.status);
        expect((await t.api.get(`/job-posts/${post.id}`)).body.data.status).not.toBe('live');
      }
    });
  });

  describe('change feed', () => {
    it('shows every change of a post as resourceType job_post with its current state, and { id, deleted: true } once deleted', async () => {
      const { cursor } = await readToEnd(t.api);
      const job = await createJob(t.api);
      const post = await publishedJobPost(t.api, job.id);
      await t.api.post(`/job-posts/${post.id}/close`);
      const current = expectSuccess(await t.api.get(`/job-posts/${post.id}`));
      const { changes } = await readToEnd(t.api, { cursor, resourceTypes: 'job_post' });
      expect(changes.map((change) => change.type)).toEqual(['job_post.created', 'job_post.published', 'job_post.closed']);
      for (const change of changes) expect(change).toMatchObject({ resourceType: 'job_post', resourceId: post.id, data: current });

      expectSuccess(await t.api.delete(`/job-posts/${post.id}`));
      const after = await readToEnd(t.api, { cursor, resourceTypes: 'job_post' });
      expect(after.changes.map((change) => change.type)).toEqual(['job_post.created', 'job_post.published', 'job_post.closed', 'job_post.deleted']);
      for (const change of after.changes) expect(change.data).toEqual({ id: post.id, deleted: true });
    });

    it('shows job_post changes only to keys with job_posts:read', async () => {
      const { cursor } = await readToEnd(t.api);
      const job = await createJob(t.api);
      await createJobPost(t.api, job.id);
      const withoutPosts = await t.factory.apiKey(['changes:read', 'jobs:read']);
      const withPosts = await t.factory.apiKey(['changes:read', 'job_posts:read']);
      expect((await readToEnd(t.as(withoutPosts.key), { cursor })).changes.map((change) => change.type)).toEqual(['job.created']);
      expect((await readToEnd(t.as(withPosts.key), { cursor })).changes.map((change) => change.type)).toEqual(['job_post.created']);
    });
  });
});
