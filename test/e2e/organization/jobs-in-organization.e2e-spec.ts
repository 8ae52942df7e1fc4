import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { createApplication } from '../../kits/pipeline-kit';

/** Jobs in departments and offices on the wire: fields, GET /jobs filters, reports (docs/api/organization.md#jobs-in-departments-and-offices). */
describe('jobs in departments and offices', () => {
  let t: TestApp;
  let root: string;
  let child: string;
  let region: string;
  let city: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    const node = async (path: string, parentId: string | null) => expectSuccess(await t.api.post(path, { name: 'Node', parentId }), 201).id as string;
    root = await node('/departments', null);
    child = await node('/departments', root);
    region = await node('/offices', null);
    city = await node('/offices', region);
  });
  afterAll(async () => t?.close());

  it('shows departmentId (null) and officeIds ([]) on every job, sets them on create and PATCH, and refuses unknown ones at their paths', async () => {
    const plain = expectSuccess(await t.api.post('/jobs', { title: 'Plain' }), 201);
    expect(plain).toMatchObject({ departmentId: null, officeIds: [] });
    const placed = expectSuccess(await t.api.post('/jobs', { title: 'Placed', departmentId: child, officeIds: [city] }), 201);
    expect(placed).toMatchObject({ departmentId: child, officeIds: [city] });
    expect(expectSuccess(await t.api.get(`/jobs/${placed.id}`))).toEqual(placed);
    expect(expectSuccess(await t.api.patch(`/jobs/${placed.id}`, { officeIds: [region, city] }))).toMatchObject({ officeIds: [region, city] });
    expectValidationError(await t.api.post('/jobs', { title: 'Bad', departmentId: UNKNOWN_UUID, officeIds: [city, UNKNOWN_UUID] }), [
      { location: 'body', path: 'departmentId' },
      { location: 'body', path: 'officeIds.1' },
    ]);
    expectValidationError(await t.api.post('/jobs', { title: 'Bad', officeIds: [city, city] }), [{ location: 'body', path: 'officeIds' }]);
    expectValidationError(await t.api.patch(`/jobs/${placed.id}`, { officeIds: Array.from({ length: 21 }, () => city) }), [
      { location: 'body', path: 'officeIds' },
    ]);
  });

  it('filters GET /jobs by department and office with their descendants; an unknown one is 422 at the query parameter', async () => {
    const job = expectSuccess(await t.api.post('/jobs', { title: 'Filtered', departmentId: child, officeIds: [city] }), 201);
    const ids = async (query: Record<string, string>) => expectPage(await t.api.get('/jobs').query({ limit: 100, ...query }), 100).items.map((row) => row.id);
    expect(await ids({ departmentId: root })).toContain(job.id);
    expect(await ids({ officeId: region })).toContain(job.id);
    expect(await ids({ officeId: region, status: 'closed' })).toEqual([]);
    expectValidationError(await t.api.get('/jobs').query({ departmentId: UNKNOWN_UUID, officeId: root }), [
      { location: 'query', path: 'departmentId' },
      { location: 'query', path: 'officeId' },
    ]);
  });

  it('narrows the reports to a department or office with its descendants; an unknown one is 404', async () => {
    const job = expectSuccess(await t.api.post('/jobs', { title: 'Reported', departmentId: child, officeIds: [city] }), 201);
    await createApplication(t, { jobId: job.id });
    await createApplication(t, { jobId: job.id });
    await createApplication(t);
    const total = async (query: Record<string, string>) =>
      (expectSuccess(await t.api.get('/reports/sources').query(query)) as Array<{ applications: number }>).reduce((sum, row) => sum + row.applications, 0);
    const inRoot = await total({ departmentId: root });
    expect(inRoot).toBeGreaterThanOrEqual(2);
    expect(await total({ departmentId: root, officeId: city, jobId: job.id })).toBe(2);
    expect(await total({})).toBeGreaterThan(inRoot);
    expectError(await t.api.get('/reports/time-to-hire').query({ departmentId: UNKNOWN_UUID }), 404, 'NOT_FOUND');
    expectError(await t.api.get('/reports/offers').query({ officeId: root }), 404, 'NOT_FOUND');
  });

  it('counts the jobs that hold a department in its 409', async () => {
    const lone = expectSuccess(await t.api.post('/departments', { name: 'Lone' }), 201);
    await t.api.post('/jobs', { title: 'Holder', departmentId: lone.id });
    expect(expectError(await t.api.delete(`/departments/${lone.id}`), 409, 'CONFLICT').details).toEqual({ jobs: 1, children: 0 });
  });
});
