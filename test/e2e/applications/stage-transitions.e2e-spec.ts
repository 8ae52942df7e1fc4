import { expectError, expectForbidden, expectPage, expectSuccess } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { adminUser, UUID } from '../../helpers/common';
import { apply, createJob, type TestJob } from '../../kits/applications-kit';
import { sentOffer } from '../../kits/offers-kit';

const KEYS = ['actor', 'applicationId', 'at', 'fromStageId', 'fromStatus', 'id', 'jobId', 'toStageId', 'toStatus', 'via'];

/** GET /applications/{id}/stage-transitions and GET /stage-transitions (docs/api/reports.md#stage-history). */
describe('stage history', () => {
  let t: TestApp;
  let job: TestJob;
  let admin: { id: string; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    job = await createJob(t);
    admin = await adminUser(t.api);
  });
  afterAll(async () => t?.close());

  const historyOf = async (id: string) => expectSuccess(await t.api.get(`/applications/${id}/stage-transitions`)) as Array<Record<string, any>>;
  const brief = (rows: Array<Record<string, any>>) => rows.map((row) => [row.fromStageId, row.toStageId, row.fromStatus, row.toStatus, row.via]);

  it('records the creation, each move (a no-op move none) and the reject, oldest first, with the actor and the time of each change', async () => {
    const application = await apply(t, { jobId: job.id });
    const [s0, s1, s2] = job.stages.map((stage) => stage.id);
    const moved = expectSuccess(await t.api.post(`/applications/${application.id}/move`, { toStageId: s1 }));
    expectSuccess(await t.api.post(`/applications/${application.id}/move`, { toStageId: s1 }));
    expectSuccess(await t.api.post(`/applications/${application.id}/move`, { toStageId: s2 }));
    const rejected = expectSuccess(await t.api.post(`/applications/${application.id}/reject`));
    const response = await t.api.get(`/applications/${application.id}/stage-transitions`);
    const rows = expectSuccess(response);
    expect(response.body.meta).toEqual({});
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(KEYS);
      expect(row.id).toMatch(UUID);
      expect(row).toMatchObject({ applicationId: application.id, jobId: job.id, actor: admin });
    }
    expect(brief(rows)).toEqual([
      [null, s0, null, 'active', 'api'],
      [s0, s1, 'active', 'active', 'api'],
      [s1, s2, 'active', 'active', 'api'],
      [s2, s2, 'active', 'rejected', 'api'],
    ]);
    expect(rows[0].at).toBe(application.appliedAt);
    expect(rows[1].at).toBe(moved.updatedAt);
    expect(rows[3].at).toBe(rejected.updatedAt);
  });

  it('records a withdraw and a hire (the offer accepted) keeping the stage, a hire by the deciding user', async () => {
    const withdrawn = await apply(t, { jobId: job.id });
    expectSuccess(await t.api.post(`/applications/${withdrawn.id}/withdraw`));
    expect(brief(await historyOf(withdrawn.id))).toEqual([
      [null, job.stages[0].id, null, 'active', 'api'],
      [job.stages[0].id, job.stages[0].id, 'active', 'withdrawn', 'api'],
    ]);

    const user = await t.factory.user({ name: 'Hana Hiring' });
    const key = (await t.factory.apiKey(['offers:write'], { ownerId: user.id })).key;
    const hired = await apply(t, { jobId: job.id });
    expectSuccess(await t.api.post(`/applications/${hired.id}/move`, { toStageId: job.stages[3].id }));
    const offer = await sentOffer(t.api, hired.id);
    expectSuccess(await t.as(key).post(`/offers/${offer.id}/decision`, { decision: 'accepted' }));
    const rows = await historyOf(hired.id);
    expect(brief(rows)).toEqual([
      [null, job.stages[0].id, null, 'active', 'api'],
      [job.stages[0].id, job.stages[3].id, 'active', 'active', 'api'],
      [job.stages[3].id, job.stages[3].id, 'active', 'hired', 'api'],
    ]);
    expect(rows[2].actor).toEqual({ id: user.id, name: 'Hana Hiring' });
  });

  it('records nothing for a refused change (the transaction rolls back)', async () => {
    const application = await apply(t, { jobId: job.id });
    expectSuccess(await t.api.post(`/applications/${application.id}/reject`));
    expectError(await t.api.post(`/applications/${application.id}/move`, { toStageId: job.stages[1].id }), 409, 'INVALID_STATE');
    expectError(await t.api.post(`/applications/${application.id}/withdraw`), 409, 'INVALID_STATE');
    expect((await historyOf(application.id)).length).toBe(2);
  });

  it('records a merge (via merge, the merging user, stage and status kept) for each application that moves', async () => {
    const user = await t.factory.user({ name: 'Mo Merger' });
    const key = (await t.factory.apiKey(['candidates:write'], { ownerId: user.id })).key;
    const survivor = await t.factory.candidate();
    const duplicate = await t.factory.candidate();
    const application = await apply(t, { jobId: job.id, candidateId: duplicate.id });
    expectSuccess(await t.api.post(`/applications/${application.id}/move`, { toStageId: job.stages[2].id }));
    expectSuccess(await t.as(key).post(`/candidates/${survivor.id}/merge`, { duplicateId: duplicate.id }));
    const rows = await historyOf(application.id);
    expect(brief(rows)).toEqual([
      [null, job.stages[0].id, null, 'active', 'api'],
      [job.stages[0].id, job.stages[2].id, 'active', 'active', 'api'],
      [job.stages[2].id, job.stages[2].id, 'active', 'active', 'merge'],
    ]);
    expect(rows[2].actor).toEqual({ id: user.id, name: 'Mo Merger' });
  });

  it('answers 404 for an application that does not exist and 422 for a malformed id', async () => {
    expectError(await t.api.get('/applications/0190a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b/stage-transitions'), 404, 'NOT_FOUND');
    expectError(await t.api.get('/applications/nope/stage-transitions'), 422, 'VALIDATION_ERROR');
  });

  describe('GET /stage-transitions', () => {
    let other: TestJob;
    let ids: string[];
    beforeAll(async () => {
      other = await createJob(t);
      const first = await apply(t, { jobId: other.id });
      expectSuccess(await t.api.post(`/applications/${first.id}/move`, { toStageId: other.stages[1].id }));
      const second = await apply(t, { jobId: other.id });
      expectSuccess(await t.api.post(`/applications/${second.id}/reject`));
      ids = [...(await historyOf(first.id)), ...(await historyOf(second.id))].map((row) => row.id);
    });

    it("lists a job's transitions oldest first, in pages of `limit`, with a cursor", async () => {
      const first = expectPage(await t.api.get('/stage-transitions').query({ jobId: other.id, limit: '3' }), 3);
      expect(first.hasMore).toBe(true);
      const second = expectPage(await t.api.get('/stage-transitions').query({ jobId: other.id, limit: '3', cursor: first.nextCursor }), 3);
      expect(second).toMatchObject({ hasMore: false, nextCursor: null });
      expect([...first.items, ...second.items].map((row) => row.id)).toEqual(ids);
    });

    it('filters by from (inclusive), to (exclusive) and updatedAfter (strictly later)', async () => {
      const all = expectPage(await t.api.get('/stage-transitions').query({ jobId: other.id, limit: '1000' }), 1000).items;
      const pivot = all[2].at;
      const from = expectPage(await t.api.get('/stage-transitions').query({ jobId: other.id, from: pivot }), 20).items;
      expect(from.map((row) => row.id)).toEqual(all.filter((row) => row.at >= pivot).map((row) => row.id));
      const to = expectPage(await t.api.get('/stage-transitions').query({ jobId: other.id, to: pivot }), 20).items;
      expect(to.map((row) => row.id)).toEqual(all.filter((row) => row.at < pivot).map((row) => row.id));
      const after = expectPage(await t.api.get('/stage-transitions').query({ jobId: other.id, updatedAfter: pivot }), 20).items;
      expect(after.map((row) => row.id)).toEqual(all.filter((row) => row.at > pivot).map((row) => row.id));
    });

    it('answers 404 for a jobId that names no job, 422 for a bad limit, date-time or cursor', async () => {
      expectError(await t.api.get('/stage-transitions').query({ jobId: '0190a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b' }), 404, 'NOT_FOUND');
      for (const query of [
        { limit: '0' },
        { limit: '1001' },
        { limit: '1.5' },
        { from: '2026-11-21' },
        { to: 'yesterday' },
        { cursor: 'nope' },
        { jobId: 'x' },
      ]) {
        expectError(await t.api.get('/stage-transitions').query(query), 422, 'VALIDATION_ERROR');
      }
      expect(expectPage(await t.api.get('/stage-transitions').query({ limit: '1000' }), 1000).items.length).toBeGreaterThan(0);
    });

    it('needs applications:read', async () => {
      const key = (await t.factory.apiKey(['jobs:read'])).key;
      expectForbidden(await t.as(key).get('/stage-transitions'), 'applications:read');
      expectForbidden(await t.as(key).get(`/applications/${ids[0]}/stage-transitions`), 'applications:read');
      const reader = (await t.factory.apiKey(['applications:read'])).key;
      expect(expectPage(await t.as(reader).get('/stage-transitions').query({ jobId: other.id }), 20).items.length).toBe(4);
    });
  });
});
