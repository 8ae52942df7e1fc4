import { rawRequest } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectSuccess } from '../../helpers/assertions';
import { HTTP_STATUS_BY_CODE } from '@app/core';

const statusOfCode: Record<string, number> = HTTP_STATUS_BY_CODE;

type Schema = Record<string, any>;

/** Operations (docs/api/wire-rules.md#base-path): health checks without auth, Swagger UI and the OpenAPI document. */
describe('health and API documentation', () => {
  let t: TestApp;
  let doc: Schema;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await rawRequest(t.app.getHttpServer()).get('/docs-json')).body;
  });
  afterAll(async () => t?.close());

  const raw = () => rawRequest(t.app.getHttpServer());

  describe('health', () => {
    it('GET /health answers 200 without an API key', async () => {
      const response = await raw().get('/health');
      expect(expectSuccess(response)).toEqual({ status: 'ok' });
    });

    it('GET /health/ready answers 200 with database and Redis up, without an API key', async () => {
      const response = await raw().get('/health/ready');
      expect(expectSuccess(response)).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    });

    it('ignores a bad Authorization header on health checks', async () => {
      expect((await raw().get('/health').set('Authorization', 'Bearer nope')).status).toBe(200);
      expect((await raw().get('/health/ready').set('Authorization', 'Basic abc')).status).toBe(200);
    });

    it('is not under the API prefix', async () => {
      expect((await raw().get('/api/v1/health')).status).toBe(404);
    });
  });

  describe('the root and the headers of every response', () => {
    it('GET / redirects (302) to the Swagger UI at /docs', async () => {
      const response = await raw().get('/');
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/docs');
    });

    it('sends X-Content-Type-Options: nosniff and X-Frame-Options: DENY on JSON answers, errors and the docs', async () => {
      for (const response of [await raw().get('/health'), await t.api.get('/candidates'), await t.api.get('/no-such-route'), await raw().get('/docs-json')]) {
        expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
      }
    });

    it('serves the Swagger UI and its assets under a Content-Security-Policy that forbids framing and foreign origins', async () => {
      for (const path of ['/docs', '/docs/swagger-ui-init.js']) {
        const policy = String((await raw().get(path)).headers['content-security-policy']);
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain("default-src 'none'");
        expect(policy).toContain("script-src 'self'");
        expect(policy).toContain("connect-src 'self'");
      }
    });
  });

  describe('Swagger UI and OpenAPI document', () => {
    const operations = (): Array<{ method: string; path: string; operation: Schema }> =>
      Object.entries(doc.paths as Record<string, Record<string, Schema>>).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
          .map(([method, operation]) => ({ method, path, operation })),
      );
    const apiOperations = () => operations().filter(({ path }) => path.startsWith('/api/v1/'));
    const resolve = (ref: string): Schema => {
      expect(ref.startsWith('#/components/schemas/')).toBe(true);
      const schema = doc.components.schemas[ref.slice('#/components/schemas/'.length)];
      if (schema === undefined) throw new Error(`unresolved $ref ${ref}`);
      return schema;
    };

    it('GET /docs serves the Swagger UI as HTML', async () => {
      const response = await raw().get('/docs');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toMatch(/swagger/i);
    });

    it('GET /docs-json is an OpenAPI 3 document of version 1.0.0 that declares bearer auth', async () => {
      const response = await raw().get('/docs-json');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.version).toBe('1.0.0');
      const schemes = Object.values(doc.components.securitySchemes as Record<string, Schema>);
      expect(schemes).toContainEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    });

    it('documents the operations of the API', async () => {
      const names = apiOperations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
      for (const expected of [
        'POST /api/v1/users',
        'GET /api/v1/users',
        'GET /api/v1/users/{id}',
        'POST /api/v1/api-keys',
        'GET /api/v1/api-keys',
        'GET /api/v1/api-keys/{id}',
        'POST /api/v1/api-keys/{id}/revoke',
        'POST /api/v1/api-keys/{id}/rotate',
        'POST /api/v1/candidates',
        'POST /api/v1/candidates/{id}/tags',
        'GET /api/v1/candidates/{id}/notes',
        'GET /api/v1/activity-events',
      ]) {
        expect(names).toContain(expected);
      }
    });

    it('has every operation under /api/v1 require bearer auth and document 401 and 403, but the public ones under /api/v1/public', () => {
      const bearer = Object.keys(doc.components.securitySchemes).find((name) => doc.components.securitySchemes[name].scheme === 'bearer');
      const publicOperations = apiOperations().filter(({ path }) => path.startsWith('/api/v1/public/'));
      expect(publicOperations.length).toBeGreaterThan(0);
      for (const { method, path, operation } of apiOperations()) {
        const where = `${method.toUpperCase()} ${path}`;
        if (publicOperations.some((candidate) => candidate.operation === operation)) {
          expect({ where, security: operation.security, statuses: Object.keys(operation.responses) }).toEqual({
            where,
            security: [],
            statuses: expect.not.arrayContaining(['401', '403']),
          });
          continue;
        }
        expect({ where, security: operation.security }).toEqual({ where, security: expect.arrayContaining([{ [bearer as string]: [] }]) });
        expect({ where, statuses: Object.keys(operation.responses) }).toEqual({ where, statuses: expect.arrayContaining(['401', '403']) });
      }
    });

    it('has every error response of every operation use the error envelope schema', () => {
      for (const { method, path, operation } of apiOperations()) {
        for (const [status, response] of Object.entries(operation.responses as Record<string, Schema>)) {
          if (Number(status) < 400) continue;
          const where = `${method.toUpperCase()} ${path} ${status}`;
          expect({ where, ref: response.content?.['application/json']?.schema?.$ref }).toEqual({ where, ref: '#/components/schemas/ErrorEnvelopeSchema' });
        }
      }
      const envelope = doc.components.schemas.ErrorEnvelopeSchema;
      expect(envelope.required).toEqual(['error']);
      const error = resolve(envelope.properties.error.$ref ?? envelope.properties.error.allOf?.[0]?.$ref);
      expect(Object.keys(error.properties).sort()).toEqual(['code', 'details', 'message']);
      expect(error.required.sort()).toEqual(['code', 'message']);
      expect(error.properties.code.enum).toEqual(
        expect.arrayContaining(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_ERROR', 'INVALID_STATE', 'PAYLOAD_TOO_LARGE']),
      );
    });

    it('lists the errors each operation can give: 422 and 404 for path ids, 400/413/415/422 for bodies, 422 for lists', () => {
      for (const { method, path, operation } of apiOperations()) {
        const where = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(operation.responses);
        const expected: string[] = [];
        // A {token} is a credential: any that opens nothing is 404, malformed or not (docs/api/privacy.md#consent-requests).
        if (/\{[^}]+\}/.test(path)) expected.push(...(/^[^{]*\{token\}$/.test(path) ? ['404'] : ['404', '422']));
        if (operation.requestBody !== undefined) expected.push('400', '413', '415', '422');
        if ((operation.parameters ?? []).some((parameter: Schema) => parameter.in === 'query')) expected.push('422');
        expect({ where, statuses }).toEqual({ where, statuses: expect.arrayContaining(expected) });
      }
    });

    it('resolves every $ref in the document', () => {
      const refs: string[] = [];
      const walk = (node: unknown) => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (typeof node !== 'object' || node === null) return;
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref') refs.push(value as string);
          else walk(value);
        }
      };
      walk(doc);
      expect(refs.length).toBeGreaterThan(10);
      for (const ref of new Set(refs)) expect({ ref, resolved: resolve(ref) !== undefined }).toEqual({ ref, resolved: true });
    });

    it('carries the spec constraints on the candidate create schema', () => {
      const body = doc.paths['/api/v1/candidates'].post.requestBody.content['application/json'].schema;
      const schema = resolve(body.$ref);
      expect(schema.required.sort()).toEqual(['email', 'firstName', 'lastName']);
      expect(schema.properties.firstName).toMatchObject({ type: 'string', minLength: 1, maxLength: 120 });
      expect(schema.properties.lastName).toMatchObject({ type: 'string', minLength: 1, maxLength: 120 });
      expect(schema.properties.email).toMatchObject({ type: 'string', maxLength: 320 });
      for (const name of ['phone', 'address', 'location', 'headline', 'summary'])
        expect(schema.properties[name]).toMatchObject({ maxLength: 20000, nullable: true });
      for (const name of ['linkedinUrl', 'githubUrl', 'websiteUrl'])
        expect(schema.properties[name]).toMatchObject({ type: 'string', format: 'uri', nullable: true });
      for (const name of ['educationEntries', 'experienceEntries']) {
        expect(schema.properties[name]).toMatchObject({ type: 'array', maxItems: 100, nullable: true });
      }

      const education = resolve(schema.properties.educationEntries.items.$ref);
      expect(education.properties.id).toMatchObject({ type: 'string', minLength: 1, maxLength: 120 });
      expect(education.properties.school).toMatchObject({ type: 'string', minLength: 1, maxLength: 500 });
      for (const name of ['degree', 'field', 'startDate', 'endDate', 'description'])
        expect(education.properties[name]).toMatchObject({ maxLength: 20000, nullable: true });

      const experience = resolve(schema.properties.experienceEntries.items.$ref);
      expect(experience.properties.company).toMatchObject({ type: 'string', minLength: 1, maxLength: 500 });
      expect(experience.properties.title).toMatchObject({ type: 'string', minLength: 1, maxLength: 500 });
      expect(experience.properties.current).toMatchObject({ type: 'boolean', nullable: true });
      for (const name of ['startDate', 'endDate', 'location', 'description'])
        expect(experience.properties[name]).toMatchObject({ maxLength: 20000, nullable: true });
    });

    it('carries the tag label constraints (1-40)', () => {
      const body = doc.paths['/api/v1/candidates/{id}/tags'].post.requestBody.content['application/json'].schema;
      expect(resolve(body.$ref).properties.label).toMatchObject({ type: 'string', minLength: 1, maxLength: 40 });
    });

    it('documents pagination and the activity filters', () => {
      const parameters: Schema[] = doc.paths['/api/v1/activity-events'].get.parameters;
      const byName = Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter]));
      expect(byName.limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
      expect(byName.cursor.in).toBe('query');
      const entityType = byName.entityType.schema.$ref ? resolve(byName.entityType.schema.$ref) : byName.entityType.schema;
      expect([...entityType.enum].sort()).toEqual(['application', 'candidate', 'document', 'job', 'note', 'task']);
      expect(byName.entityId.schema).toMatchObject({ type: 'string', format: 'uuid' });
      const ok = doc.paths['/api/v1/activity-events'].get.responses['200'].content['application/json'].schema;
      expect(ok.properties.data.type).toBe('array');
      const meta = resolve(ok.properties.meta.$ref);
      const pagination = resolve(meta.properties.pagination.$ref);
      expect(Object.keys(pagination.properties).sort()).toEqual(['hasMore', 'limit', 'nextCursor']);
    });

    it('orders the tags with the main resources first and the health probes last, each with a description', () => {
      const tags = doc.tags as Array<{ name: string; description?: string }>;
      expect(tags.slice(0, 3).map((tag) => tag.name)).toEqual(['Candidates', 'Jobs', 'Applications']);
      expect(tags.at(-1)?.name).toBe('Operations');
      const used = new Set(operations().flatMap(({ operation }) => operation.tags as string[]));
      expect([...used].filter((name) => !tags.some((tag) => tag.name === name))).toEqual([]);
      expect(tags.filter((tag) => !tag.description)).toEqual([]);
    });

    it("gives every error response an example of its own status's code, a 403 the scope the operation requires", () => {
      const wrong: string[] = [];
      for (const { method, path, operation } of operations()) {
        for (const [status, response] of Object.entries(operation.responses as Record<string, Schema>)) {
          const media = response.content?.['application/json'];
          // 2xx, and answers without a body (a 304 of a document).
          if (Number(status) < 300 || media === undefined) continue;
          const examples: Schema[] = media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((named: any) => named.value);
          const where = `${method.toUpperCase()} ${path} ${status}`;
          if (examples.length === 0) wrong.push(`${where}: no example`);
          for (const example of examples) if (String(statusOfCode[example.error.code]) !== status) wrong.push(`${where}: ${example.error.code}`);
        }
      }
      expect(wrong).toEqual([]);
      const rotate = doc.paths['/api/v1/api-keys/{id}/rotate'].post.responses;
      const shown = (response: Schema, code: string) => response.content['application/json'].examples[code].value.error;
      expect(shown(rotate['403'], 'FORBIDDEN')).toEqual({
        code: 'FORBIDDEN',
        message: 'This API key lacks the scope api_keys:write',
        details: { requiredScope: 'api_keys:write' },
      });
      expect(shown(doc.paths['/api/v1/candidates'].get.responses['403'], 'FORBIDDEN').details).toEqual({ requiredScope: 'candidates:read' });
      expect(shown(rotate['404'], 'NOT_FOUND')).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/^API key \S+ not found$/) });
      expect(Object.keys(rotate['409'].content['application/json'].examples)).toEqual(['CONFLICT', 'INVALID_STATE', 'IDEMPOTENCY_KEY_REUSED']);
      expect(shown(doc.paths['/api/v1/candidates'].get.responses['422'], 'VALIDATION_ERROR')).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: expect.arrayContaining([expect.objectContaining({ location: 'query', path: 'limit' })]),
      });
    });

    it('documents the rotate response as replacedKeyId, apiKey and key', () => {
      const ok = doc.paths['/api/v1/api-keys/{id}/rotate'].post.responses['201'].content['application/json'].schema;
      const rotated = resolve(ok.properties.data.$ref);
      expect(Object.keys(rotated.properties).sort()).toEqual(['apiKey', 'key', 'replacedKeyId']);
    });
  });
});
