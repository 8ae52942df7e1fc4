import { rawRequest } from '../../helpers/api-client';
import { UNKNOWN_UUID } from '../../helpers/ids';
import type { OpenApiDocument } from '../../helpers/openapi-examples';
import { createTestApp, type TestApp } from '../../helpers/test-app';

type Method = 'get' | 'post' | 'patch' | 'delete';
type DocumentedOperation = {
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: { error: { details?: unknown } } }> }> }>;
};

/**
 * Webhooks and automations are installation-wide (docs/api/auth.md#roles): every one of their operations, as the
 * OpenAPI document lists them, needs a key whose acting user is an admin, whatever its scopes, and documents that 403.
 */
describe('admin-only routes: webhooks and automations', () => {
  let t: TestApp;
  let operations: Array<{ name: string; method: Method; path: string; operation: DocumentedOperation }>;
  beforeAll(async () => {
    t = await createTestApp();
    const document = (await rawRequest(t.app.getHttpServer()).get('/docs-json')).body as OpenApiDocument;
    operations = Object.entries(document.paths)
      .filter(([path]) => /^\/api\/v1\/(webhooks|automations)(\/|$)/.test(path))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod as Record<string, DocumentedOperation>).map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          method: method as Method,
          path,
          operation,
        })),
      );
  });
  afterAll(async () => t?.close());

  function send(method: Method, path: string, key: string, onBehalfOf?: string) {
    const verb = rawRequest(t.app.getHttpServer())[method];
    const request = verb(path.replace(/\{\w+\}/g, UNKNOWN_UUID)).set('Authorization', `Bearer ${key}`);
    return onBehalfOf === undefined ? request : request.set('On-Behalf-Of', onBehalfOf);
  }

  it('finds the operations of both', () => {
    expect(operations.filter((operation) => operation.path.startsWith('/api/v1/webhooks')).length).toBeGreaterThan(5);
    expect(operations.filter((operation) => operation.path.startsWith('/api/v1/automations')).length).toBeGreaterThan(5);
  });

  it.each(['recruiter', 'hiring_manager', 'interviewer'])('answers 403 with requiredRole admin to a full-access key of a %s', async (role) => {
    const user = await t.factory.user({ role });
    const key = (await t.factory.apiKey(['*'], { ownerId: user.id })).key;
    const broken: string[] = [];
    for (const { name, method, path } of operations) {
      const response = await send(method, path, key);
      if (response.status !== 403 || JSON.stringify(response.body.error?.details) !== JSON.stringify({ requiredRole: 'admin' }))
        broken.push(`${name}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(broken).toEqual([]);
  });

  it('lets a key of an admin through, and refuses it when it acts for a non-admin', async () => {
    const recruiter = await t.factory.user({ role: 'recruiter' });
    const broken: string[] = [];
    for (const { name, method, path } of operations) {
      const own = await send(method, path, t.bootstrapKey);
      if (own.status === 403) broken.push(`${name} as the admin: 403`);
      const acting = await send(method, path, t.bootstrapKey, recruiter.id);
      if (acting.status !== 403 || JSON.stringify(acting.body.error?.details) !== JSON.stringify({ requiredRole: 'admin' }))
        broken.push(`${name} acting: ${acting.status}`);
    }
    expect(broken).toEqual([]);
  });

  it('documents the 403 of the role beside the 403 of the scope on each', () => {
    const missing = operations
      .filter(({ operation }) => {
        const examples = Object.values(operation.responses['403']?.content?.['application/json']?.examples ?? {}).map((example) => example.value.error.details);
        return !examples.some((details) => JSON.stringify(details) === JSON.stringify({ requiredRole: 'admin' }));
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});
