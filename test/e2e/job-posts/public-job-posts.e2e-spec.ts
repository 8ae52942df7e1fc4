import request from 'supertest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { rawRequest } from '../../helpers/api-client';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectSuccess } from '../../helpers/assertions';
import { createJob } from '../../kits/jobs-kit';
import { createJobPost, publishedJobPost } from '../../kits/job-posts-kit';
// The plan check explains the exact statement the repository runs.
// eslint-disable-next-line no-restricted-imports
import { JobPostsRepository } from '../../../libs/job-posts/src/persistence/job-posts.repository';

/** The public routes a careers site reads without a key (docs/api/careers.md#public-routes). */
describe('public job posts', () => {
  let t: TestApp;
  let board: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    // A board of each test's own: the lists hold only what the test published.
    board = `b-${Math.random().toString(36).slice(2, 10)}`;
  });

  const PUBLIC_KEYS = ['boards', 'content', 'employmentType', 'id', 'location', 'publishedAt', 'remote', 'salary', 'title', 'updatedAt'];
  const list = (query = '') => rawRequest(t.app.getHttpServer()).get(`/api/v1/public/job-posts?board=${board}${query}`);
  const read = (id: string) => rawRequest(t.app.getHttpServer()).get(`/api/v1/public/job-posts/${id}`);

  it('lists the live posts of the board without a key, newest published first, in the public shape (no jobId, no status)', async () => {
    const job = await createJob(t.api);
    const first = await publishedJobPost(t.api, job.id, { boards: [board], salary: { min: 50000, max: 60000, currency: 'EUR', period: 'year' } });
    const second = await publishedJobPost(t.api, job.id, { boards: ['external', board] });
    await createJobPost(t.api, job.id, { boards: [board] });
    const closed = await publishedJobPost(t.api, job.id, { boards: [board] });
    expectSuccess(await t.api.post(`/job-posts/${closed.id}/close`));

    const response = await list();
    const body = expectSuccess(response);
    expect(body.map((post: any) => post.id)).toEqual([second.id, first.id]);
    for (const post of body) expect(Object.keys(post).sort()).toEqual(PUBLIC_KEYS);
    expect(body[1]).toEqual({
      id: first.id,
      title: first.title,
      content: first.content,
      location: first.location,
      remote: first.remote,
      employmentType: first.employmentType,
      salary: { min: 50000, max: 60000, currency: 'EUR', period: 'year' },
      boards: [board],
      publishedAt: first.publishedAt,
      updatedAt: first.updatedAt,
    });
    expect(JSON.stringify(response.body)).not.toContain(job.id);
    expect(response.body.meta.pagination).toEqual({ nextCursor: null, hasMore: false, limit: 20 });
  });

  it('defaults to the external board, pages with the cursor, and filters by q, location and remote', async () => {
    const job = await createJob(t.api);
    const berlin = await publishedJobPost(t.api, job.id, { boards: [board], title: 'Platform Engineer', location: 'Berlin, Germany', remote: false });
    const remote = await publishedJobPost(t.api, job.id, {
      boards: [board],
      title: 'Data Engineer',
      content: 'Work with **Kafka** pipelines',
      location: null,
      remote: true,
    });
    const lisbon = await publishedJobPost(t.api, job.id, { boards: [board], title: 'Designer', location: 'Lisbon', remote: true });
    const external = await publishedJobPost(t.api, job.id);

    const page1 = await list('&limit=2');
    expect(expectSuccess(page1).map((post: any) => post.id)).toEqual([lisbon.id, remote.id]);
    const cursor = page1.body.meta.pagination.nextCursor;
    expect(page1.body.meta.pagination.hasMore).toBe(true);
    expect(expectSuccess(await list(`&limit=2&cursor=${cursor}`)).map((post: any) => post.id)).toEqual([berlin.id]);

    const ids = async (query: string) => expectSuccess(await list(query)).map((post: any) => post.id);
    expect(await ids('&q=engineer')).toEqual([remote.id, berlin.id]);
    expect(await ids('&q=kafka%20DATA')).toEqual([remote.id]);
    expect(await ids('&q=germany%20platform')).toEqual([berlin.id]);
    expect(await ids('&q=100%25')).toEqual([]);
    expect(await ids('&location=berlin')).toEqual([berlin.id]);
    expect(await ids('&remote=true')).toEqual([lisbon.id, remote.id]);
    expect(await ids('&remote=false')).toEqual([berlin.id]);
    expect(await ids('&remote=true&q=designer')).toEqual([lisbon.id]);

    const byDefault = expectSuccess(await rawRequest(t.app.getHttpServer()).get('/api/v1/public/job-posts?limit=100'));
    expect(byDefault.map((post: any) => post.id)).toContain(external.id);
    expect(byDefault.map((post: any) => post.id)).not.toContain(berlin.id);

    for (const [query, path] of [
      ['&limit=0', 'limit'],
      ['&limit=101', 'limit'],
      ['&remote=yes', 'remote'],
      ['&cursor=nope', 'cursor'],
    ]) {
      expect(expectError(await list(query), 422, 'VALIDATION_ERROR').details).toEqual([expect.objectContaining({ location: 'query', path })]);
    }
    expect(expectError(await rawRequest(t.app.getHttpServer()).get('/api/v1/public/job-posts?board=Not%20a%20slug'), 422, 'VALIDATION_ERROR').details).toEqual([
      expect.objectContaining({ location: 'query', path: 'board' }),
    ]);
  });

  it('reads a live post with its form (hidden fields left out) and formSchema; drafts, closed, deleted posts and unknown ids are 404 alike', async () => {
    const job = await createJob(t.api);
    const form = {
      resume: 'required',
      coverLetter: 'hidden',
      phone: 'hidden',
      linkedinUrl: 'optional',
      questions: [{ key: 'years', label: 'Years of experience', type: 'number', required: true, min: 0, max: 60 }],
    };
    const live = await publishedJobPost(t.api, job.id, { boards: [board], form });
    const post = expectSuccess(await read(live.id));
    expect(Object.keys(post).sort()).toEqual([...PUBLIC_KEYS, 'form', 'formSchema'].sort());
    expect(post.form).toEqual({
      resume: 'required',
      linkedinUrl: 'optional',
      questions: live.form.questions.map(({ customField: _internal, consentPurpose: _recorded, ...question }: Record<string, unknown>) => question),
    });
    expect(post.formSchema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' });
    expect(Object.keys(post.formSchema.properties)).toContain('resume');
    expect(Object.keys(post.formSchema.properties)).not.toContain('coverLetter');
    expect(post.formSchema.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'resume', 'answers']));
    expect(JSON.stringify(post)).not.toContain(job.id);

    const notFound = async (id: string) => expect(expectError(await read(id), 404, 'NOT_FOUND').message).toBe(`Job post ${id} not found`);
    const draft = await createJobPost(t.api, job.id, { boards: [board] });
    await notFound(draft.id);
    await notFound(UNKNOWN_UUID);
    const closed = await publishedJobPost(t.api, job.id, { boards: [board] });
    expectSuccess(await t.api.post(`/job-posts/${closed.id}/close`));
    await notFound(closed.id);
    expectSuccess(await t.api.delete(`/job-posts/${closed.id}`));
    await notFound(closed.id);
    expect(expectError(await read('not-a-uuid'), 422, 'VALIDATION_ERROR').details).toEqual([expect.objectContaining({ location: 'path', path: 'id' })]);
  });

  it('hides every post of a job that is no longer open, in the list and on read', async () => {
    const onHold = await createJob(t.api);
    const paused = await publishedJobPost(t.api, onHold.id, { boards: [board] });
    const deleted = await createJob(t.api);
    const gone = await publishedJobPost(t.api, deleted.id, { boards: [board] });
    expect(expectSuccess(await list()).map((post: any) => post.id)).toEqual([gone.id, paused.id]);

    expectSuccess(await t.api.patch(`/jobs/${onHold.id}`, { status: 'on_hold' }));
    expectSuccess(await t.api.delete(`/jobs/${deleted.id}`));
    expect(expectSuccess(await list())).toEqual([]);
    expectError(await read(paused.id), 404, 'NOT_FOUND');
    expectError(await read(gone.id), 404, 'NOT_FOUND');
  });

  it('sends a strong ETag and Cache-Control on both reads, and 304 without a body to If-None-Match; a change makes a new ETag', async () => {
    const job = await createJob(t.api);
    const live = await publishedJobPost(t.api, job.id, { boards: [board] });
    for (const url of [`/api/v1/public/job-posts?board=${board}`, `/api/v1/public/job-posts/${live.id}`]) {
      const first = await rawRequest(t.app.getHttpServer()).get(url);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect((await rawRequest(t.app.getHttpServer()).get(url)).headers.etag).toBe(etag);

      const notModified = await rawRequest(t.app.getHttpServer()).get(url).set('If-None-Match', etag);
      expect(notModified.status).toBe(304);
      expect(notModified.text ?? '').toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe('public, max-age=60');
      expect((await rawRequest(t.app.getHttpServer()).get(url).set('If-None-Match', `"other", W/${etag}`)).status).toBe(304);
      expect((await rawRequest(t.app.getHttpServer()).get(url).set('If-None-Match', '"other"')).status).toBe(200);
    }
    const before = (await read(live.id)).headers.etag;
    expectSuccess(await t.api.patch(`/job-posts/${live.id}`, { title: 'Renamed' }));
    const after = await read(live.id).set('If-None-Match', before);
    expect(after.status).toBe(200);
    expect(after.body.data.title).toBe('Renamed');
    expect(after.headers.etag).not.toBe(before);
  });

  it('answers with CORS headers for any origin by default, and a preflight with 204; authenticated routes send none', async () => {
    const job = await createJob(t.api);
    const live = await publishedJobPost(t.api, job.id, { boards: [board] });
    const server = t.app.getHttpServer();
    const simple = await request(server).get(`/api/v1/public/job-posts/${live.id}`).set('Origin', 'https://careers.example.com');
    expect(simple.status).toBe(200);
    expect(simple.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'Content-Type, Idempotency-Key',
      'access-control-expose-headers': 'Retry-After, RateLimit, RateLimit-Policy',
    });
    expect(simple.headers.vary ?? '').not.toMatch(/origin/i);
    const missing = await request(server).get(`/api/v1/public/job-posts/${UNKNOWN_UUID}`).set('Origin', 'https://careers.example.com');
    expect(missing.status).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');

    const preflight = await request(server)
      .options(`/api/v1/public/job-posts/${live.id}/applications`)
      .set('Origin', 'https://careers.example.com')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type, idempotency-key');
    expect(preflight.status).toBe(204);
    expect(preflight.text ?? '').toBe('');
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type, Idempotency-Key');

    for (const response of [
      await request(server).get('/api/v1/job-posts').set('Origin', 'https://careers.example.com').set('Authorization', `Bearer ${t.bootstrapKey}`),
      await request(server).get('/api/v1/job-posts').set('Origin', 'https://careers.example.com'),
      await request(server).options('/api/v1/job-posts').set('Origin', 'https://careers.example.com').set('Access-Control-Request-Method', 'GET'),
    ]) {
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
    expect((await request(server).options('/api/v1/job-posts').set('Origin', 'https://careers.example.com')).status).not.toBe(204);
  });
});

