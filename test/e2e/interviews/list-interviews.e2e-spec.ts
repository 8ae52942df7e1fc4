import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectForbidden, expectPage, expectSuccess, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { expectNewestFirst, walkPages } from '../../helpers/common';
import { INTERVIEW_KEYS, PipelineKit, scheduleInterview, type Application, type Job } from '../../kits/interviews-kit';

/** GET /api/v1/interviews with limit, cursor, applicationId, candidateId, jobId (all filters AND). */
describe('GET /interviews', () => {
  let t: TestApp;
  let kit: PipelineKit;
  let interviewer: Record<string, any>;
  let jobA: Job;
  let jobB: Job;
  let ann: string;
  let bob: string;
  /** ann→A, ann→B, bob→A */
  let annA: Application;
  let annB: Application;
  let bobA: Application;
  const all: Array<Record<string, any>> = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    kit = new PipelineKit(t);
    interviewer = await t.factory.user({ name: 'Ivy Interviewer' });
    [jobA, jobB] = [await kit.job(), await kit.job()];
    ann = (await t.factory.candidate({ firstName: 'Ann' })).id;
    bob = (await t.factory.candidate({ firstName: 'Bob' })).id;
    annA = await kit.application({ candidateId: ann, job: jobA });
    annB = await kit.application({ candidateId: ann, job: jobB });
    bobA = await kit.application({ candidateId: bob, job: jobA });
    // Interleaved so filters must pick rows out of the middle of the order.
    for (let round = 0; round < 5; round++) {
      for (const application of [annA, annB, bobA]) all.push(await scheduleInterview(t, application.id, interviewer.id, { title: `${round}` }));
    }
    expectSuccess(await t.api.post(`/interviews/${all[4].id}/cancel`));
    all[4] = expectSuccess(await t.api.get(`/interviews/${all[4].id}`));
    all.reverse();
  });
  afterAll(async () => t?.close());

  const list = (query: Record<string, string> = {}) => t.api.get('/interviews').query(query);
  const ids = (rows: Array<Record<string, any>>): string[] => rows.map((row) => row.id);

  it('lists every interview newest first with exactly the Interview fields; limit defaults to 20', async () => {
    const page = expectPage(await list(), 20);
    expect(page.hasMore).toBe(false);
    expect(page.items).toEqual(all);
    expectNewestFirst(page.items);
    for (const interview of page.items) expect(Object.keys(interview).sort()).toEqual(INTERVIEW_KEYS);
  });

  it('shows a canceled interview as canceled', async () => {
    const [canceled] = expectPage(await list({ applicationId: annB.id, limit: '100' }), 100).items.filter((row) => row.status === 'canceled');
    expect(canceled.id).toBe(all.find((row) => row.status === 'canceled')?.id);
  });

  it.each([
    ['applicationId', () => ({ applicationId: annA.id }), (row: any) => row.applicationId === annA.id],
    ['candidateId', () => ({ candidateId: ann }), (row: any) => row.candidateId === ann],
    ['jobId', () => ({ jobId: jobA.id }), (row: any) => row.jobId === jobA.id],
    ['candidateId and jobId', () => ({ candidateId: ann, jobId: jobA.id }), (row: any) => row.candidateId === ann && row.jobId === jobA.id],
    ['candidateId and jobId (other pair)', () => ({ candidateId: bob, jobId: jobA.id }), (row: any) => row.applicationId === bobA.id],
    ['applicationId and candidateId', () => ({ applicationId: annB.id, candidateId: ann }), (row: any) => row.applicationId === annB.id],
    ['all three', () => ({ applicationId: annB.id, candidateId: ann, jobId: jobB.id }), (row: any) => row.applicationId === annB.id],
  ])('filters by %s', async (_label, query, keep) => {
    const expected = all.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(expectPage(await list({ ...query(), limit: '100' }), 100).items)).toEqual(ids(expected));
  });

  it('returns nothing when the filters contradict each other', async () => {
    expect(expectPage(await list({ candidateId: bob, jobId: jobB.id }), 20).items).toEqual([]);
    expect(expectPage(await list({ applicationId: annA.id, candidateId: bob }), 20).items).toEqual([]);
    expect(expectPage(await list({ applicationId: annA.id, jobId: jobB.id }), 20).items).toEqual([]);
  });

  it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('returns an empty page for filters that name nothing (%s)', async (id) => {
    for (const filter of ['applicationId', 'candidateId', 'jobId']) {
      const page = expectPage(await list({ [filter]: id }), 20);
      expect(page.items).toEqual([]);
      expect(page.hasMore).toBe(false);
    }
  });

  it('matches filters given in upper case', async () => {
    expect(ids(expectPage(await list({ applicationId: annA.id.toUpperCase(), jobId: jobA.id.toUpperCase(), limit: '100' }), 100).items)).toEqual(
      ids(all.filter((row) => row.applicationId === annA.id)),
    );
  });

  it.each(['applicationId', 'candidateId', 'jobId'])('answers 422 for a %s that is not a UUID', async (filter) => {
    for (const value of ['abc', '0190a0b4-8a3e-9c2d-9f00-1234567890ab', '']) {
      expectValidationError(await list({ [filter]: value }), [{ location: 'query', path: filter }]);
    }
  });

  it('answers 422 for unknown query parameters, naming each', async () => {
    expectValidationError(await list({ status: 'scheduled' }), [{ location: 'query', path: 'status' }]);
    expectValidationError(await list({ interviewerId: interviewer.id, applicationID: annA.id }), [
      { location: 'query', path: 'interviewerId' },
      { location: 'query', path: 'applicationID' },
    ]);
  });

  describe('limit (1-100)', () => {
    it.each([1, 7, 100])('accepts %i', async (limit) => {
      const page = expectPage(await list({ limit: String(limit) }), limit);
      expect(page.items).toEqual(all.slice(0, limit));
      expect(page.hasMore).toBe(limit < all.length);
    });

    it.each(['0', '101', '1.5', 'abc', '-1', '', '1e1', ' 5'])('refuses %p', async (limit) => {
      expectValidationError(await list({ limit }), [{ location: 'query', path: 'limit' }]);
    });

    it('reports every broken query parameter at once', async () => {
      expectValidationError(await list({ limit: '0', jobId: 'x', candidateId: 'y' }), [
        { location: 'query', path: 'limit' },
        { location: 'query', path: 'jobId' },
        { location: 'query', path: 'candidateId' },
      ]);
    });
  });

  describe('cursor', () => {
    it.each([1, 2, 4, 15])('walks every interview with limit %i: no gaps, no duplicates, newest first', async (limit) => {
      const { rows, pages } = await walkPages(t.api, '/interviews', limit);
      expect(ids(rows)).toEqual(ids(all));
      expect(new Set(ids(rows)).size).toBe(rows.length);
      expect(pages).toBe(Math.ceil(all.length / limit));
    });

    it('walks a filtered list', async () => {
      const { rows } = await walkPages(t.api, '/interviews', 2, { candidateId: ann });
      expect(ids(rows)).toEqual(ids(all.filter((row) => row.candidateId === ann)));
    });

    it('keeps its place when interviews are scheduled while walking', async () => {
      const first = expectPage(await list({ limit: '5' }), 5);
      const fresh = await kit.application();
      const added = await scheduleInterview(t, fresh.id, interviewer.id);
      const second = expectPage(await list({ limit: '5', cursor: first.nextCursor as string }), 5);
      expect(ids([...first.items, ...second.items])).toEqual(ids(all.slice(0, 10)));
      all.unshift(added);
      expect(ids(expectPage(await list({ limit: '100' }), 100).items)).toEqual(ids(all));
    });

    it.each(['not-a-cursor', 'e30', Buffer.from('["2026-01-01T00:00:00.000Z","x"]').toString('base64url'), 'a'.repeat(201)])(
      'refuses the cursor %p',
      async (cursor) => {
        expectValidationError(await list({ cursor }), [{ location: 'query', path: 'cursor' }]);
      },
    );
  });

  it('needs interviews:read', async () => {
    const writeOnly = await t.factory.apiKey(['interviews:write', 'scorecards:read']);
    expectForbidden(await t.as(writeOnly.key).get('/interviews'), 'interviews:read');
    expectForbidden(await t.as(writeOnly.key).get('/interviews?limit=0'), 'interviews:read');
    expectUnauthorized(await t.as(undefined).get('/interviews'));
    const readOnly = await t.factory.apiKey(['interviews:read']);
    expect(expectPage(await t.as(readOnly.key).get('/interviews').query({ limit: '3' }), 3).items).toEqual(all.slice(0, 3));
  });

  it('is documented with its query parameters', async () => {
    const operation = (await t.api.get('/docs-json')).body.paths['/api/v1/interviews'].get;
    const parameters = Object.fromEntries(operation.parameters.map((parameter: any) => [parameter.name, parameter]));
    expect(Object.keys(parameters).sort()).toEqual(['On-Behalf-Of', 'applicationId', 'candidateId', 'cursor', 'jobId', 'limit', 'updatedAfter']);
    expect(parameters.limit.schema).toMatchObject({ minimum: 1, maximum: 100 });
    for (const name of ['applicationId', 'candidateId', 'jobId']) expect(parameters[name].schema).toMatchObject({ format: 'uuid' });
  });
});
