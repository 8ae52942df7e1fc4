import request from 'supertest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectError } from '../../helpers/assertions';
import { createJob } from '../../kits/jobs-kit';
import { publishedJobPost } from '../../kits/job-posts-kit';

/** Reads of the public routes per client address and minute (docs/api/careers.md#rate-limits). */
describe('public read rate limit', () => {
  const QUOTA = 3;
  const POLICY = `"default";q=${QUOTA};w=60`;

  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_READ_PER_MINUTE: String(QUOTA), RATE_LIMIT_PER_MINUTE: '1000000' });
    });
    afterAll(async () => t?.close());

    it('counts every read of the socket address, refused or not, and answers 429 RATE_LIMITED with Retry-After beyond the quota', async () => {
      const job = await createJob(t.api);
      const post = await publishedJobPost(t.api, job.id);
      const server = t.app.getHttpServer();
      // Each request claims another address: without TRUST_PROXY the socket's counts.
      const responses = [];
      for (const [index, url] of [`/api/v1/public/job-posts/${post.id}`, '/api/v1/public/job-posts?limit=0', '/api/v1/public/job-posts/not-an-id'].entries()) {
        responses.push(await request(server).get(url).set('X-Forwarded-For', `203.0.113.${index}`));
      }
      expect(responses.map((response) => response.status)).toEqual([200, 422, 422]);
      expect(responses.map((response) => response.headers['ratelimit'])).toEqual(
        [2, 1, 0].map((left) => expect.stringMatching(new RegExp(`^"default";r=${left};t=\\d+$`))),
      );
      for (const response of responses) expect(response.headers['ratelimit-policy']).toBe(POLICY);

      const refused = await request(server).get('/api/v1/public/job-posts').set('X-Forwarded-For', '203.0.113.9').set('Origin', 'https://careers.example.com');
      expect(expectError(refused, 429, 'RATE_LIMITED').message).toMatch(/^Too many requests for this client address; retry in \d+ s$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.headers['ratelimit-policy']).toBe(POLICY);
      expect(refused.headers['ratelimit']).toMatch(/^"default";r=0;t=\d+$/);
      // The browser can read the refusal.
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expectError(await request(server).get(`/api/v1/public/job-posts/${post.id}`), 429, 'RATE_LIMITED');

      // The authenticated routes keep their own per-key count.
      const authenticated = await t.api.get('/job-posts');
      expect(authenticated.status).toBe(200);
      expect(authenticated.headers['ratelimit-policy']).toBe('"default";q=1000000;w=60');
    });
  });

  describe('with TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_READ_PER_MINUTE: String(QUOTA), RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: 'true' });
    });
    afterAll(async () => t?.close());

    it('counts per first X-Forwarded-For hop: one client is refused while another is not', async () => {
      const server = t.app.getHttpServer();
      const from = (chain: string) => request(server).get('/api/v1/public/job-posts').set('X-Forwarded-For', chain);
      for (let read = 0; read < QUOTA; read++) expect((await from(`198.51.100.7, 10.0.0.${read}`)).status).toBe(200);
      const refused = await from('198.51.100.7, 10.0.0.99');
      expectError(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      const other = await from('198.51.100.8, 10.0.0.0');
      expect(other.status).toBe(200);
      expect(other.headers['ratelimit']).toMatch(new RegExp(`^"default";r=${QUOTA - 1};t=\\d+$`));
      // Without the header the socket's address counts, apart from both.
      expect((await request(server).get('/api/v1/public/job-posts')).status).toBe(200);
    });

    it('refuses a TRUST_PROXY that is not true or false at boot', async () => {
      await expect(createTestApp({ TRUST_PROXY: 'yes' })).rejects.toThrow(/TRUST_PROXY: must be true or false/);
    });
  });
});
