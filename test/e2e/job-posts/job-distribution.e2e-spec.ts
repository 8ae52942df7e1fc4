import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { rawRequest } from '../../helpers/api-client';
import { expectError, expectSuccess } from '../../helpers/assertions';
import { createJob } from '../../kits/jobs-kit';
import { createJobPost, publishedJobPost } from '../../kits/job-posts-kit';

const COMPANY = {
  COMPANY_NAME: 'Example & Sons <Ltd>',
  COMPANY_URL: 'https://www.example.com',
  CAREERS_POST_URL: 'https://careers.example.com/jobs/{id}?ref=feed',
};
const SCHEMA_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const UNIT_TEXTS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

/**
 * schema.org JobPosting as Google for Jobs reads it: the properties it requires (title, description, datePosted,
 * hiringOrganization, jobLocation or jobLocationType TELECOMMUTE) and those it recommends that a post can give
 * (employmentType, baseSalary, identifier, directApply, validThrough when known). Each broken rule is returned.
 */
function jobPostingProblems(ld: Record<string, any>, post: { salary: unknown; remote: boolean; location: string | null }): string[] {
  const problems: string[] = [];
  const want = (ok: boolean, rule: string) => ok || problems.push(rule);
  const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  want(ld['@context'] === 'https://schema.org/' || ld['@context'] === 'https://schema.org', '@context is schema.org');
  want(ld['@type'] === 'JobPosting', '@type is JobPosting');
  want(text(ld.title), 'title is a non-empty text');
  want(text(ld.description), 'description is non-empty (HTML)');
  want(
    typeof ld.datePosted === 'string' && !Number.isNaN(Date.parse(ld.datePosted)) && /^\d{4}-\d{2}-\d{2}T/.test(ld.datePosted),
    'datePosted is an ISO 8601 date',
  );
  if (ld.validThrough !== undefined) want(!Number.isNaN(Date.parse(ld.validThrough)), 'validThrough, when given, is an ISO 8601 date');
  want(ld.hiringOrganization?.['@type'] === 'Organization' && text(ld.hiringOrganization?.name), 'hiringOrganization is an Organization with a name');
  const place = ld.jobLocation;
  const hasPlace =
    place?.['@type'] === 'Place' && place.address?.['@type'] === 'PostalAddress' && text(place.address.addressLocality ?? place.address.addressCountry);
  want(hasPlace || ld.jobLocationType === 'TELECOMMUTE', 'jobLocation (a Place with a PostalAddress) or jobLocationType TELECOMMUTE');
  if (post.remote) want(ld.jobLocationType === 'TELECOMMUTE', 'a remote post is TELECOMMUTE');
  if (post.location !== null) want(hasPlace, 'a post with a location has jobLocation');
  const types = ld.employmentType === undefined ? [] : Array.isArray(ld.employmentType) ? ld.employmentType : [ld.employmentType];
  want(
    types.every((type: unknown) => SCHEMA_EMPLOYMENT_TYPES.includes(type as string)),
    'employmentType holds schema.org values',
  );
  if (post.salary !== null) {
    const salary = ld.baseSalary;
    want(salary?.['@type'] === 'MonetaryAmount' && /^[A-Z]{3}$/.test(salary?.currency), 'baseSalary is a MonetaryAmount with an ISO 4217 currency');
    const value = salary?.value;
    want(
      value?.['@type'] === 'QuantitativeValue' && UNIT_TEXTS.includes(value.unitText) && typeof (value.value ?? value.minValue) === 'number',
      'baseSalary.value is a QuantitativeValue with a number and a unitText',
    );
    if (value?.minValue !== undefined) want(value.minValue <= value.maxValue, 'minValue ≤ maxValue');
  } else want(ld.baseSalary === undefined, 'no baseSalary without pay');
  want(
    ld.identifier?.['@type'] === 'PropertyValue' && text(ld.identifier?.name) && text(ld.identifier?.value),
    'identifier is a PropertyValue with name and value',
  );
  want(typeof ld.directApply === 'boolean', 'directApply is a boolean');
  // Google refuses null for any property: what is unknown is left out.
  want(!JSON.stringify(ld).includes('null'), 'no null values');
  return problems;
}

