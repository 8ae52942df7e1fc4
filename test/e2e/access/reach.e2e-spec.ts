import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createApplication, createInterview, createJob } from '../../kits/pipeline-kit';
import { createOffer } from '../../kits/offers-kit';
import { createJobPost, publishedJobPost } from '../../kits/job-posts-kit';
import { rawRequest } from '../../helpers/api-client';

/**
 * Reach (docs/api/access.md): a hiring manager on the team of job A only, against records of job B and a
 * candidate without an application. Each expectation fails if the rule it names broke.
 */
describe('access: reach', () => {
  let t: TestApp;
  let manager: { id: string; key: string };
  let teamInterviewer: { id: string; key: string };
  let recruiter: { id: string; key: string };
  let jobA: string;
  let jobB: string;
  let candidateA: Record<string, any>;
  let candidateB: Record<string, any>;
  let unapplied: Record<string, any>;
  let applicationA: Record<string, any>;
  let applicationB: Record<string, any>;
  const surname = `Reachable${randomBytes(4).toString('hex')}`;

  const userWithKey = async (role: string) => {
    const user = await t.factory.user({ role });
    return { id: user.id as string, key: (await t.factory.apiKey(['*'], { ownerId: user.id })).key as string };
  };
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp();
    manager = await userWithKey('hiring_manager');
    teamInterviewer = await userWithKey('interviewer');
    recruiter = await userWithKey('recruiter');
    jobA = (await createJob(t)).id;
    jobB = (await createJob(t)).id;
    const team = {
      members: [
        { userId: manager.id, role: 'hiring_manager' },
        { userId: teamInterviewer.id, role: 'interviewer' },
      ],
    };
    expect((await t.api.put(`/jobs/${jobA}/hiring-team`, team)).status).toBe(200);
    candidateA = await t.factory.candidate({ lastName: surname });
    candidateB = await t.factory.candidate({ lastName: surname });
    unapplied = await t.factory.candidate({ lastName: surname });
    applicationA = await createApplication(t, { candidateId: candidateA.id, jobId: jobA });
    applicationB = await createApplication(t, { candidateId: candidateB.id, jobId: jobB });
  });
  afterAll(async () => t?.close());

  it('GET by id: the team job, its application and candidate are 200; job B, its records and a candidate without application are 404', async () => {
    const as = t.as(manager.key);
    expect((await as.get(`/jobs/${jobA}`)).status).toBe(200);
    expect((await as.get(`/applications/${applicationA.id}`)).status).toBe(200);
    expect((await as.get(`/candidates/${candidateA.id}`)).status).toBe(200);
    for (const path of [`/jobs/${jobB}`, `/applications/${applicationB.id}`, `/candidates/${candidateB.id}`, `/candidates/${unapplied.id}`]) {
      const response = await as.get(path);
      expect({ path, status: response.status, code: response.body.error?.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
    }
  });

  it('a recruiter reaches a candidate without an application; the admin key reaches everything', async () => {
    expect((await t.as(recruiter.key).get(`/candidates/${unapplied.id}`)).status).toBe(200);
    expect((await t.as(recruiter.key).get(`/candidates/${candidateB.id}`)).status).toBe(200);
    for (const path of [`/jobs/${jobB}`, `/applications/${applicationB.id}`, `/candidates/${unapplied.id}`]) expect((await t.api.get(path)).status).toBe(200);
  });

  it('writes naming an unreached record are 404, never 403', async () => {
    const as = t.as(manager.key);
    expect((await as.patch(`/candidates/${candidateB.id}`, { headline: 'x' })).status).toBe(404);
    expect((await as.post(`/applications/${applicationB.id}/reject`)).status).toBe(404);
    expect((await as.patch(`/jobs/${jobB}`, { title: 'x' })).status).toBe(404);
    expect((await as.post(`/candidates/${candidateB.id}/notes`, { body: 'hello' })).status).toBe(404);
    expect((await as.post(`/candidates/${candidateB.id}/tags`, { label: 'x' })).status).toBe(404);
    expect((await as.get(`/candidates/${candidateB.id}/notes`)).status).toBe(404);
    expect((await as.get(`/candidates/${candidateB.id}/documents`)).status).toBe(404);
    expect((await as.get(`/applications/${applicationB.id}/stage-transitions`)).status).toBe(404);
    expect((await t.api.get(`/applications/${applicationB.id}`)).body.data.status).toBe('active');
  });

  it('a body field naming an unreached record is 422 at its path, as if it did not exist', async () => {
    const as = t.as(manager.key);
    const application = await as.post('/applications', { candidateId: candidateA.id, jobId: jobB, source: 'referral' });
    expect(application.status).toBe(422);
    expect(application.body.error.details).toEqual([expect.objectContaining({ location: 'body', path: 'jobId' })]);
    const task = await as.post('/tasks', { title: 'Call', candidateId: candidateB.id });
    expect(task.status).toBe(422);
    expect(task.body.error.details).toEqual([expect.objectContaining({ path: 'candidateId' })]);
  });

  it('lists and q search leave out unreached records', async () => {
    const as = t.as(manager.key);
    const candidates = ids((await as.get('/candidates?limit=100')).body.data);
    expect(candidates).toContain(candidateA.id);
    expect(candidates).not.toContain(candidateB.id);
    expect(candidates).not.toContain(unapplied.id);
    expect(ids((await as.get(`/candidates?q=${surname}`)).body.data)).toEqual([candidateA.id]);
    expect(ids((await t.api.get(`/candidates?q=${surname}`)).body.data).sort()).toEqual([candidateA.id, candidateB.id, unapplied.id].sort());
    const applications = ids((await as.get('/applications?limit=100')).body.data);
    expect(applications).toEqual([applicationA.id]);
    expect(ids((await as.get(`/applications?jobId=${jobB}`)).body.data)).toEqual([]);
    expect(ids((await as.get('/jobs?limit=100')).body.data)).toEqual([jobA]);
  });

  it('interviews and scorecards of job B are absent; offers are not reached through team role interviewer', async () => {
    const interviewB = await createInterview(t, { applicationId: applicationB.id });
    const interviewA = await createInterview(t, { applicationId: applicationA.id });
    const as = t.as(manager.key);
    expect((await as.get(`/interviews/${interviewB.id}`)).status).toBe(404);
    expect((await as.get(`/interviews/${interviewA.id}`)).status).toBe(200);
    expect(ids((await as.get('/interviews?limit=100')).body.data)).toEqual([interviewA.id]);
    const offer = await createOffer(t.api, applicationA.id);
    expect((await as.get(`/offers/${offer.id}`)).status).toBe(200);
    expect((await t.as(teamInterviewer.key).get(`/offers/${offer.id}`)).status).toBe(404);
    expect(ids((await t.as(teamInterviewer.key).get('/offers?limit=100')).body.data)).toEqual([]);
    expect((await t.as(teamInterviewer.key).get(`/applications/${applicationA.id}`)).status).toBe(200);
    const refused = await t
      .as(teamInterviewer.key)
      .post('/offers', { applicationId: applicationA.id, title: 'Offer', salaryAmount: 1, currency: 'EUR', salaryPeriod: 'year' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual([expect.objectContaining({ path: 'applicationId' })]);
  });

  it('tasks: linked to reached records, or owned or created by the user', async () => {
    const linkedB = (await t.api.post('/tasks', { title: 'B', candidateId: candidateB.id })).body.data;
    const ownedB = (await t.api.post('/tasks', { title: 'Mine', candidateId: candidateB.id, ownerId: manager.id })).body.data;
    const linkedA = (await t.api.post('/tasks', { title: 'A', applicationId: applicationA.id })).body.data;
    const as = t.as(manager.key);
    expect((await as.get(`/tasks/${linkedB.id}`)).status).toBe(404);
    expect((await as.get(`/tasks/${ownedB.id}`)).status).toBe(200);
    expect((await as.get(`/tasks/${linkedA.id}`)).status).toBe(200);
    expect(ids((await as.get('/tasks?limit=100')).body.data).sort()).toEqual([ownedB.id, linkedA.id].sort());
  });

  it('pool entries of unreached candidates are absent', async () => {
    const pool = (await t.api.post('/talent-pools', { name: `Pool ${surname}` })).body.data;
    await t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId: candidateA.id });
    await t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId: candidateB.id });
    const entries = (await t.as(manager.key).get(`/talent-pools/${pool.id}/entries`)).body.data;
    expect(entries.map((entry: { candidateId: string }) => entry.candidateId)).toEqual([candidateA.id]);
    expect((await t.as(manager.key).post(`/talent-pools/${pool.id}/entries`, { candidateId: unapplied.id })).status).toBe(422);
  });

  it('upsert of an unreached email is 409; merge naming one is 404 in the path, 422 in the body; duplicates leave it out', async () => {
    const as = t.as(manager.key);
    const upsert = await as.post('/candidates/upsert', { firstName: 'Ada', lastName: surname, email: candidateB.email });
    expect(upsert.status).toBe(409);
    expect(upsert.body.error.code).toBe('CONFLICT');
    expect((await as.post(`/candidates/${candidateB.id}/merge`, { duplicateId: candidateA.id })).status).toBe(404);
    const body = await as.post(`/candidates/${candidateA.id}/merge`, { duplicateId: candidateB.id });
    expect(body.status).toBe(422);
    expect(body.body.error.details).toEqual([expect.objectContaining({ path: 'duplicateId' })]);
    const duplicates = (await as.get(`/candidates/${candidateA.id}/duplicates`)).body.data.map((row: { id: string }) => row.id);
    expect(duplicates).not.toContain(candidateB.id);
    expect((await as.get(`/candidates/${candidateB.id}/duplicates`)).status).toBe(404);
  });

  it('job posts of job B are absent for the key (404 by id, left out of lists and the change feed); the careers site still lists them', async () => {
    const board = `reach-${randomBytes(3).toString('hex')}`;
    const postA = await createJobPost(t.api, jobA, { boards: [board] });
    const postB = await publishedJobPost(t.api, jobB, { boards: [board] });
    const as = t.as(manager.key);
    expect((await as.get(`/job-posts/${postA.id}`)).status).toBe(200);
    for (const [method, path] of [
      ['get', `/job-posts/${postB.id}`],
      ['patch', `/job-posts/${postB.id}`],
      ['post', `/job-posts/${postB.id}/close`],
      ['delete', `/job-posts/${postB.id}`],
    ] as const) {
      const response = method === 'patch' ? await as.patch(path, { content: 'x' }) : await as[method](path);
      expect({ method, path, status: response.status, code: response.body.error?.code }).toEqual({ method, path, status: 404, code: 'NOT_FOUND' });
    }
    expect(ids((await as.get(`/job-posts?board=${board}`)).body.data)).toEqual([postA.id]);
    expect(ids((await as.get(`/job-posts?jobId=${jobB}`)).body.data)).toEqual([]);
    expect(ids((await t.api.get(`/job-posts?board=${board}`)).body.data).sort()).toEqual([postA.id, postB.id].sort());
    const changes = (await as.get('/changes?limit=1000&resourceTypes=job_post')).body.data.map((change: { resourceId: string }) => change.resourceId);
    expect(changes).toContain(postA.id);
    expect(changes).not.toContain(postB.id);
    // The public routes take no key and list every live post (docs/api/careers.md#public-routes).
    const server = t.app.getHttpServer();
    expect(ids((await rawRequest(server).get(`/api/v1/public/job-posts?board=${board}`)).body.data)).toEqual([postB.id]);
    expect((await rawRequest(server).get(`/api/v1/public/job-posts/${postB.id}`)).status).toBe(200);
    expect((await t.api.get(`/job-posts/${postB.id}`)).body.data.status).toBe('live');
  });

  it("a merged-away id whose survivor is out of reach is 404, not a redirect naming the survivor; a reached survivor's is 308", async () => {
    const survivorB = await t.factory.candidate({ lastName: surname });
    const duplicateB = await t.factory.candidate({ lastName: surname });
    await createApplication(t, { candidateId: survivorB.id, jobId: jobB });
    expect((await t.api.post(`/candidates/${survivorB.id}/merge`, { duplicateId: duplicateB.id })).status).toBe(200);
    const as = t.as(manager.key);
    for (const path of [`/candidates/${duplicateB.id}`, `/candidates/${duplicateB.id}/notes`, `/candidates/${duplicateB.id}/documents`]) {
      const response = await as.get(path);
      expect({ path, status: response.status, code: response.body.error?.code, location: response.headers.location }).toEqual({
        path,
        status: 404,
        code: 'NOT_FOUND',
        location: undefined,
      });
    }
    expect(JSON.stringify((await as.get(`/candidates/${duplicateB.id}`)).body)).not.toContain(survivorB.id);
    // A body field naming it: 422, as if it did not exist.
    const merge = await as.post(`/candidates/${candidateA.id}/merge`, { duplicateId: duplicateB.id });
    expect(merge.status).toBe(422);
    expect(JSON.stringify(merge.body)).not.toContain(survivorB.id);
    expect((await t.api.get(`/candidates/${duplicateB.id}`)).status).toBe(308);
    const duplicateA = await t.factory.candidate({ lastName: surname });
    expect((await t.api.post(`/candidates/${candidateA.id}/merge`, { duplicateId: duplicateA.id })).status).toBe(200);
    const redirected = await as.get(`/candidates/${duplicateA.id}`);
    expect({ status: redirected.status, mergedIntoId: redirected.body.error?.details?.mergedIntoId }).toEqual({ status: 308, mergedIntoId: candidateA.id });
  });

  it('the activity feed and the change feed leave out job B and its records', async () => {
    const as = t.as(manager.key);
    const activity = (await as.get('/activity-events?limit=100')).body.data.map((event: { entityId: string }) => event.entityId);
    expect(activity).toContain(applicationA.id);
    for (const id of [applicationB.id, candidateB.id, unapplied.id, jobB]) expect(activity).not.toContain(id);
    expect((await as.get(`/activity-events?entityId=${candidateB.id}`)).body.data).toEqual([]);
    const changes = (await as.get('/changes?limit=1000')).body.data.map((change: { resourceId: string }) => change.resourceId);
    expect(changes).toContain(applicationA.id);
    for (const id of [applicationB.id, candidateB.id, unapplied.id, jobB]) expect(changes).not.toContain(id);
    const all = (await t.api.get('/changes?limit=1000')).body.data.map((change: { resourceId: string }) => change.resourceId);
    expect(all).toContain(applicationB.id);
  });

  it('stage transitions and reports cover reached jobs; a jobId out of reach is 404', async () => {
    const as = t.as(manager.key);
    expect((await as.get(`/stage-transitions?jobId=${jobB}`)).status).toBe(404);
    const transitions = (await as.get('/stage-transitions?limit=1000')).body.data.map((row: { jobId: string }) => row.jobId);
    expect(new Set(transitions)).toEqual(new Set([jobA]));
    expect((await as.get(`/reports/funnel?jobId=${jobB}`)).status).toBe(404);
    expect((await as.get(`/reports/sources?jobId=${jobB}`)).status).toBe(404);
    expect((await as.get(`/reports/funnel?jobId=${jobA}`)).status).toBe(200);
    const sources = (await as.get('/reports/sources')).body.data;
    expect(sources.reduce((sum: number, row: { applications: number }) => sum + row.applications, 0)).toBe(1);
  });
});
