import { rawRequest } from '../../helpers/api-client';
import type { Response } from 'supertest';
import { OpenApiConformance } from '../../helpers/openapi-conformance';
import { createTestApp, type TestApp } from '../../helpers/test-app';

type Schema = Record<string, any>;

/** The OpenAPI document tells clients about idempotency keys, rate limits and request ids on every operation. */
describe('OpenAPI document of the platform edges', () => {
  let t: TestApp;
  let doc: Schema;
  let operations: Array<{ method: string; path: string; operation: Schema }>;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await rawRequest(t.app.getHttpServer()).get('/docs-json')).body;
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
      expect({ path, header }).toEqual({
        path,
        header: expect.objectContaining({ in: 'header', required: false, schema: { type: 'string', minLength: 1, maxLength: 255 } }),
      });
      expect({ path, statuses: Object.keys(operation.responses) }).toEqual({ path, statuses: expect.arrayContaining(['409', '422']) });
    }
    for (const { method, operation } of operations.filter(({ method }) => method !== 'post')) {
      expect({ method, parameters: (operation.parameters ?? []).map((parameter: Schema) => parameter.name) }).not.toEqual(
        expect.objectContaining({ parameters: expect.arrayContaining(['Idempotency-Key']) }),
      );
    }
  });

  it('documents 429 with Retry-After, and the RateLimit and X-Request-Id headers, on every authenticated operation', () => {
    const authenticated = operations.filter(({ path }) => path.startsWith('/api/v1/'));
    for (const { method, path, operation } of authenticated) {
      const where = `${method} ${path}`;
      expect({ where, tooMany: operation.responses['429']?.headers?.['Retry-After'] !== undefined }).toEqual({ where, tooMany: true });
      for (const response of Object.values(operation.responses as Record<string, Schema>)) {
        expect({ where, headers: Object.keys(response.headers ?? {}) }).toEqual({
          where,
          headers: expect.arrayContaining(['RateLimit', 'RateLimit-Policy', 'X-Request-Id']),
        });
      }
    }
  });

  it('lists no /metrics operation: metrics live on the private METRICS_PORT, not among the public operations', () => {
    expect(operations.map(({ path }) => path).filter((path) => path.includes('metrics'))).toEqual([]);
  });

  const component = (ref: string): Schema => doc.components.schemas[ref.replace('#/components/schemas/', '')];

  it('closes every object schema a request body reaches, nested and referenced ones included (unknown keys are 422)', () => {
    const checked = new Set<string>();
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item) => walk(item, where));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Schema;
      if (typeof schema.$ref === 'string') {
        if (checked.has(schema.$ref)) return;
        checked.add(schema.$ref);
        return walk(component(schema.$ref), `${where} → ${schema.$ref}`);
      }
      if (schema.properties !== undefined) {
        expect({ where, additionalProperties: schema.additionalProperties }).toEqual({ where, additionalProperties: false });
        for (const [name, property] of Object.entries(schema.properties)) walk(property, `${where}.${name}`);
      }
      for (const key of ['items', 'allOf', 'oneOf', 'anyOf']) walk(schema[key], where);
    };
    const withBodies = operations.filter(({ operation }) => operation.requestBody !== undefined);
    expect(withBodies.length).toBeGreaterThan(20);
    for (const { method, path, operation } of withBodies) walk(operation.requestBody.content['application/json'].schema, `${method} ${path}`);
    expect([...checked]).toEqual(expect.arrayContaining(['#/components/schemas/EducationEntryDto', '#/components/schemas/AutomationActionDto']));
  });

  it("closes each action type's config by its own schema, and keeps JsonLogic conditions open", () => {
    const action = component('#/components/schemas/AutomationActionDto');
    expect(Object.keys(action.discriminator.mapping)).toEqual(
      expect.arrayContaining(['add_tag', 'add_note', 'create_task', 'move_application', 'reject_application', 'http_request']),
    );
    const addTag = component(action.discriminator.mapping.add_tag);
    expect(component(addTag.properties.config.$ref).additionalProperties).toBe(false);
    const conditions = component('#/components/schemas/CreateAutomationDto').properties.conditions;
    expect(conditions.additionalProperties ?? true).not.toBe(false);
  });

  it('documents /health and /health/ready as the { data, meta } envelope they answer', async () => {
    for (const path of ['/health', '/health/ready']) {
      const schema = doc.paths[path].get.responses['200'].content['application/json'].schema;
      expect({ path, required: schema.required }).toEqual({ path, required: ['data', 'meta'] });
      const data = component(schema.properties.data.$ref);
      expect({ path, fields: Object.keys(data.properties).sort() }).toEqual({
        path,
        fields: path === '/health' ? ['status'] : ['database', 'redis', 'status'],
      });
      expect(doc.paths[path].get.responses['503'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorEnvelopeSchema');
    }
  });

  describe('response conformance (what every e2e request through ApiClient is checked with)', () => {
    const json = (status: number, body: unknown) => ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body }) as unknown as Response;
    let conformance: OpenApiConformance;
    beforeAll(() => {
      conformance = new OpenApiConformance(doc as any);
    });

    it('accepts a response its operation documents', () => {
      expect(() => conformance.check('GET', '/health', json(200, { data: { status: 'ok' }, meta: {} }))).not.toThrow();
      expect(() =>
        conformance.check('GET', '/api/v1/candidates?limit=1', json(200, { data: [], meta: { pagination: { nextCursor: null, hasMore: false, limit: 1 } } })),
      ).not.toThrow();
    });

    it('refuses a status the operation does not document, naming the operation', () => {
      expect(() => conformance.check('GET', '/health', json(418, { error: { code: 'X', message: 'x' } }))).toThrow(
        'OpenAPI: GET /health → 418 is not documented',
      );
    });

    it('refuses a wrong type, a missing field, a field the schema does not name, and null where it is not nullable', () => {
      expect(() => conformance.check('GET', '/health', json(200, { data: { status: 1 }, meta: {} }))).toThrow(
        /GET \/health → 200 does not match.*\n.*\/data\/status must be string/,
      );
      expect(() => conformance.check('GET', '/health', json(200, { data: {}, meta: {} }))).toThrow(/must have required property 'status'/);
      expect(() => conformance.check('GET', '/health', json(200, { data: { status: 'ok', extra: true }, meta: {} }))).toThrow(
        /must NOT have additional properties: extra/,
      );
      expect(() =>
        conformance.check('GET', '/api/v1/candidates', json(200, { data: [], meta: { pagination: { nextCursor: null, hasMore: null, limit: 1 } } })),
      ).toThrow(/hasMore must be boolean/);
    });

    it('matches a path with ids to its template and follows $refs into components', () => {
      const id = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';
      expect(() => conformance.check('GET', `/api/v1/candidates/${id}`, json(404, { error: { code: 'NOT_FOUND', message: 'gone' } }))).not.toThrow();
      expect(() => conformance.check('GET', `/api/v1/candidates/${id}`, json(404, { error: { code: 'NOT_A_CODE', message: 'gone' } }))).toThrow(
        /\/error\/code must be equal to one of the allowed values/,
      );
    });

    it('refuses a JSON body on a status documented without one', () => {
      const bare = new OpenApiConformance({ paths: { '/x': { get: { responses: { '200': { description: 'text' } } } } } });
      expect(() => bare.check('GET', '/x', json(200, { data: 1 }))).toThrow('OpenAPI: GET /x → 200 answers a JSON body that the document does not describe');
    });

    it("reads nullable as OpenAPI 3.0.3 does: null only beside a type, and the schema's other keywords still apply to it", () => {
      const ref = { $ref: '#/components/schemas/ValidationIssueSchema' };
      expect(conformance.accepts({ type: 'string', nullable: true }, null)).toBe(true);
      expect(conformance.accepts({ nullable: true, oneOf: [{ type: 'string' }, { type: 'number' }] }, null)).toBe(false);
      expect(conformance.accepts({ type: 'object', nullable: true, allOf: [ref] }, null)).toBe(false);
      expect(conformance.accepts({ type: 'string', nullable: true, enum: ['a'] }, null)).toBe(false);
      expect(conformance.accepts({ anyOf: [ref, { type: 'object', nullable: true, enum: [null] }] }, null)).toBe(true);
    });

    it('admits null wherever the document says nullable (a nullable $ref such as a job post’s salary, an enum, a JsonLogic value)', () => {
      const nullable: Array<{ where: string; schema: Schema }> = [];
      const walk = (node: unknown, where: string): void => {
        if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}/${index}`));
        if (typeof node !== 'object' || node === null) return;
        if ((node as Schema).nullable === true) nullable.push({ where, schema: node as Schema });
        for (const [key, child] of Object.entries(node)) if (key !== 'example' && key !== 'examples') walk(child, `${where}/${key}`);
      };
      walk(doc.components.schemas, '#/components/schemas');
      walk(doc.paths, '#/paths');
      expect(nullable.length).toBeGreaterThan(50);
      expect(nullable.filter(({ schema }) => !conformance.accepts(schema, null)).map(({ where }) => where)).toEqual([]);
      const property = (name: string, field: string) => doc.components.schemas[name].properties[field];
      for (const [name, field] of [
        ['JobPostResponse', 'salary'],
        ['UpdateJobPostDto', 'salary'],
        ['PublicJobPostDetailResponse', 'salary'],
        ['ApplicationAnswersResponse', 'utm'],
        ['JobResponse', 'employmentType'],
        ['CreateAutomationDto', 'conditions'],
        ['AutomationRunResponse', 'conditionResult'],
      ]) {
        expect({ name, field, admitsNull: conformance.accepts(property(name, field), null) }).toEqual({ name, field, admitsNull: true });
      }
      const salary = property('JobPostResponse', 'salary');
      expect(conformance.accepts(salary, { min: 1, max: 2, currency: 'EUR', period: 'year' })).toBe(true);
      expect(conformance.accepts(salary, { min: 1 })).toBe(false);
    });

    it('leaves requests to routes the document does not have to their own tests', () => {
      expect(() => conformance.check('GET', '/api/v1/no-such-route', json(404, {}))).not.toThrow();
    });
  });
});
