import { createTestApp, type TestApp } from '../../helpers/test-app';
import { rawRequest } from '../../helpers/api-client';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { uniqueEmail, walkPages } from '../../helpers/common';
import { readToEnd } from '../../kits/changes-kit';
import { createJob } from '../../kits/jobs-kit';
import { createJobPost, publishedJobPost } from '../../kits/job-posts-kit';

const query = (path: string) => ({ location: 'query' as const, path });

/** Referral links as a resource: list, read, delete, change feed, audit (docs/api/careers.md#referral-links-and-attribution). */
describe('referral links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '1000000',
      PUBLIC_APPLY_PER_MINUTE: '1000000',
      CAREERS_POST_URL: 'https://careers.example.com/jobs/{id}',
      PUBLIC_BASE_URL: 'https://ats.example.com',
    });
  });
  afterAll(async () => t?.close());

  const referrer = async () => (await t.factory.user({ role: 'recruiter' })).id as string;
  const create = async (body: { referrerUserId: string; jobPostId?: string }) => expectSuccess(await t.api.post('/referral-links', body), 201);
  /** The link of a code, through the list filtered by its referrer. */
  const linkOf = async (referrerUserId: string, code: string) => {
    const links = expectPage(await t.api.get('/referral-links').query({ referrerUserId, limit: 100 }), 100).items;
    return links.find((link) => link.code === code);
  };

  it('lists links newest first with every field, pages with a cursor, and filters by referrer and post', async () => {
    const userId = await referrer();
    const other = await referrer();
    const job = await createJob(t.api);
    const post = await createJobPost(t.api, job.id);
    const first = await create({ referrerUserId: userId, jobPostId: post.id });
    const second = await create({ referrerUserId: userId });
    const third = await create({ referrerUserId: userId, jobPostId: post.id });
    const elsewhere = await create({ referrerUserId: other, jobPostId: post.id });

    const { rows, pages } = await walkPages(t.api, '/referral-links', 1, { referrerUserId: userId });
    expect(rows.map((link) => link.code)).toEqual([third.code, second.code, first.code]);
    expect(pages).toBe(3);
    const [newest] = rows;
    expect(Object.keys(newest).sort()).toEqual(['code', 'createdAt', 'id', 'jobPostId', 'referrerUserId', 'updatedAt', 'url']);
    expect(newest).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7/),
      code: third.code,
      url: third.url,
      referrerUserId: userId,
      jobPostId: post.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: newest.createdAt,
    });
    expect(rows[1]).toMatchObject({ jobPostId: null, url: `https://ats.example.com/api/v1/public/job-posts?ref=${second.code}` });

    const forPost = expectPage(await t.api.get('/referral-links').query({ jobPostId: post.id }), 20).items;
    expect(forPost.map((link) => link.code)).toEqual([elsewhere.code, third.code, first.code]);
    const both = expectPage(await t.api.get('/referral-links').query({ jobPostId: post.id, referrerUserId: other }), 20).items;
    expect(both.map((link) => link.code)).toEqual([elsewhere.code]);
    expect(expectPage(await t.api.get('/referral-links').query({ referrerUserId: UNKNOWN_UUID }), 20).items).toEqual([]);
  });

  it('takes updatedAfter: only links changed strictly later', async () => {
    const userId = await referrer();
    const before = await create({ referrerUserId: userId });
    const { updatedAt } = await linkOf(userId, before.code);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await create({ referrerUserId: userId });
    const page = expectPage(await t.api.get('/referral-links').query({ referrerUserId: userId, updatedAfter: updatedAt }), 20).items;
    expect(page.map((link) => link.code)).toEqual([later.code]);
  });

  it('refuses malformed filters and page parameters, every rule at once (422)', async () => {
    expectValidationError(await t.api.get('/referral-links').query({ referrerUserId: 'nope', jobPostId: '12', limit: 0, updatedAfter: '2026-02-30T00:00Z' }), [
      query('referrerUserId'),
      query('jobPostId'),
      query('limit'),
      query('updatedAfter'),
    ]);
    expectValidationError(await t.api.get('/referral-links').query({ limit: 101 }), [query('limit')]);
    expectValidationError(await t.api.get('/referral-links/not-a-uuid'), [{ location: 'path', path: 'id' }]);
  });

  it('reads a link by id; 404 for an unknown one', async () => {
    const userId = await referrer();
    const made = await create({ referrerUserId: userId });
    const listed = await linkOf(userId, made.code);
    expect(expectSuccess(await t.api.get(`/referral-links/${listed.id}`))).toEqual(listed);
    expectError(await t.api.get(`/referral-links/${UNKNOWN_UUID}`), 404, 'NOT_FOUND');
  });

  it('deletes a link: 404 afterwards, out of the list, and its code credits no later apply; the earlier credit stays', async () => {
    const userId = await referrer();
    const job = await createJob(t.api);
    const post = await publishedJobPost(t.api, job.id);
    const { code } = await create({ referrerUserId: userId, jobPostId: post.id });
    const link = await linkOf(userId, code);
    const apply = async (email: string) => {
      const response = await rawRequest(t.app.getHttpServer())
        .post(`/api/v1/public/job-posts/${post.id}/applications`)
        .send({ firstName: 'Ada', lastName: 'Lovelace', email, ref: code });
      expect(response.status).toBe(202);
    };
    const attributionOf = async (email: string) => {
      const applications = expectSuccess(await t.api.get('/applications').query({ jobId: job.id, limit: 100 }));
      const candidates = await Promise.all(applications.map(async (a: any) => ({ a, c: expectSuccess(await t.api.get(`/candidates/${a.candidateId}`)) })));
      const { a } = candidates.find(({ c }) => c.email === email)!;
      return expectSuccess(await t.api.get(`/applications/${a.id}/attribution`));
    };

    const before = uniqueEmail('before');
    await apply(before);
    expect(await attributionOf(before)).toMatchObject({ firstTouch: { ref: code }, referrerUserId: userId });

    expect(expectSuccess(await t.api.delete(`/referral-links/${link.id}`))).toEqual({ deleted: true });
    expectError(await t.api.get(`/referral-links/${link.id}`), 404, 'NOT_FOUND');
    expectError(await t.api.delete(`/referral-links/${link.id}`), 404, 'NOT_FOUND');
    expect(await linkOf(userId, code)).toBeUndefined();

    const after = uniqueEmail('after');
    await apply(after);
    expect(await attributionOf(after)).toMatchObject({ firstTouch: { ref: null }, lastTouch: { ref: null }, referrerUserId: null });
    expect(await attributionOf(before)).toMatchObject({ firstTouch: { ref: code }, referrerUserId: userId });

    // The writes' audit events commit with them (a refused write's is batched).
    const audited = await t.db.query(`SELECT action, route, status FROM audit_events WHERE resource_id = $1 ORDER BY occurred_at, id`, [link.id]);
    expect(audited).toEqual([
      { action: 'create', route: '/api/v1/referral-links', status: 201 },
      { action: 'delete', route: '/api/v1/referral-links/{id}', status: 200 },
    ]);
  });

  it('is in the change feed as referral_link with its current state, a tombstone once deleted, for keys with job_posts:read', async () => {
    const { cursor } = await readToEnd(t.api);
    const userId = await referrer();
    const { code } = await create({ referrerUserId: userId });
    const link = await linkOf(userId, code);
    const { changes } = await readToEnd(t.api, { cursor, resourceTypes: 'referral_link' });
    expect(changes).toEqual([expect.objectContaining({ type: 'referral_link.created', resourceType: 'referral_link', resourceId: link.id, data: link })]);

    const withoutPosts = await t.factory.apiKey(['changes:read', 'jobs:read']);
    const withPosts = await t.factory.apiKey(['changes:read', 'job_posts:read']);
    expect((await readToEnd(t.as(withoutPosts.key), { cursor, resourceTypes: 'referral_link' })).changes).toEqual([]);
    expect((await readToEnd(t.as(withPosts.key), { cursor, resourceTypes: 'referral_link' })).changes.map((change) => change.resourceId)).toEqual([link.id]);

    expectSuccess(await t.api.delete(`/referral-links/${link.id}`));
    const after = await readToEnd(t.api, { cursor, resourceTypes: 'referral_link' });
    expect(after.changes.map((change) => change.type)).toEqual(['referral_link.created', 'referral_link.deleted']);
    for (const change of after.changes) expect(change.data).toEqual({ id: link.id, deleted: true });
  });

  it('is reached by every user: a hiring manager’s key lists and reads another referrer’s link', async () => {
    const userId = await referrer();
    const { code } = await create({ referrerUserId: userId });
    const link = await linkOf(userId, code);
    const manager = await t.factory.user({ role: 'hiring_manager' });
    const key = (await t.factory.apiKey(['job_posts:read'], { ownerId: manager.id })).key as string;
    expect(expectSuccess(await t.as(key).get(`/referral-links/${link.id}`))).toEqual(link);
    expect(expectPage(await t.as(key).get('/referral-links').query({ referrerUserId: userId }), 20).items).toEqual([link]);
  });
});
