import { ALL_SCOPES } from '@app/core';
import type { Response, Test } from 'supertest';
import { rawRequest } from '../../helpers/api-client';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { JSON_MEDIA, prefilledBody, type OpenApiDocument } from '../../helpers/openapi-examples';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MALFORMED_IDS } from '../../kits/ids-kit';

/**
 * The route contract of every operation the served OpenAPI document lists, checked from the
 * document instead of by hand in each context's specs: 401 without a key, 403 with every scope but
 * the operation's own (docs/api/auth.md), 422 for a malformed id in the path, 404 for a
 * well-formed one that names nothing, and the bounds of `limit` (docs/api/wire-rules.md).
 * Each check runs over all operations and lists every one that breaks it.
 */

/** The probes, outside /api/v1 and without a key (docs/api/auth.md). The reference (/docs, /docs-json) is not in the document. */
const PROBES = ['GET /health', 'GET /health/ready'];

type Method = 'get' | 'post' | 'patch' | 'delete';

interface Operation {
  /** `GET /api/v1/jobs/{id}` */
  name: string;
  method: Method;
  path: string;
  /** Every path parameter is an id (docs/api/wire-rules.md#ids). */
  pathParameters: string[];
  /** The path parameters that take an id: a parameter with an enumeration takes a name (an unknown one is 404), a token is a credential. */
  idParameters: string[];
  /** The required query parameters, each with its first enum value (`objectType=candidate`): every request sends them. */
  requiredQuery: string;
  /** The largest `limit` of a list; undefined where the operation takes none. */
  maxLimit: number | undefined;
  /** From the documented 403 (`details.requiredScope`); undefined where none is documented. */
  requiredScope: string | undefined;
  /** The scopes of the further 403s that name one: an operation that needs two scopes (docs/api/retention.md). */
  alsoScopes: string[];
  /** Needs no API key: the document says `security: []` (docs/api/careers.md#public-routes), or names no security at all (the probes). */
  isPublic: boolean;
  /** The body Swagger UI prefills, for operations that take JSON: it passes validation, so an unknown path id is what answers. */
  body: unknown;
  documentedStatuses: string[];
}

type DocumentedOperation = {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: { maximum?: number; enum?: string[]; $ref?: string } }>;
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: { error: { details?: { requiredScope?: string } } } }> }> }>;
};

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations as Record<string, DocumentedOperation>).map(([method, operation]) => {
      const name = `${method.toUpperCase()} ${path}`;
      const parameters = operation.parameters ?? [];
      const forbidden = Object.values(operation.responses['403']?.content?.[JSON_MEDIA]?.examples ?? {});
      return {
        name,
        method: method as Method,
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        idParameters: parameters
          .filter((parameter) => parameter.in === 'path' && parameter.schema?.enum === undefined && isIdParameter(parameter.name))
          .map((parameter) => parameter.name),
        requiredQuery: parameters
          .filter((parameter) => parameter.in === 'query' && parameter.required === true)
          .map((parameter) => {
            const ref = parameter.schema?.$ref?.replace('#/components/schemas/', '');
            const schema = ref === undefined ? parameter.schema : (document.components.schemas[ref] as { enum?: string[] });
            return `${parameter.name}=${encodeURIComponent(schema?.enum?.[0] ?? '')}`;
          })
          .join('&'),
        maxLimit: parameters.find((parameter) => parameter.in === 'query' && parameter.name === 'limit')?.schema?.maximum,
        requiredScope: forbidden[0]?.value.error.details?.requiredScope,
        alsoScopes: forbidden.slice(1).flatMap((example) => example.value.error.details?.requiredScope ?? []),
        isPublic: operation.security === undefined || operation.security.length === 0,
        body: operation.requestBody?.content?.[JSON_MEDIA] === undefined ? undefined : prefilledBody(document, name).body,
        documentedStatuses: Object.keys(operation.responses),
      };
    }),
  );
}

/** The operation's URL with `ids` for its path parameters (one id for all, or one per parameter). */
/** The scopes a key needs to pass an operation's scope checks, space-separated: the key of `onlyKey`. */
function onlyScopes(operation: Operation): string {
  return [operation.requiredScope as string, ...operation.alsoScopes].join(' ');
}

function urlOf(operation: Operation, ids: string | Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, parameter: string) =>
    encodeURIComponent(typeof ids === 'string' ? ids : (ids[parameter] ?? UNKNOWN_UUID)),
  );
  const full = [operation.requiredQuery, query].filter((part) => part !== '').join('&');
  return full === '' ? path : `${path}?${full}`;
}

/** A request the operation would refuse as invalid (a malformed id, limit=0), to show that a check comes before validation. */
function invalidUrlOf(operation: Operation): string {
  return urlOf(operation, MALFORMED_IDS[0], operation.maxLimit === undefined ? '' : 'limit=0');
}

