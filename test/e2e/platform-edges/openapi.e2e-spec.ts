import request from 'supertest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

type Schema = Record<string, any>;

/** The OpenAPI document tells clients about idempotency keys, rate limits and request ids on every operation. */
describe('OpenAPI document of the platform edges', () => {
  let t: TestApp;
  let operations: Array<{ method: string; path: string; operation: Schema }>;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await request(t.app.getHttpServer()).get('/docs-json')).body;
    operations = Object.entries(doc.paths as Record<string, Record<string, Schema>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
    );
  });
  afterAll(async () => t?.close());

  it('documents the optional Idempotency-Key header (1-255) and its 409 on every POST, and on nothing else', () => {
    const posts = operations.filter(({ method, path }) => method === 'post' && path.startsWith('/api/v1/'));
    expect(posts.length).toBeGreaterThan(20);
    for (const { path, operation } of posts) {
      const header = (operation.parameters ?? []).find((parameter: Schema) => parameter.name === 'Idempotency-Key');
      expect({ path, header }).toEqual({ path, header: expect.objectContaining({ in: 'header', required: false, schema: { type: 'string', minLength: 1, maxLength: 255 } }) });
      expect({ path, statuses: Object.keys(operation.responses) }).toEqual({ path, statuses: expect.arrayContaining(['409', '422']) });
    }
    for (const { method, operation } of operations.filter(({ method }) => method !== 'post')) {
      expect({ method, parameters: (operation.parameters ?? []).map((parameter: Schema) => parameter.name) }).not.toEqual(expect.objectContaining({ parameters: expect.arrayContaining(['Idempotency-Key']) }));
    }
  });

  it('documents 429 with Retry-After, and the RateLimit and X-Request-Id headers, on every authenticated operation', () => {
    const authenticated = operations.filter(({ path }) => path.startsWith('/api/v1/'));
    for (const { method, path, operation } of authenticated) {
      const where = `${method} ${path}`;
      expect({ where, tooMany: operation.responses['429']?.headers?.['Retry-After'] !== undefined }).toEqual({ where, tooMany: true });
      for (const response of Object.values(operation.responses as Record<string, Schema>)) {
        expect({ where, headers: Object.keys(response.headers ?? {}) }).toEqual({ where, headers: expect.arrayContaining(['RateLimit', 'RateLimit-Policy', 'X-Request-Id']) });
      }
    }
  });

  it('lists no /metrics operation: metrics live on the private METRICS_PORT, not among the public operations', () => {
    expect(operations.map(({ path }) => path).filter((path) => path.includes('metrics'))).toEqual([]);
  });
});
