import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rawRequest } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectError } from '../../helpers/assertions';
import { CAREERS_DEMO_CSP } from '../../../apps/api/src/careers-demo';

const CAREERS_SITE = join(resolve(__dirname, '../../..'), 'examples/careers-site');

/** The example careers page at /careers-demo/: served only when CAREERS_DEMO_DIR is set, which npm start alone does (README.md#careers-site). */
describe('the example careers page at /careers-demo/', () => {
  describe('without CAREERS_DEMO_DIR (every configuration but npm start)', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp()));
    afterAll(async () => t?.close());

    it('is not served: 404 NOT_FOUND for the page and its files', async () => {
      expect(t.config.careersDemoDir).toBeUndefined();
      for (const path of ['/careers-demo', '/careers-demo/', '/careers-demo/index.html', '/careers-demo/careers-site.js']) {
        expectError(await rawRequest(t.app.getHttpServer()).get(path), 404, 'NOT_FOUND');
      }
    });
  });

  describe('with CAREERS_DEMO_DIR=examples/careers-site (as npm start sets it)', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp({ CAREERS_DEMO_DIR: CAREERS_SITE })));
    afterAll(async () => t?.close());
    const raw = () => rawRequest(t.app.getHttpServer());

    it('redirects /careers-demo to /careers-demo/, which is the page under its own Content-Security-Policy', async () => {
      const redirect = await raw().get('/careers-demo');
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe('/careers-demo/');

      const page = await raw().get('/careers-demo/');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toBe(readFileSync(join(CAREERS_SITE, 'index.html'), 'utf8'));
      expect(page.headers).toMatchObject({ 'content-security-policy': CAREERS_DEMO_CSP, 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    });

    it('serves the script and the style sheet the embed snippet names, and nothing outside the folder', async () => {
      const script = await raw().get('/careers-demo/careers-site.js');
      expect(script.status).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.text).toBe(readFileSync(join(CAREERS_SITE, 'careers-site.js'), 'utf8'));
      const style = await raw().get('/careers-demo/careers-site.css');
      expect(style.status).toBe(200);
      expect(style.headers['content-type']).toBe('text/css; charset=utf-8');

      expectError(await raw().get('/careers-demo/missing.js'), 404, 'NOT_FOUND');
      for (const path of ['/careers-demo/..%2f..%2fpackage.json', '/careers-demo/%2e%2e/%2e%2e/package.json']) {
        expectError(await raw().get(path), 404, 'NOT_FOUND');
      }
    });

    it('leaves the API as it is: the public routes still answer JSON', async () => {
      const list = await raw().get('/api/v1/public/job-posts');
      expect(list.status).toBe(200);
      expect(list.headers['content-security-policy']).toBeUndefined();
    });
  });
});