/** JSON-LD of live posts and the job feeds (docs/api/careers.md#job-distribution). */
/** The JSON feed's body: `{ data }` alone, as aggregators read it (docs/api/careers.md#feeds). */
function feedOf(response: { status: number; headers: Record<string, string>; body: any }): any[] {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status} ${JSON.stringify(response.body)}`);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(response.body)).toEqual(['data']);
  return response.body.data;
}

describe('job distribution', () => {
  let t: TestApp;
  let board: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_READ_PER_MINUTE: '1000000', ...COMPANY });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    board = `b-${Math.random().toString(36).slice(2, 10)}`;
  });

  const get = (url: string) => rawRequest(t.app.getHttpServer()).get(url);
  const jsonLd = (id: string) => get(`/api/v1/public/job-posts/${id}`).set('Accept', 'application/ld+json');
  const CONTENT =
    '## About\n\nYou will build our **API** & <script>alert(1)</script> ' +
    '[docs](https://example.com/a?b=1&c=2) [bad](javascript:alert) [relative](/jobs)\n\n- one\n- two';

  describe('JSON-LD on the public read', () => {
    it('answers Accept: application/ld+json with the bare JobPosting Google for Jobs requires', async () => {
      const job = await createJob(t.api);
      const salary = { min: 60000, max: 75000, currency: 'EUR', period: 'year' };
      const post = await publishedJobPost(t.api, job.id, { content: CONTENT, location: 'Berlin', remote: true, employmentType: 'full_time', salary });

      const response = await jsonLd(post.id);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      expect(response.headers.vary).toMatch(/Accept/);
      const ld = JSON.parse(response.text);
      expect(jobPostingProblems(ld, post as any)).toEqual([]);
      expect(ld).toEqual({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: post.title,
        description: expect.any(String),
        datePosted: post.publishedAt,
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: COMPANY.COMPANY_NAME, sameAs: COMPANY.COMPANY_URL },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin' } },
        jobLocationType: 'TELECOMMUTE',
        baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 75000, unitText: 'YEAR' } },
        identifier: { '@type': 'PropertyValue', name: COMPANY.COMPANY_NAME, value: post.id },
        url: `https://careers.example.com/jobs/${post.id}?ref=feed`,
        directApply: true,
      });
      expect(ld).not.toHaveProperty('validThrough');
      // The Markdown as HTML: its own HTML escaped, unsafe links dropped.
      expect(ld.description).toBe(
        '<h2>About</h2>\n<p>You will build our <strong>API</strong> &amp; &lt;script&gt;alert(1)&lt;/script&gt; ' +
          '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow">docs</a> bad relative</p>\n<ul><li>one</li><li>two</li></ul>',
      );
    });

    it('maps every employment type to schema.org, leaves out what the post does not say, and gives an on-site post a place', async () => {
      const job = await createJob(t.api);
      const expected: Record<string, string> = {
        full_time: 'FULL_TIME',
        part_time: 'PART_TIME',
        contract: 'CONTRACTOR',
        temporary: 'TEMPORARY',
        internship: 'INTERN',
      };
      for (const [ours, theirs] of Object.entries(expected)) {
        const post = await publishedJobPost(t.api, job.id, { employmentType: ours, location: 'Lisbon', remote: false });
        const ld = JSON.parse((await jsonLd(post.id)).text);
        expect(jobPostingProblems(ld, post as any)).toEqual([]);
        expect(ld.employmentType).toBe(theirs);
        expect(ld).not.toHaveProperty('jobLocationType');
        expect(ld).not.toHaveProperty('baseSalary');
        // A post without content still describes itself: its title.
        expect(ld.description).toBe(`<p>${post.title}</p>`);
      }
      const remoteOnly = await publishedJobPost(t.api, job.id, { employmentType: null, location: null, remote: true });
      const ld = JSON.parse((await jsonLd(remoteOnly.id)).text);
      expect(jobPostingProblems(ld, remoteOnly as any)).toEqual([]);
      expect(ld).not.toHaveProperty('employmentType');
      expect(ld).not.toHaveProperty('jobLocation');
    });

    it('negotiates by q-value, keeps the JSON envelope otherwise, and tags each representation apart (304 for each)', async () => {
      const job = await createJob(t.api);
      const post = await publishedJobPost(t.api, job.id, { location: 'Berlin' });
      const url = `/api/v1/public/job-posts/${post.id}`;
      const preferred = await get(url).set('Accept', 'application/json;q=0.5, application/ld+json');
      expect(preferred.headers['content-type']).toMatch(/^application\/ld\+json/);
      for (const accept of [undefined, '*/*', 'application/json', 'application/ld+json;q=0.1, application/json', 'text/html']) {
        const request = get(url);
        if (accept !== undefined) request.set('Accept', accept);
        const response = await request;
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(expectSuccess(response).id).toBe(post.id);
        expect(response.headers.vary).toMatch(/Accept/);
      }
      const json = await get(url);
      const ld = await jsonLd(post.id);
      expect(ld.headers.etag).not.toBe(json.headers.etag);
      expect(ld.headers['cache-control']).toBe('public, max-age=60');
      const notModified = await jsonLd(post.id).set('If-None-Match', ld.headers.etag);
      expect(notModified.status).toBe(304);
      expect(notModified.text ?? '').toBe('');
      expect((await get(url).set('If-None-Match', ld.headers.etag)).status).toBe(200);
    });

    it('answers 404 for a draft, a closed post and an unknown id, as the JSON read does', async () => {
      const job = await createJob(t.api);
      const draft = await createJobPost(t.api, job.id);
      const closed = await publishedJobPost(t.api, job.id);
      expectSuccess(await t.api.post(`/job-posts/${closed.id}/close`));
      for (const id of [draft.id, closed.id, '0190a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b']) expectError(await jsonLd(id), 404, 'NOT_FOUND');
    });
  });

  describe('feeds', () => {
    const FEED_KEYS = ['city', 'company', 'country', 'date', 'description', 'jobtype', 'referencenumber', 'salary', 'title', 'url'];

    /** Live posts of the board, a draft, a closed post, a post of another board, a post of a job closed since. */
    async function boardWithEveryState() {
      const job = await createJob(t.api);
      const first = await publishedJobPost(t.api, job.id, {
        boards: [board],
        title: 'R&D <lead> "quoted" \u0001',
        content: 'Tea\u000b & ]]> <b>bold</b>',
        location: 'Zürich, CH',
        employmentType: 'part_time',
        salary: { min: 100, max: 100, currency: 'CHF', period: 'hour' },
      });
      const second = await publishedJobPost(t.api, job.id, { boards: ['external', board], location: null, employmentType: null });
      await createJobPost(t.api, job.id, { boards: [board] });
      const closed = await publishedJobPost(t.api, job.id, { boards: [board] });
      expectSuccess(await t.api.post(`/job-posts/${closed.id}/close`));
      await publishedJobPost(t.api, job.id, { boards: ['elsewhere'] });
      const closedJob = await createJob(t.api);
      await publishedJobPost(t.api, closedJob.id, { boards: [board] });
      expectSuccess(await t.api.patch(`/jobs/${closedJob.id}`, { status: 'closed' }));
      return { live: [second, first] };
    }

    it('jobs.json lists every live post of the board and nothing else, in the feed shape', async () => {
      const { live } = await boardWithEveryState();
      const response = await get(`/api/v1/public/feeds/jobs.json?board=${board}`);
      const jobs = feedOf(response);
      expect(jobs.map((job: any) => job.referencenumber)).toEqual(live.map((post) => post.id));
      for (const job of jobs) expect(Object.keys(job).sort()).toEqual(FEED_KEYS);
      expect(jobs[1]).toEqual({
        title: 'R&D <lead> "quoted" \u0001',
        date: live[1].publishedAt,
        referencenumber: live[1].id,
        url: `https://careers.example.com/jobs/${live[1].id}?ref=feed`,
        company: COMPANY.COMPANY_NAME,
        city: 'Zürich, CH',
        country: '',
        description: '<p>Tea\u000b &amp; ]]&gt; &lt;b&gt;bold&lt;/b&gt;</p>',
        salary: '100 CHF per hour',
        jobtype: 'parttime',
      });
      expect(jobs[0]).toMatchObject({ city: '', country: '', salary: '', jobtype: '' });
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    });

    it('jobs.xml is well-formed and holds the same jobs, text escaped, characters XML cannot hold left out', async () => {
      const { live } = await boardWithEveryState();
      const response = await get(`/api/v1/public/feeds/jobs.xml?board=${board}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = response.text;
      expect(XMLValidator.validate(xml)).toBe(true);
      const parsed = new XMLParser({ parseTagValue: false, trimValues: false, isArray: (name) => name === 'job' }).parse(xml);
      const jobs = parsed.source.job as Record<string, string>[];
      expect(jobs.map((job) => job.referencenumber)).toEqual(live.map((post) => post.id));
      for (const job of jobs) expect(Object.keys(job).sort()).toEqual(FEED_KEYS);
      const json = feedOf(await get(`/api/v1/public/feeds/jobs.json?board=${board}`));
      // Parsed back, each value is the JSON feed's, less the control characters XML 1.0 forbids.
      for (const [index, job] of jobs.entries())
        for (const key of FEED_KEYS) expect(job[key] ?? '').toBe(String(json[index][key]).split('\u0001').join('').split('\u000b').join(''));
      expect(xml).toContain('<title>R&amp;D &lt;lead&gt; "quoted" </title>');
    });

    it('an empty board is an empty feed; board defaults to external; a bad board is 422', async () => {
      const xml = await get(`/api/v1/public/feeds/jobs.xml?board=${board}`);
      expect(XMLValidator.validate(xml.text)).toBe(true);
      expect(xml.text).toMatch(/<source\/>|<source><\/source>/);
      expect(feedOf(await get(`/api/v1/public/feeds/jobs.json?board=${board}`))).toEqual([]);

      const job = await createJob(t.api);
      const external = await publishedJobPost(t.api, job.id);
      const feed = feedOf(await get('/api/v1/public/feeds/jobs.json'));
      expect(feed.map((entry: any) => entry.referencenumber)).toContain(external.id);
      for (const path of ['jobs.xml', 'jobs.json']) {
        const refused = expectError(await get(`/api/v1/public/feeds/${path}?board=Not%20A%20Board`), 422, 'VALIDATION_ERROR');
        expect(refused.details).toEqual([expect.objectContaining({ location: 'query', path: 'board' })]);
      }
    });

    it('sends an ETag and Cache-Control: public, max-age=300; If-None-Match → 304; a change makes a new ETag', async () => {
      const job = await createJob(t.api);
      const post = await publishedJobPost(t.api, job.id, { boards: [board] });
      for (const path of ['jobs.xml', 'jobs.json']) {
        const url = `/api/v1/public/feeds/${path}?board=${board}`;
        const first = await get(url);
        expect(first.headers['cache-control']).toBe('public, max-age=300');
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
        const notModified = await get(url).set('If-None-Match', etag);
        expect(notModified.status).toBe(304);
        expect(notModified.text ?? '').toBe('');
        expect(notModified.headers.etag).toBe(etag);
      }
      const before = (await get(`/api/v1/public/feeds/jobs.xml?board=${board}`)).headers.etag;
      expectSuccess(await t.api.patch(`/job-posts/${post.id}`, { title: 'Renamed' }));
      const after = await get(`/api/v1/public/feeds/jobs.xml?board=${board}`).set('If-None-Match', before);
      expect(after.status).toBe(200);
      expect(after.text).toContain('<title>Renamed</title>');
    });
  });
});