describe('public job posts with CAREERS_ALLOWED_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', CAREERS_ALLOWED_ORIGINS: 'https://jobs.example.com, http://localhost:8080' });
  });
  afterAll(async () => t?.close());

  it('allows only the listed origins, naming the origin and varying on it', async () => {
    const server = t.app.getHttpServer();
    for (const origin of ['https://jobs.example.com', 'http://localhost:8080']) {
      const allowed = await request(server).get('/api/v1/public/job-posts').set('Origin', origin);
      expect(allowed.status).toBe(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      expect(allowed.headers.vary).toMatch(/\bOrigin\b/);
      const preflight = await request(server).options('/api/v1/public/job-posts').set('Origin', origin).set('Access-Control-Request-Method', 'GET');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    }
    for (const origin of ['https://evil.example.com', 'https://jobs.example.com.evil.test', undefined]) {
      const call = request(server).get('/api/v1/public/job-posts');
      const denied = origin === undefined ? await call : await call.set('Origin', origin);
      expect(denied.status).toBe(200);
      expect(Object.keys(denied.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(denied.headers.vary).toMatch(/\bOrigin\b/);
    }
    const deniedPreflight = await request(server)
      .options('/api/v1/public/job-posts')
      .set('Origin', 'https://evil.example.com')
      .set('Access-Control-Request-Method', 'GET');
    expect(deniedPreflight.status).toBe(204);
    expect(deniedPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a malformed CAREERS_ALLOWED_ORIGINS at boot', async () => {
    await expect(createTestApp({ CAREERS_ALLOWED_ORIGINS: 'jobs.example.com' })).rejects.toThrow(
      /CAREERS_ALLOWED_ORIGINS: must be \* or comma-separated origins/,
    );
  });
});

describe('public job post list plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t?.close());

  it('reads a page of 500 live posts (among drafts and closed ones) by an index scan of job_posts_published_idx that stops after the page', async () => {
    const job = await createJob(t.api);
    const template = await createJobPost(t.api, job.id);
    // Copies of one post, 500 live, 1,000 not: the proportions of a company with a history.
    await t.db.query(
      `INSERT INTO job_posts (id, job_id, title, content, location, remote, employment_type, salary, status, form, boards,
                              published_at, closed_at, deleted_at, created_at, updated_at)
       SELECT gen_random_uuid(), job_id, title || ' ' || n, content, location, n % 2 = 0, employment_type, salary,
              CASE WHEN n <= 500 THEN 'live' WHEN n <= 1000 THEN 'draft' ELSE 'closed' END, form, boards,
              CASE WHEN n <= 500 OR n > 1000 THEN now() - n * interval '1 minute' END, NULL, NULL, now(), now()
       FROM job_posts, generate_series(1, 1500) AS n WHERE id = $1`,
      [template.id],
    );
    await t.db.query('ANALYZE job_posts');
    const first = await rawRequest(t.app.getHttpServer()).get('/api/v1/public/job-posts?limit=100');
    expect(expectSuccess(first)).toHaveLength(100);
    const repository = t.app.get(JobPostsRepository);
    const scansOf = async (query: Parameters<JobPostsRepository['publishedQuery']>[0]) => {
      const [text, parameters] = repository.publishedQuery(query).getQueryAndParameters();
      const [row] = await t.db.query(`EXPLAIN (FORMAT JSON) ${text}`, parameters);
      const scans: Array<{ type: string; index?: string }> = [];
      const walk = (node: Record<string, any>) => {
        if (node['Relation Name'] !== undefined) scans.push({ type: node['Node Type'], index: node['Index Name'] });
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(row['QUERY PLAN'][0].Plan);
      return scans;
    };
    // A page, the first or after a cursor, is read in order from the index of live posts, and the scan stops after it.
    for (const query of [{ board: 'external' }, { board: 'external', limit: 100, cursor: first.body.meta.pagination.nextCursor }]) {
      expect(await scansOf(query)).toEqual([{ type: 'Index Scan', index: 'job_posts_published_idx' }]);
    }
    // A search the planner expects few matches of may read the live posts through either partial index and sort them: never the table.
    expect(await scansOf({ board: 'external', remote: true, q: 'engineer' })).toEqual([
      { type: 'Index Scan', index: expect.stringMatching(/^job_posts_(published|live)_idx$/) },
    ]);
  });
});
