import { rawRequest } from '../../helpers/api-client';
import { KnownQueues } from '@app/core';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectError } from '../../helpers/assertions';

const USER = 'ops';
const PASSWORD = 'a long dashboard password';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Bull Board under /admin/queues: off by default, behind basic auth when configured. */
describe('queue dashboard', () => {
  describe('without ADMIN_DASHBOARD_USER and ADMIN_DASHBOARD_PASSWORD', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp()));
    afterAll(async () => t?.close());

    it('is not mounted: 404 whatever the credentials', async () => {
      expectError(await rawRequest(t.app.getHttpServer()).get('/admin/queues'), 404, 'NOT_FOUND');
      expectError(await rawRequest(t.app.getHttpServer()).get('/admin/queues/api/queues').set('Authorization', basic(USER, PASSWORD)), 404, 'NOT_FOUND');
    });
  });

  describe('with credentials', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp({ ADMIN_DASHBOARD_USER: USER, ADMIN_DASHBOARD_PASSWORD: PASSWORD })));
    afterAll(async () => t?.close());
    const raw = () => rawRequest(t.app.getHttpServer());

    it('asks for basic auth and refuses wrong credentials or an API key', async () => {
      for (const authorization of [undefined, basic(USER, 'wrong password here'), basic('admin', PASSWORD), `Bearer ${t.bootstrapKey}`]) {
        const test = raw().get('/admin/queues');
        const response = await (authorization === undefined ? test : test.set('Authorization', authorization));
        expectError(response, 401, 'UNAUTHORIZED');
        expect(response.headers['www-authenticate']).toBe('Basic realm="Queue dashboard", charset="UTF-8"');
      }
    });

    it('serves the board and lists every queue of the installation', async () => {
      const page = await raw().get('/admin/queues').set('Authorization', basic(USER, PASSWORD));
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('/admin/queues');

      const queues = await raw().get('/admin/queues/api/queues').set('Authorization', basic(USER, PASSWORD));
      expect(queues.status).toBe(200);
      expect(t.app.get(KnownQueues).names()).toEqual(['automation-runs', 'bulk-actions', 'document-text', 'messages', 'webhook-deliveries']);
      expect(queues.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual(t.app.get(KnownQueues).names());
    });
  });
});