/** What a response breaks of the expected error, or undefined when it is that error. */
function errorMismatch(response: Response, status: number, code: string, details?: (details: unknown) => boolean): string | undefined {
  const error = (response.body as { error?: { code?: string; details?: unknown } } | undefined)?.error;
  if (response.status === status && error?.code === code && (details === undefined || details(error.details))) return undefined;
  return `expected ${status} ${code}, got ${response.status} ${JSON.stringify(response.body)}`;
}

/**
 * Whether a path parameter is an id (a malformed one is 422). A `{token}` is a credential, not an id: whatever does not
 * open a record is 404, malformed or not (docs/api/privacy.md#consent-requests).
 */
const isIdParameter = (parameter: string): boolean => parameter !== 'token';

/** The details of a 422 that name exactly this one parameter. */
const onlyIssue =
  (location: string, path: string) =>
  (details: unknown): boolean =>
    Array.isArray(details) && details.length === 1 && details[0].location === location && details[0].path === path;

describe('route contract, from the OpenAPI operations', () => {
  let t: TestApp;
  let operations: Operation[];
  let guarded: Operation[];
  let publicOperations: Operation[];
  /** Keys holding exactly the scope, and every scope but it, by required scope. */
  const onlyKey = new Map<string, string>();
  const allButKey = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    operations = operationsOf((await rawRequest(t.app.getHttpServer()).get('/docs-json')).body as OpenApiDocument);
    guarded = operations.filter((operation) => !operation.isPublic);
    publicOperations = operations.filter((operation) => operation.isPublic);
    const grantable = ALL_SCOPES.filter((scope) => scope !== '*');
    for (const scope of new Set(guarded.map((operation) => operation.requiredScope).filter((scope) => scope !== undefined))) {
      onlyKey.set(scope, (await t.factory.apiKey([scope])).key);
      allButKey.set(scope, (await t.factory.apiKey(grantable.filter((granted) => granted !== scope))).key);
    }
    for (const scopes of new Set(guarded.filter((operation) => operation.alsoScopes.length > 0).map(onlyScopes))) {
      onlyKey.set(scopes, (await t.factory.apiKey(scopes.split(' '))).key);
    }
  });
  afterAll(async () => t?.close());

  /** Sends the operation's request with `key` (none when undefined). */
  function send(operation: Operation, url: string, key: string | undefined, body?: unknown): Test {
    const request = rawRequest(t.app.getHttpServer())[operation.method](url);
    if (key !== undefined) request.set('Authorization', `Bearer ${key}`);
    return body === undefined ? request : request.send(body as object);
  }

  /** Runs `check` on every operation given and fails with the list of those that break it. */
  async function expectEvery(subjects: Operation[], check: (operation: Operation) => Promise<string | undefined>): Promise<void> {
    expect(subjects.length).toBeGreaterThan(0);
    const broken: string[] = [];
    for (const operation of subjects) {
      const mismatch = await check(operation);
      if (mismatch !== undefined) broken.push(`${operation.name}: ${mismatch}`);
    }
    expect(broken).toEqual([]);
  }

  it('finds the operations: the probes outside /api/v1, the guarded and the public ones under it', () => {
    expect(operations.filter((operation) => !operation.path.startsWith('/api/v1/')).map((operation) => operation.name)).toEqual(PROBES);
    expect(publicOperations.map((operation) => operation.name).filter((name) => !PROBES.includes(name)).length).toBeGreaterThan(0);
    expect(guarded.length).toBeGreaterThan(80);
  });

  it('answers the public operations without a key, and documents neither 401 nor 403 for them', async () => {
    await expectEvery(publicOperations, async (operation) => {
      if (operation.documentedStatuses.some((status) => ['401', '403'].includes(status))) return 'documents 401 or 403';
      // With an unknown id: past any key check, a well-formed id that names nothing.
      const response = await send(operation, urlOf(operation, NIL_UUID), undefined, operation.body);
      const expected = operation.pathParameters.length > 0 ? 404 : 200;
      return response.status === expected ? undefined : `expected ${expected}, got ${response.status} ${JSON.stringify(response.body)}`;
    });
  });

  it('documents 401 and a 403 naming the scope of the resource, read for GET and write otherwise, on every other operation', async () => {
    await expectEvery(guarded, async (operation) => {
      if (!operation.documentedStatuses.includes('401')) return 'no 401 documented';
      // A write-only resource (bulk actions, docs/api/auth.md#scopes) has no read scope: its GETs need its write scope.
      const writeOnly = !ALL_SCOPES.includes(`${(operation.requiredScope ?? '').split(':')[0]}:read`);
      const expected = new RegExp(`^[a-z][a-z0-9_]*:${operation.method === 'get' && !writeOnly ? 'read' : 'write'}$`);
      return operation.requiredScope !== undefined && expected.test(operation.requiredScope)
        ? undefined
        : `the documented 403 names ${operation.requiredScope ?? 'no scope'}`;
    });
  });

  it('answers 401 without a key, or with an unknown one, before looking at the ids or the query', async () => {
    await expectEvery(guarded, async (operation) => {
      for (const [key, url] of [
        [undefined, urlOf(operation, UNKNOWN_UUID)],
        [undefined, invalidUrlOf(operation)],
        ['ats_test_unknownkey00000000000000000000', urlOf(operation, UNKNOWN_UUID)],
      ] as const) {
        const response = await send(operation, url, key);
        const challenge = response.headers['www-authenticate'] === 'Bearer' ? undefined : 'no WWW-Authenticate: Bearer';
        const mismatch = errorMismatch(response, 401, 'UNAUTHORIZED') ?? challenge;
        if (mismatch !== undefined) return `${url}${key === undefined ? ' without a key' : ' with an unknown key'}: ${mismatch}`;
      }
      return undefined;
    });
  });

  it('answers 403 naming the required scope to a key with every other scope, before looking at the ids or the query', async () => {
    await expectEvery(guarded, async (operation) => {
      const scope = operation.requiredScope as string;
      for (const url of [urlOf(operation, UNKNOWN_UUID), invalidUrlOf(operation)]) {
        const mismatch = errorMismatch(
          await send(operation, url, allButKey.get(scope)),
          403,
          'FORBIDDEN',
          (details) => JSON.stringify(details) === JSON.stringify({ requiredScope: scope }),
        );
        if (mismatch !== undefined) return `${url}: ${mismatch}`;
      }
      return undefined;
    });
  });

  it('lets a key holding only the required scope past authentication and scope', async () => {
    await expectEvery(guarded, async (operation) => {
      const response = await send(operation, urlOf(operation, UNKNOWN_UUID), onlyKey.get(onlyScopes(operation)));
      return [401, 403].includes(response.status) ? `got ${response.status} ${JSON.stringify(response.body)}` : undefined;
    });
  });

  /** The key a guarded operation is sent with; a public one gets none. */
  const keyFor = (operation: Operation) => (operation.isPublic ? undefined : t.bootstrapKey);

  it.each(MALFORMED_IDS)('answers 422 naming the path parameter for the malformed id %s', async (malformed) => {
    await expectEvery(
      operations.filter((operation) => operation.idParameters.length > 0),
      async (operation) => {
        for (const parameter of operation.idParameters) {
          const url = urlOf(operation, { [parameter]: malformed });
          const mismatch = errorMismatch(await send(operation, url, keyFor(operation), operation.body), 422, 'VALIDATION_ERROR', onlyIssue('path', parameter));
          if (mismatch !== undefined) return `${url}: ${mismatch}`;
        }
        return undefined;
      },
    );
  });

  // Not UNKNOWN_UUID: the prefilled bodies use it, and a merge of a candidate with itself is a 422 of its own.
  it.each([NIL_UUID, MAX_UUID, MAX_UUID.toUpperCase()])('answers 404 for the well-formed unknown id %s', async (unknown) => {
    await expectEvery(
      operations.filter((operation) => operation.pathParameters.length > 0),
      async (operation) => {
        if (!operation.documentedStatuses.includes('404')) return 'no 404 documented';
        return errorMismatch(await send(operation, urlOf(operation, unknown), keyFor(operation), operation.body), 404, 'NOT_FOUND');
      },
    );
  });

  it.each([['0'], ['max + 1'], ['abc'], ['1.5'], ['-1'], ['']])('answers 422 on every list for limit=%s', async (limit) => {
    await expectEvery(
      operations.filter((operation) => operation.maxLimit !== undefined),
      async (operation) => {
        const url = urlOf(operation, UNKNOWN_UUID, `limit=${limit === 'max + 1' ? (operation.maxLimit as number) + 1 : limit}`);
        const mismatch = errorMismatch(await send(operation, url, keyFor(operation)), 422, 'VALIDATION_ERROR', onlyIssue('query', 'limit'));
        return mismatch === undefined ? undefined : `${url}: ${mismatch}`;
      },
    );
  });

  it('accepts the largest limit on every list: a page of that limit, or 404 for the unknown parent of a nested list', async () => {
    await expectEvery(
      operations.filter((operation) => operation.maxLimit !== undefined),
      async (operation) => {
        const response = await send(operation, urlOf(operation, UNKNOWN_UUID, `limit=${operation.maxLimit}`), keyFor(operation));
        if (operation.pathParameters.length > 0) return errorMismatch(response, 404, 'NOT_FOUND');
        const limit = (response.body as { meta?: { pagination?: { limit?: number } } }).meta?.pagination?.limit;
        return response.status === 200 && limit === operation.maxLimit
          ? undefined
          : `expected 200 with limit ${operation.maxLimit}, got ${response.status} ${JSON.stringify(response.body)}`;
      },
    );
  });
});
