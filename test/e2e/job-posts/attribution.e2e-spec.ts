import { createTestApp, type TestApp } from '../../helpers/test-app';
import { rawRequest } from '../../helpers/api-client';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { uniqueEmail } from '../../helpers/common';
import { createJob } from '../../kits/jobs-kit';
import { createApplication } from '../../kits/pipeline-kit';
import { createJobPost, publishedJobPost } from '../../kits/job-posts-kit';

const CAREERS_POST_URL = 'https://careers.example.com/jobs/{id}';
const body = (path: string) => ({ location: 'body' as const, path });

/** Referral links, UTM capture and attribution through real applies; the sources report's groupings (docs/api/careers.md#referral-links-and-attribution). */
describe('referral links and attribution', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '1000000',
      PUBLIC_APPLY_PER_MINUTE: '1000000',
      CAREERS_POST_URL,
      PUBLIC_BASE_URL: 'https://ats.example.com/',
    });
  });
  afterAll(async () => t?.close());

  const apply = async (postId: string, body: Record<string, unknown>) => {
    const response = await rawRequest(t.app.getHttpServer()).post(`/api/v1/public/job-posts/${postId}/applications`).send(body);
    expect(response.status).toBe(202);
  };
  const person = (email = uniqueEmail('ref')) => ({ firstName: 'Ada', lastName: 'Lovelace', email });
  const applicationOf = async (jobId: string) => {
    const [application, ...others] = expectSuccess(await t.api.get('/applications').query({ jobId }));
    expect(others).toEqual([]);
    return application;
  };
  const attribution = (id: string) => t.api.get(`/applications/${id}/attribution`);
  const referrer = async () => (await t.factory.user({ role: 'recruiter' })).id as string;

  it('creates a referral link for a post or for every post: a code, and the careers URL with ref', async () => {
    const userId = await referrer();
    const job = await createJob(t.api);
    const post = await createJobPost(t.api, job.id);
    const forPost = expectSuccess(await t.api.post('/referral-links', { referrerUserId: userId, jobPostId: post.id }), 201);
    expect(Object.keys(forPost).sort()).toEqual(['code', 'url']);
    expect(forPost.code).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(forPost.url).toBe(`https://careers.example.com/jobs/${post.id}?ref=${forPost.code}`);
    const everyPost = expectSuccess(await t.api.post('/referral-links', { referrerUserId: userId }), 201);
    expect(everyPost.url).toBe(`https://ats.example.com/api/v1/public/job-posts?ref=${everyPost.code}`);
    expect(everyPost.code).not.toBe(forPost.code);
  });

  it('refuses a referrer who is no active user and a post that does not exist, both at once (422)', async () => {
    const inactive = (await t.factory.user({ role: 'recruiter' })).id as string;
    expectSuccess(await t.api.post(`/users/${inactive}/deactivate`));
    for (const referrerUserId of [UNKNOWN_UUID, inactive]) {
      const refused = await t.api.post('/referral-links', { referrerUserId, jobPostId: UNKNOWN_UUID });
      expectValidationError(refused, [body('referrerUserId'), body('jobPostId')]);
    }
    expectValidationError(await t.api.post('/referral-links', { referrerUserId: 'nope', extra: 1 }), [body('referrerUserId'), body('extra')]);
  });

  it('records the first touch of an apply with UTM and a known ref, then moves only the last touch on a reapply', async () => {
    const userId = await referrer();
    const job = await createJob(t.api);
    const post = await publishedJobPost(t.api, job.id);
    const { code } = expectSuccess(await t.api.post('/referral-links', { referrerUserId: userId, jobPostId: post.id }), 201);
    const email = uniqueEmail('first');
    await apply(post.id, { ...person(email), utm: { source: 'linkedin', medium: 'social', campaign: 'autumn', term: 'x' }, ref: code });
    const application = await applicationOf(job.id);
    expect(application.source).toBe('linkedin');
    const first = expectSuccess(await attribution(application.id));
    expect(first).toEqual({
      firstTouch: { source: 'linkedin', medium: 'social', campaign: 'autumn', ref: code, at: expect.any(String) },
      lastTouch: first.firstTouch,
      referrerUserId: userId,
    });

    // A reapply, by another channel and with an unknown code: a touch; the first touch and the referrer stay.
    await apply(post.id, { ...person(email.toUpperCase()), source: 'newsletter', utm: { medium: 'email' }, ref: 'no-such-code' });
    const again = expectSuccess(await attribution(application.id));
    expect(again.firstTouch).toEqual(first.firstTouch);
    expect(again.lastTouch).toEqual({ source: 'newsletter', medium: 'email', campaign: null, ref: null, at: expect.any(String) });
    expect(Date.parse(again.lastTouch.at)).toBeGreaterThanOrEqual(Date.parse(first.firstTouch.at));
    expect(again.referrerUserId).toBe(userId);
    expect((await applicationOf(job.id)).source).toBe('linkedin');
  });

  it('an unknown ref is ignored; no UTM and no ref is a touch of careers_site; a bad ref is 422', async () => {
    const job = await createJob(t.api);
    const post = await publishedJobPost(t.api, job.id);
    await apply(post.id, { ...person(), ref: 'unknown' });
    const application = await applicationOf(job.id);
    expect(expectSuccess(await attribution(application.id))).toEqual({
      firstTouch: { source: 'careers_site', medium: null, campaign: null, ref: null, at: expect.any(String) },
      lastTouch: { source: 'careers_site', medium: null, campaign: null, ref: null, at: expect.any(String) },
      referrerUserId: null,
    });
    for (const ref of ['', 'x'.repeat(65), 12]) {
      const refused = await rawRequest(t.app.getHttpServer())
        .post(`/api/v1/public/job-posts/${post.id}/applications`)
        .send({ ...person(), ref });
      expectValidationError(refused, [body('ref')]);
    }
  });

  it('has both touches null for an application made through the API; 404 for an unknown application and one out of reach', async () => {
    const made = await createApplication(t);
    expect(expectSuccess(await attribution(made.id))).toEqual({ firstTouch: null, lastTouch: null, referrerUserId: null });
    expectError(await attribution(UNKNOWN_UUID), 404, 'NOT_FOUND');

    const job = await createJob(t.api);
    const post = await publishedJobPost(t.api, job.id);
    await apply(post.id, person());
    const application = await applicationOf(job.id);
    const manager = await t.factory.user({ role: 'hiring_manager' });
    const key = (await t.factory.apiKey(['*'], { ownerId: manager.id })).key as string;
    expectError(await t.as(key).get(`/applications/${application.id}/attribution`), 404, 'NOT_FOUND');
    expect((await t.as(key).get(`/applications/${made.id}/attribution`)).status).toBe(404);
  });

  it('the sources report groups by source, medium, campaign or referrer; the first key stays source', async () => {
    const [anna, ben] = [await referrer(), await referrer()];
    const job = await createJob(t.api);
    const post = await publishedJobPost(t.api, job.id);
    const link = async (userId: string) => expectSuccess(await t.api.post('/referral-links', { referrerUserId: userId }), 201).code as string;
    const [annaCode, benCode] = [await link(anna), await link(ben)];
    await apply(post.id, { ...person(), utm: { source: 'linkedin', medium: 'social', campaign: 'autumn' }, ref: annaCode });
    await apply(post.id, { ...person(), utm: { source: 'linkedin', medium: 'social', campaign: 'spring' }, ref: annaCode });
    await apply(post.id, { ...person(), source: 'referral', utm: { medium: 'email', campaign: 'autumn' }, ref: benCode });
    await apply(post.id, person());
    await createApplication(t, { jobId: job.id });

    const report = async (groupBy?: string) => {
      const rows = expectSuccess(await t.api.get('/reports/sources').query({ jobId: job.id, ...(groupBy === undefined ? {} : { groupBy }) }));
      return Object.fromEntries(rows.map((row: any) => [row.source, row.applications]));
    };
    expect(await report()).toEqual({ linkedin: 2, referral: 2, careers_site: 1 });
    expect(await report('source')).toEqual(await report());
    expect(await report('medium')).toEqual({ null: 2, social: 2, email: 1 });
    expect(await report('campaign')).toEqual({ null: 2, autumn: 2, spring: 1 });
    expect(await report('referrer')).toEqual({ null: 2, [anna]: 2, [ben]: 1 });
    const [row] = expectSuccess(await t.api.get('/reports/sources').query({ jobId: job.id, groupBy: 'referrer' }));
    expect(Object.keys(row)).toEqual(['source', 'applications', 'reachedInterview', 'offers', 'hires']);
    const csv = await t.api.get('/reports/sources').query({ jobId: job.id, groupBy: 'campaign', format: 'csv' });
    expect(csv.text.split(/\r?\n/)[0]).toBe('source,applications,reachedInterview,offers,hires');
    expectValidationError(await t.api.get('/reports/sources').query({ groupBy: 'job' }), [{ location: 'query', path: 'groupBy' }]);
  });
});
