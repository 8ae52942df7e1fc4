import { expectError, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apply, createJob, deleteJob, expectApplicationShape, type TestJob } from '../../kits/applications-kit';
import { walkPages } from '../../helpers/common';

const ids = (rows: Array<Record<string, any>>): string[] => rows.map((row) => row.id);
const newestFirst = (rows: Array<Record<string, any>>) =>
  [...rows].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));

/** GET /applications/{id} and GET /applications (docs/api/resources.md#applications). */
describe('reading applications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  describe('GET /applications/{id}', () => {
    it('returns the application with exactly the spec fields', async () => {
      const application = await apply(t);
      const response = await t.api.get(`/applications/${application.id}`);
      expect(expectSuccess(response)).toEqual(application);
      expect(response.body.meta).toEqual({});
      expectApplicationShape(response.body.data);
    });

    it('accepts the id in upper case', async () => {
      const application = await apply(t);
      expect(expectSuccess(await t.api.get(`/applications/${application.id.toUpperCase()}`))).toEqual(application);
    });

    it.each([NIL_UUID, MAX_UUID, MAX_UUID.toUpperCase(), UNKNOWN_UUID])('answers 404 NOT_FOUND for the unknown id %s', async (id) => {
      const error = expectError(await t.api.get(`/applications/${id}`), 404, 'NOT_FOUND');
      expect(error.message).toContain('Application');
    });

    it('answers 404 for the id of another kind of resource', async () => {
      const candidate = await t.factory.candidate();
      const job = await createJob(t);
      for (const id of [candidate.id, job.id, job.stages[0].id]) expectError(await t.api.get(`/applications/${id}`), 404, 'NOT_FOUND');
    });

    it('keeps the applications of a deleted job readable', async () => {
      const job = await createJob(t);
      const application = await apply(t, { jobId: job.id });
      await deleteJob(t, job.id);
      expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toEqual(application);
      expect(ids(expectPage(await t.api.get('/applications').query({ jobId: job.id }), 20).items)).toEqual([application.id]);
    });
  });

  describe('GET /applications filters', () => {
    let jobA: TestJob;
    let jobB: TestJob;
    let ada: string;
    let bob: string;
    const all: Array<Record<string, any>> = [];
    const current = (id: string) => all.find((row) => row.id === id) as Record<string, any>;

    beforeAll(async () => {
      jobA = await createJob(t);
      jobB = await createJob(t);
      ada = (await t.factory.candidate()).id;
      bob = (await t.factory.candidate()).id;
      const carl = (await t.factory.candidate()).id;
      for (const [candidateId, jobId] of [
        [ada, jobA.id],
        [ada, jobB.id],
        [bob, jobA.id],
        [bob, jobB.id],
        [carl, jobA.id],
      ]) {
        all.push(await apply(t, { candidateId, jobId }));
      }
      // ada@A moves to Screen, bob@A is rejected, bob@B withdrawn; carl@A moves to Screen and is rejected there.
      const replace = (row: Record<string, any>) =>
        all.splice(
          all.findIndex((old) => old.id === row.id),
          1,
          row,
        );
      replace(expectSuccess(await t.api.post(`/applications/${all[0].id}/move`, { toStageId: jobA.stages[1].id })));
      replace(expectSuccess(await t.api.post(`/applications/${all[2].id}/reject`)));
      replace(expectSuccess(await t.api.post(`/applications/${all[3].id}/withdraw`)));
      replace(expectSuccess(await t.api.post(`/applications/${all[4].id}/move`, { toStageId: jobA.stages[1].id })));
      replace(expectSuccess(await t.api.post(`/applications/${all[4].id}/reject`)));
    });

    const list = async (query: Record<string, string>) => expectPage(await t.api.get('/applications').query(query), 20).items;
    const expected = (keep: (row: Record<string, any>) => boolean) => newestFirst(all.filter(keep));

    // Earlier tests in this file made applications too: unfiltered lists are checked on this fixture's rows.
    const ours = (rows: Array<Record<string, any>>) => rows.filter((row) => all.some((mine) => mine.id === row.id));

    it('lists everything newest first, with current states', async () => {
      const rows = expectPage(await t.api.get('/applications').query({ limit: '100' }), 100).items;
      expect(ours(rows)).toEqual(newestFirst(all));
      expect(rows).toEqual(newestFirst(rows));
      for (const row of rows) expectApplicationShape(row);
      expect(current(all[2].id).status).toBe('rejected');
    });

    it('filters by jobId', async () => {
      expect(await list({ jobId: jobA.id })).toEqual(expected((row) => row.jobId === jobA.id));
      expect(await list({ jobId: jobB.id })).toEqual(expected((row) => row.jobId === jobB.id));
    });

    it('filters by candidateId', async () => {
      expect(await list({ candidateId: ada })).toEqual(expected((row) => row.candidateId === ada));
      expect(await list({ candidateId: bob })).toEqual(expected((row) => row.candidateId === bob));
    });

    it('filters by stageId: the stage applications are in now', async () => {
      expect(ids(await list({ stageId: jobA.stages[1].id }))).toEqual(ids(expected((row) => row.currentStageId === jobA.stages[1].id)));
      expect(ids(await list({ stageId: jobA.stages[1].id })).sort()).toEqual([all[0].id, all[4].id].sort());
      expect(ids(await list({ stageId: jobA.stages[0].id }))).toEqual([all[2].id]);
      expect(await list({ stageId: jobA.stages[4].id })).toEqual([]);
    });

    it.each(['active', 'rejected', 'withdrawn', 'hired'])('filters by status %s', async (status) => {
      const rows = expectPage(await t.api.get('/applications').query({ status, limit: '100' }), 100).items;
      expect(rows.every((row) => row.status === status)).toBe(true);
      expect(ours(rows)).toEqual(expected((row) => row.status === status));
    });

    it('combines filters with AND', async () => {
      expect(ids(await list({ jobId: jobA.id, candidateId: ada }))).toEqual([all[0].id]);
      expect(ids(await list({ jobId: jobA.id, status: 'rejected' }))).toEqual(ids(expected((row) => row.jobId === jobA.id && row.status === 'rejected')));
      expect(ids(await list({ stageId: jobA.stages[1].id, status: 'active' }))).toEqual([all[0].id]);
      expect(ids(await list({ stageId: jobA.stages[1].id, status: 'rejected', candidateId: bob }))).toEqual([]);
      expect(ids(await list({ jobId: jobB.id, candidateId: bob, status: 'withdrawn', stageId: jobB.stages[0].id }))).toEqual([all[3].id]);
      expect(await list({ jobId: jobB.id, stageId: jobA.stages[0].id })).toEqual([]);
    });

    it('accepts filter ids in upper case', async () => {
      expect(ids(await list({ jobId: jobB.id.toUpperCase(), candidateId: ada.toUpperCase() }))).toEqual([all[1].id]);
    });

    it('answers an empty page for well-formed ids that name nothing', async () => {
      for (const id of [NIL_UUID, MAX_UUID, UNKNOWN_UUID]) {
        for (const filter of ['jobId', 'candidateId', 'stageId']) {
          const page = expectPage(await t.api.get('/applications').query({ [filter]: id }), 20);
          expect(page.items).toEqual([]);
          expect(page.hasMore).toBe(false);
        }
      }
    });

    it.each([
      ['an unknown status', { status: 'open' }, ['status']],
      ['a status in capitals', { status: 'ACTIVE' }, ['status']],
      ['an empty status', { status: '' }, ['status']],
      ['a malformed jobId', { jobId: 'abc' }, ['jobId']],
      ['a malformed candidateId', { candidateId: '0190a0b4-8a3e-9c2d-9f00-1234567890ab' }, ['candidateId']],
      ['a malformed stageId', { stageId: '0190a0b4-8a3e-7c2d-cf00-1234567890ab' }, ['stageId']],
      ['an unknown parameter', { job: UNKNOWN_UUID }, ['job']],
      ['a cursor this API did not issue', { cursor: 'bm90LWEtY3Vyc29y' }, ['cursor']],
      [
        'every broken rule at once',
        { jobId: 'x', candidateId: 'y', stageId: 'z', status: 'w', limit: '0', sort: 'asc' },
        ['jobId', 'candidateId', 'stageId', 'status', 'limit', 'sort'],
      ],
    ])('answers 422 for %s', async (_label, query, paths) => {
      expectValidationError(
        await t.api.get('/applications').query(query),
        paths.map((path) => ({ location: 'query' as const, path })),
      );
    });

    it('answers 422 for a repeated filter', async () => {
      expectValidationError(await t.api.get(`/applications?jobId=${jobA.id}&jobId=${jobB.id}`), [{ location: 'query', path: 'jobId' }]);
    });
  });

  describe('GET /applications pagination', () => {
    let job: TestJob;
    const created: Array<Record<string, any>> = [];
    beforeAll(async () => {
      job = await createJob(t);
      for (let index = 0; index < 23; index++) created.push(await apply(t, { jobId: job.id }));
    });

    it('defaults to 20 rows, newest first, and says there are more', async () => {
      const page = expectPage(await t.api.get('/applications').query({ jobId: job.id }), 20);
      expect(page.items).toHaveLength(20);
      expect(page.hasMore).toBe(true);
      expect(ids(page.items)).toEqual(ids([...created].reverse().slice(0, 20)));
    });

    it.each([1, 100])('accepts limit=%i', async (limit) => {
      const page = expectPage(await t.api.get('/applications').query({ jobId: job.id, limit: String(limit) }), limit);
      expect(page.items).toHaveLength(Math.min(limit, 23));
      expect(page.hasMore).toBe(limit < 23);
    });

    it('walks every page once, newest first, without gaps or duplicates', async () => {
      for (const limit of [1, 5, 7, 23]) {
        const { rows, pages } = await walkPages(t.api, '/applications', limit, { jobId: job.id });
        expect(pages).toBe(Math.ceil(23 / limit));
        expect(rows).toEqual([...created].reverse());
      }
    });

    it('keeps the filter and the position while new applications arrive', async () => {
      const first = expectPage(await t.api.get('/applications').query({ jobId: job.id, limit: '10' }), 10);
      const late = await apply(t, { jobId: job.id });
      const rest: Array<Record<string, any>> = [];
      let cursor = first.nextCursor;
      while (cursor !== null) {
        const page = expectPage(await t.api.get('/applications').query({ jobId: job.id, limit: '10', cursor }), 10);
        rest.push(...page.items);
        cursor = page.nextCursor;
      }
      expect(ids([...first.items, ...rest])).toEqual(ids([...created].reverse()));
      expect(ids(rest)).not.toContain(late.id);
      expect(ids(expectPage(await t.api.get('/applications').query({ jobId: job.id, limit: '1' }), 1).items)).toEqual([late.id]);
    });
  });
});
