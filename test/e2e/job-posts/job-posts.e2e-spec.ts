import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body, walkPages } from '../../helpers/common';
import { createJob, query } from '../../kits/jobs-kit';
import { createJobPost, expectJobPostShape, publishedJobPost } from '../../kits/job-posts-kit';

/** Job posts CRUD (docs/api/careers.md#job-posts). */
describe('job posts', () => {
  let t: TestApp;
  let job: Record<string, any>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    job = await createJob(t.api, { title: 'Backend Engineer', location: 'Berlin', employmentType: 'full_time' });
  });
  afterAll(async () => t?.close());

  const postCount = async () => Number((await t.db.query('SELECT count(*) AS n FROM job_posts'))[0].n);

  describe('POST /job-posts', () => {
    it('creates a draft with the job’s title, location and employment type and every default', async () => {
      const response = await t.api.post('/job-posts', { jobId: job.id.toUpperCase() });
      const post = expectSuccess(response, 201);
      expectJobPostShape(post);
      expect(post).toEqual({
        id: expect.any(String),
        jobId: job.id,
        title: 'Backend Engineer',
        content: '',
        location: 'Berlin',
        remote: false,
        employmentType: 'full_time',
        salary: null,
        status: 'draft',
        form: { resume: 'optional', coverLetter: 'hidden', phone: 'optional', linkedinUrl: 'optional', questions: [] },
        boards: ['external'],
        publishedAt: null,
        closedAt: null,
        createdAt: post.createdAt,
        updatedAt: post.createdAt,
      });
      expect(expectSuccess(await t.api.get(`/job-posts/${post.id}`))).toEqual(post);
    });

    it('keeps every field given; null location and employment type mean none', async () => {
      const post = await createJobPost(t.api, job.id, {
        title: 'Backend Engineer (m/f/d)',
        content: '## Role\n\nBuild things.',
        location: null,
        employmentType: null,
        remote: true,
        salary: { min: 70000, max: 90000.5, currency: 'EUR', period: 'year' },
        boards: ['internal', 'external'],
        form: {
          resume: 'required',
          coverLetter: 'optional',
          phone: 'hidden',
          linkedinUrl: 'required',
          questions: [{ key: 'why', label: 'Why us?', type: 'long_text' }],
        },
      });
      expect(post).toMatchObject({
        title: 'Backend Engineer (m/f/d)',
        content: '## Role\n\nBuild things.',
        location: null,
        employmentType: null,
        remote: true,
        salary: { min: 70000, max: 90000.5, currency: 'EUR', period: 'year' },
        boards: ['internal', 'external'],
        form: {
          resume: 'required',
          coverLetter: 'optional',
          phone: 'hidden',
          linkedinUrl: 'required',
          questions: [
            {
              key: 'why',
              label: 'Why us?',
              type: 'long_text',
              required: false,
              helpText: '',
              options: null,
              maxLength: null,
              min: null,
              max: null,
              accept: null,
              maxBytes: null,
              customField: null,
              section: 'application',
            },
          ],
        },
      });
    });

    it('refuses a jobId that names no job, or a deleted one (422), and stores nothing', async () => {
      const deleted = await createJob(t.api);
      expect((await t.api.delete(`/jobs/${deleted.id}`)).status).toBe(200);
      const before = await postCount();
      for (const jobId of [UNKNOWN_UUID, deleted.id]) expectValidationError(await t.api.post('/job-posts', { jobId }), body('jobId'));
      expect(await postCount()).toBe(before);
    });

    it('reports every broken field rule at once', async () => {
      const response = await t.api.post('/job-posts', {
        title: '',
        content: 'x'.repeat(100_001),
        location: 5,
        remote: 'yes',
        employmentType: 'forever',
        salary: { min: -1, max: 1.001, currency: 'eur', period: 'decade' },
        boards: [],
        status: 'live',
        publishedAt: '2026-01-01T00:00:00Z',
      });
      expectValidationError(
        response,
        body(
          'jobId',
          'title',
          'content',
          'location',
          'remote',
          'employmentType',
          'salary.min',
          'salary.max',
          'salary.currency',
          'salary.period',
          'boards',
          'status',
          'publishedAt',
        ),
      );
    });

    it('refuses a salary whose min is above its max, at salary.max', async () => {
      expectValidationError(
        await t.api.post('/job-posts', { jobId: job.id, salary: { min: 10, max: 9, currency: 'EUR', period: 'hour' } }),
        body('salary.max'),
      );
    });

    it('checks boards: 1-10 distinct slugs', async () => {
      for (const boards of [[], ['External'], ['-x'], ['a'.repeat(41)], ['x', 'x'], Array.from({ length: 11 }, (_, index) => `b${index}`), 'external']) {
        expectValidationError(await t.api.post('/job-posts', { jobId: job.id, boards }), body('boards'));
      }
      expect((await createJobPost(t.api, job.id, { boards: ['a', '0-b', 'x'.repeat(40)] })).boards).toEqual(['a', '0-b', 'x'.repeat(40)]);
    });

    it('replays a create sent again with its Idempotency-Key, creating one post', async () => {
      const before = await postCount();
      const key = `post-${Date.now()}`;
      const first = await t.api.post('/job-posts').set('Idempotency-Key', key).send({ jobId: job.id, title: 'Once' });
      const again = await t.api.post('/job-posts').set('Idempotency-Key', key).send({ jobId: job.id, title: 'Once' });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await postCount()).toBe(before + 1);
    });

    it('needs job_posts:write, and job_posts:read to read', async () => {
      const reader = await t.factory.apiKey(['job_posts:read']);
      const writer = await t.factory.apiKey(['job_posts:write']);
      expectForbidden(await t.as(reader.key).post('/job-posts', { jobId: job.id }), 'job_posts:write');
      expectForbidden(await t.as(writer.key).get('/job-posts'), 'job_posts:read');
      expect((await t.as(writer.key).post('/job-posts', { jobId: job.id })).status).toBe(201);
      expect((await t.as(reader.key).get('/job-posts')).status).toBe(200);
    });
  });

  describe('GET /job-posts', () => {
    let other: Record<string, any>;
    let posts: Array<Record<string, any>>;
    beforeAll(async () => {
      other = await createJob(t.api);
      posts = [
        await createJobPost(t.api, other.id, { boards: ['internal'] }),
        await publishedJobPost(t.api, other.id),
        await createJobPost(t.api, other.id, { boards: ['external', 'internal'] }),
      ];
    });

    it('lists newest first, filtered by job, status and board (AND)', async () => {
      const ofJob = expectPage(await t.api.get('/job-posts').query({ jobId: other.id }), 20).items;
      expect(ofJob.map((post) => post.id)).toEqual([posts[2].id, posts[1].id, posts[0].id]);
      for (const post of ofJob) expectJobPostShape(post);
      const live = expectPage(await t.api.get('/job-posts').query({ jobId: other.id, status: 'live' }), 20).items;
      expect(live.map((post) => post.id)).toEqual([posts[1].id]);
      const internal = expectPage(await t.api.get('/job-posts').query({ jobId: other.id, board: 'internal' }), 20).items;
      expect(internal.map((post) => post.id)).toEqual([posts[2].id, posts[0].id]);
      const draftInternal = expectPage(await t.api.get('/job-posts').query({ jobId: other.id, board: 'internal', status: 'draft' }), 20).items;
      expect(draftInternal).toHaveLength(2);
    });

    it('pages with a cursor, each post once', async () => {
      const { rows, pages } = await walkPages(t.api, '/job-posts', 1, { jobId: other.id });
      expect(rows.map((post) => post.id)).toEqual([posts[2].id, posts[1].id, posts[0].id]);
      expect(pages).toBe(3);
    });

    it('takes updatedAfter: only posts changed strictly later', async () => {
      const stored = expectPage(await t.api.get('/job-posts').query({ jobId: other.id }), 20).items;
      const since = stored
        .map((post) => post.updatedAt as string)
        .sort()
        .at(-1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const changed = expectSuccess(await t.api.patch(`/job-posts/${posts[0].id}`, { content: 'Changed' }));
      const page = expectPage(await t.api.get('/job-posts').query({ jobId: other.id, updatedAfter: since }), 20).items;
      expect(page.map((post) => post.id)).toEqual([posts[0].id]);
      expect(expectPage(await t.api.get('/job-posts').query({ jobId: other.id, updatedAfter: changed.updatedAt }), 20).items).toEqual([]);
    });

    it('refuses malformed filters', async () => {
      expectValidationError(
        await t.api.get('/job-posts').query({ jobId: 'x', status: 'open', board: 'Bad Board', limit: '0' }),
        query('jobId', 'status', 'board', 'limit'),
      );
      expectValidationError(await t.api.get('/job-posts').query({ cursor: 'nope' }), query('cursor'));
    });
  });

  describe('GET /job-posts/{id}', () => {
    it('answers 404 for an unknown post', async () => {
      const error = expectError(await t.api.get(`/job-posts/${UNKNOWN_UUID}`), 404, 'NOT_FOUND');
      expect(error.message).toBe(`Job post ${UNKNOWN_UUID} not found`);
    });
  });

  describe('PATCH /job-posts/{id}', () => {
    it('changes only the fields sent, replaces the form whole, records job_post.updated with the fields that changed', async () => {
      const post = await createJobPost(t.api, job.id, {
        salary: { min: 1, max: 2, currency: 'EUR', period: 'month' },
        form: {
          questions: [
            { key: 'a', label: 'A', type: 'boolean' },
            { key: 'b', label: 'B', type: 'date' },
          ],
        },
      });
      const response = await t.api.patch(`/job-posts/${post.id}`, {
        title: 'New title',
        location: null,
        form: { resume: 'required', questions: [{ key: 'c', label: 'C', type: 'phone', required: true }] },
      });
      const updated = expectSuccess(response);
      expectJobPostShape(updated);
      expect(updated).toMatchObject({ title: 'New title', location: null, employmentType: 'full_time', salary: post.salary, content: '' });
      expect(updated.form).toEqual({
        resume: 'required',
        coverLetter: 'hidden',
        phone: 'optional',
        linkedinUrl: 'optional',
        questions: [
          {
            key: 'c',
            label: 'C',
            type: 'phone',
            required: true,
            helpText: '',
            options: null,
            maxLength: null,
            min: null,
            max: null,
            accept: null,
            maxBytes: null,
            customField: null,
            consentPurpose: null,
            section: 'application',
          },
        ],
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt) - 1);
      const [event] = (await activityOf(t.api, job.id)).filter((row) => row.type === 'job_post.updated' && row.metadata.jobPostId === post.id);
      expect(event).toMatchObject({ entityType: 'job', entityId: job.id, metadata: { jobPostId: post.id, changedFields: ['title', 'location', 'form'] } });
      expect(event.actor).toEqual(await adminUser(t.api));
    });

    it('answers {} and a body equal to what is stored with the current state and no event', async () => {
      const post = await createJobPost(t.api, job.id, {
        salary: { min: 1, max: 2, currency: 'EUR', period: 'month' },
        form: { questions: [{ key: 'a', label: 'A', type: 'boolean' }] },
      });
      const eventsBefore = (await activityOf(t.api, job.id)).length;
      expect(expectSuccess(await t.api.patch(`/job-posts/${post.id}`, {}))).toEqual(post);
      const same = {
        title: post.title,
        salary: { period: 'month', currency: 'EUR', max: 2, min: 1 },
        form: post.form,
        boards: post.boards,
        location: post.location,
      };
      expect(expectSuccess(await t.api.patch(`/job-posts/${post.id}`, same))).toEqual(post);
      expect((await activityOf(t.api, job.id)).length).toBe(eventsBefore);
    });

    it('refuses jobId (an unknown key), a null title and a null form', async () => {
      const post = await createJobPost(t.api, job.id);
      expectValidationError(
        await t.api.patch(`/job-posts/${post.id}`, { jobId: job.id, title: null, form: null, boards: null }),
        body('jobId', 'title', 'form', 'boards'),
      );
    });

    it('clears the salary with null', async () => {
      const post = await createJobPost(t.api, job.id, { salary: { min: 1, max: 2, currency: 'USD', period: 'hour' } });
      expect(expectSuccess(await t.api.patch(`/job-posts/${post.id}`, { salary: null })).salary).toBeNull();
    });

    it('answers 404 for an unknown post (after validation: 422 first)', async () => {
      expectError(await t.api.patch(`/job-posts/${UNKNOWN_UUID}`, { title: 'x' }), 404, 'NOT_FOUND');
      expectValidationError(await t.api.patch(`/job-posts/${UNKNOWN_UUID}`, { title: '' }), body('title'));
    });
  });
});
