import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectForbidden, expectPage, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { adminUser, expectNewestFirst, walkPages } from '../../helpers/common';
import { PipelineKit, SCORECARD_KEYS, submitScorecard, type Application, type Job } from '../../kits/interviews-kit';

/** GET /api/v1/scorecards with limit, cursor, candidateId, applicationId (filters AND). */
describe('GET /scorecards', () => {
  let t: TestApp;
  let kit: PipelineKit;
  let admin: { id: string; name: string };
  let job: Job;
  let anna: string;
  let appOne: Application;
  let appTwo: Application;
  let appThree: Application;
  const listed: Array<Record<string, any>> = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    kit = new PipelineKit(t);
    admin = await adminUser(t.api);
    job = await kit.job(['Applied', 'Phone screen', 'Onsite']);
    anna = (await t.factory.candidate({ firstName: 'Anna' })).id;
    appOne = await kit.application({ candidateId: anna, job });
    appTwo = await kit.application({ candidateId: anna });
    appThree = await kit.application({ job });
    for (let round = 0; round < 4; round++) {
      for (const app of [appOne, appTwo, appThree]) listed.push(await submitScorecard(t, app.id, { comment: `${round}` }));
    }
    listed.reverse();
  });
  afterAll(async () => t?.close());

  const list = (query: Record<string, string> = {}) => t.api.get('/scorecards').query(query);
  const ids = (rows: Array<Record<string, any>>): string[] => rows.map((row) => row.id);

  it('lists scorecards newest first with exactly the Scorecard fields; limit defaults to 20', async () => {
    const page = expectPage(await list(), 20);
    expect(page.items).toEqual(listed);
    expect(page.hasMore).toBe(false);
    expectNewestFirst(page.items);
    for (const scorecard of page.items) expect(Object.keys(scorecard).sort()).toEqual(SCORECARD_KEYS);
  });

  it.each([
    ['candidateId', () => ({ candidateId: anna }), (row: any) => row.candidateId === anna],
    ['applicationId', () => ({ applicationId: appTwo.id }), (row: any) => row.applicationId === appTwo.id],
    ['both', () => ({ candidateId: anna, applicationId: appOne.id }), (row: any) => row.applicationId === appOne.id],
    ['both, in upper case', () => ({ candidateId: anna.toUpperCase(), applicationId: appOne.id.toUpperCase() }), (row: any) => row.applicationId === appOne.id],
  ])('filters by %s', async (_label, query, keep) => {
    const expected = listed.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(expectPage(await list({ ...query(), limit: '100' }), 100).items)).toEqual(ids(expected));
  });

  it('returns nothing when the filters contradict each other or name nothing', async () => {
    expect(expectPage(await list({ candidateId: anna, applicationId: appThree.id }), 20).items).toEqual([]);
    for (const id of [NIL_UUID, MAX_UUID, UNKNOWN_UUID]) {
      expect(expectPage(await list({ candidateId: id }), 20).items).toEqual([]);
      expect(expectPage(await list({ applicationId: id }), 20).items).toEqual([]);
    }
  });

  it.each(['candidateId', 'applicationId'])('answers 422 for a %s that is not a UUID', async (filter) => {
    for (const value of ['abc', '', '0190a0b4-8a3e-0c2d-9f00-1234567890ab'])
      expectValidationError(await list({ [filter]: value }), [{ location: 'query', path: filter }]);
  });

  it('answers 422 for unknown query parameters', async () => {
    expectValidationError(await list({ stageId: job.stages[0].id }), [{ location: 'query', path: 'stageId' }]);
    expectValidationError(await list({ authorId: admin.id }), [{ location: 'query', path: 'authorId' }]);
  });

  it.each([1, 5, 100])('accepts limit %i', async (limit) => {
    const page = expectPage(await list({ limit: String(limit) }), limit);
    expect(page.items).toEqual(listed.slice(0, limit));
  });

  it.each(['0', '101', '2.5', 'ten', '-3'])('refuses limit %p', async (limit) => {
    expectValidationError(await list({ limit }), [{ location: 'query', path: 'limit' }]);
  });

  it.each([1, 5, 12])('walks every scorecard with limit %i: no gaps, no duplicates', async (limit) => {
    const { rows, pages } = await walkPages(t.api, '/scorecards', limit);
    expect(ids(rows)).toEqual(ids(listed));
    expect(pages).toBe(Math.ceil(listed.length / limit));
  });

  it('walks a filtered list', async () => {
    const { rows } = await walkPages(t.api, '/scorecards', 3, { candidateId: anna });
    expect(ids(rows)).toEqual(ids(listed.filter((row) => row.candidateId === anna)));
  });

  it.each(['garbage', Buffer.from('[1,2]').toString('base64url')])('refuses the cursor %p', async (cursor) => {
    expectValidationError(await list({ cursor }), [{ location: 'query', path: 'cursor' }]);
  });

  it('needs scorecards:read', async () => {
    const writeOnly = await t.factory.apiKey(['scorecards:write', 'interviews:read']);
    expectForbidden(await t.as(writeOnly.key).get('/scorecards'), 'scorecards:read');
    expectUnauthorized(await t.as(undefined).get('/scorecards'));
    const readOnly = await t.factory.apiKey(['scorecards:read']);
    expect(expectPage(await t.as(readOnly.key).get('/scorecards').query({ limit: '2' }), 2).items).toEqual(listed.slice(0, 2));
  });

  it('is documented with its query parameters', async () => {
    const operation = (await t.api.get('/docs-json')).body.paths['/api/v1/scorecards'].get;
    const parameters = Object.fromEntries(operation.parameters.map((parameter: any) => [parameter.name, parameter]));
    expect(Object.keys(parameters).sort()).toEqual(['On-Behalf-Of', 'applicationId', 'candidateId', 'cursor', 'limit', 'updatedAfter']);
    expect(parameters.limit.schema).toMatchObject({ minimum: 1, maximum: 100 });
  });
});
