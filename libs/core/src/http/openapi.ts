import { applyDecorators, HttpCode, type Type } from '@nestjs/common';
import {
  ApiExtension,
  ApiExtraModels,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
  type MediaTypeObject,
  type OpenAPIObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { scopeFor, type ScopeResource } from '../auth/scopes';
import { HTTP_STATUS_BY_CODE, type ErrorCode } from '../errors';
import { EXAMPLE_ID } from './validation';

export class ValidationIssueSchema {
  @ApiProperty({ enum: ['body', 'query', 'path', 'header'] }) location: string;
  @ApiProperty({ example: 'educationEntries.0.school' }) path: string;
  @ApiProperty({ example: 'educationEntries.0.school must not be empty' }) message: string;
}

export class ErrorObjectSchema {
  @ApiProperty({ enum: Object.keys(HTTP_STATUS_BY_CODE) }) code: string;
  @ApiProperty() message: string;
  @ApiPropertyOptional({
    description:
      'VALIDATION_ERROR: an array of issues. FORBIDDEN: { requiredScope } or { requiredRole }. MERGED: { mergedIntoId }. INVALID_STATE: { status, allowed }. ' +
      'LEGAL_HOLD: { holdIds }. RETENTION_FLOOR: { until }. ' +
      'INTERNAL_ERROR: { errorId }.',
    oneOf: [{ type: 'array', items: { $ref: '#/components/schemas/ValidationIssueSchema' } }, { type: 'object' }],
  })
  details?: unknown;
}

export class ErrorEnvelopeSchema {
  @ApiProperty({ type: ErrorObjectSchema }) error: ErrorObjectSchema;
}

export class PaginationSchema {
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` to get the next page; null on the last page' }) nextCursor: string | null;
  @ApiProperty() hasMore: boolean;
  @ApiProperty({ minimum: 1, maximum: 100 }) limit: number;
}

export class PageMetaSchema {
  @ApiProperty({ type: PaginationSchema }) pagination: PaginationSchema;
}

/** The platform's error statuses; a context describes those only it answers with (describeErrorStatus). */
const ERROR_DESCRIPTIONS: Partial<Record<number, string>> = {
  400: 'INVALID_JSON: the body is not parseable JSON',
  401: 'UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key',
  403: 'FORBIDDEN: the API key lacks the required scope (details.requiredScope)',
  404: 'NOT_FOUND: a resource named in the path does not exist',
  409: 'CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body)',
  410: 'CURSOR_EXPIRED: the cursor points before pruned changes; resync and start from a new cursor',
  413: 'PAYLOAD_TOO_LARGE: body over 1 MiB',
  416: 'RANGE_NOT_SATISFIABLE: the Range starts past the end of the content; Content-Range: bytes */<size>',
  415: 'UNSUPPORTED_MEDIA_TYPE: the body is not application/json',
  422: 'VALIDATION_ERROR: details lists every broken rule',
  429: 'RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry',
  500: 'INTERNAL_ERROR: details.errorId is logged with the cause',
  503: 'SERVICE_UNAVAILABLE: the database is unreachable',
};

export function ApiErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeSchema, ValidationIssueSchema),
    ...statuses.map((status) => ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ErrorEnvelopeSchema })),
  );
}

export interface OperationOptions {
  summary: string;
  description?: string;
  /** Success status, 200 unless given. */
  status?: number;
  /** The `data` schema: a class, `[Class]` for a list (adds `meta.pagination`), or `{ schema }` for data no class describes (keys the installation defines). */
  response: Type<unknown> | [Type<unknown>] | { schema: SchemaObject };
  /** Other success statuses with the same body (e.g. 200 when the thing already existed). */
  alsoStatus?: number[];
  /** `[Class]` without `meta.pagination`: a bounded array answered whole. */
  unpaginated?: boolean;
  /** The `meta` schema of a list whose pagination is not PageMetaSchema's (e.g. the change feed's). */
  pageMeta?: Type<unknown>;
  errors?: Array<Exclude<(typeof HTTP_STATUS_BY_CODE)[ErrorCode], 401 | 403>>;
  /** Other media types of the success response, chosen by `Accept` (e.g. `application/ld+json`), each sent without the envelope. */
  alsoContent?: Record<string, { schema: SchemaObject | { $ref: string }; example?: unknown }>;
}

/** One decorator per route: summary, success status and envelope schema, error responses. */
export function Operation(options: OperationOptions): MethodDecorator {
  const status = options.status ?? 200;
  const { response } = options;
  const list = Array.isArray(response);
  const model = Array.isArray(response) ? response[0] : 'schema' in response ? undefined : response;
  const pageMeta = options.pageMeta ?? PageMetaSchema;
  const data = model === undefined ? (response as { schema: SchemaObject }).schema : { $ref: getSchemaPath(model) };
  const schema = {
    type: 'object',
    required: ['data', 'meta'],
    properties: {
      data: list ? { type: 'array', items: data } : data,
      meta: list && !options.unpaginated ? { $ref: getSchemaPath(pageMeta) } : { type: 'object' },
    },
  };
  return applyDecorators(
    ApiOperation({ summary: options.summary, description: options.description }),
    HttpCode(status),
    ApiExtraModels(...(model === undefined ? [] : [model]), pageMeta),
    ...[status, ...(options.alsoStatus ?? [])].map((code) =>
      options.alsoContent === undefined
        ? ApiResponse({ status: code, schema })
        : ApiResponse({
            status: code,
            description: 'By `Accept`: the JSON envelope, or another media type below',
            content: { 'application/json': { schema }, ...options.alsoContent },
          }),
    ),
    ApiErrorResponses(...(options.errors ?? []), 500, 503),
  );
}

export class DeletedSchema {
  @ApiProperty({ example: true }) deleted: boolean;
}

export class SuccessSchema {
  @ApiProperty({ example: true }) success: boolean;
}

/** Marks an operation that takes no API key (PublicRoute); documentPlatformEdges turns it into `security: []`. */
export const PUBLIC_ROUTE_EXTENSION = 'x-public-route';

type OperationNode = { security?: unknown[]; parameters?: unknown[]; responses?: Record<string, Record<string, unknown>>; [PUBLIC_ROUTE_EXTENSION]?: boolean };

const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: 'The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60`',
    schema: { type: 'string' },
  },
  RateLimit: { description: 'Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60`', schema: { type: 'string' } },
};

/**
 * Documents what the platform adds to every authenticated or public API operation, present and
 * future: the RateLimit headers, `X-Request-Id`, Retry-After on 429, and the `Idempotency-Key`
 * header of POSTs (with the 409 it can give). A public route's operations get `security: []`.
 */
export function documentPlatformEdges(document: OpenAPIObject): void {
  const errorRef = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelopeSchema' } } } };
  for (const operations of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(operations as Record<string, OperationNode>)) {
      if (typeof operation !== 'object' || operation === null) continue;
      if (operation[PUBLIC_ROUTE_EXTENSION] === true) {
        delete operation[PUBLIC_ROUTE_EXTENSION];
        operation.security = [];
      }
      if (operation.security === undefined || operation.responses === undefined) continue;
      if (operation.security.length > 0) {
        operation.parameters = [
          ...(operation.parameters ?? []),
          {
            name: 'On-Behalf-Of',
            in: 'header',
            required: false,
            schema: { type: 'string', format: 'uuid' },
            description:
              "Act as this user (an active user's id): the request is authorized and recorded as that user. Only a key whose own user is an admin may " +
              'send it (else 403 with details.requiredRole "admin"); an unknown, malformed or deactivated user is 422 (location "header").',
          },
        ];
        operation.responses['422'] ??= { description: ERROR_DESCRIPTIONS[422], ...errorRef };
      }
      if (method === 'post') {
        operation.parameters = [
          ...(operation.parameters ?? []),
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', minLength: 1, maxLength: 255 },
            description:
              'Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the ' +
              'work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it.',
          },
        ];
        operation.responses['409'] ??= { description: ERROR_DESCRIPTIONS[409], ...errorRef };
        operation.responses['422'] ??= { description: ERROR_DESCRIPTIONS[422], ...errorRef };
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        const headers: Record<string, unknown> = {
          'X-Request-Id': {
            description: "The request id (the client's, when it sent a sane one); on the log lines about the request",
            schema: { type: 'string' },
          },
          ...RATE_LIMIT_HEADERS,
        };
        if (status === '429') headers['Retry-After'] = { description: 'Seconds until the window resets', schema: { type: 'integer' } };
        response.headers = { ...(response.headers as object | undefined), ...headers };
      }
    }
  }
}

const REQUEST_CONTENT = 'x-request-content';

/**
 * The request body of each media type, for a route whose media types take different bodies
 * (`@ApiBody` gives them all one schema): e.g. a multipart form with a file part beside a JSON
 * form with an example. Moved into `requestBody.content` by documentRequestContent.
 */
export function ApiRequestContent(content: Record<string, MediaTypeObject>): MethodDecorator {
  return ApiExtension(REQUEST_CONTENT, content);
}

/** Puts what ApiRequestContent declared into the operations' request bodies. */
export function documentRequestContent(document: OpenAPIObject): void {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations as Record<string, { requestBody?: object; [REQUEST_CONTENT]?: Record<string, MediaTypeObject> }>)) {
      const content = operation?.[REQUEST_CONTENT];
      if (content === undefined) continue;
      operation.requestBody = { ...operation.requestBody, content };
      delete operation[REQUEST_CONTENT];
    }
  }
}

type SchemaNode = Record<string, unknown>;

/**
 * The validation pipe refuses unknown keys in every body (forbidNonWhitelisted), nested objects
 * included: says so with `additionalProperties: false` on every object schema a request body
 * reaches, through `$ref`s too. Free-form objects (no `properties`) stay open.
 */
export function closeRequestBodies(document: OpenAPIObject): void {
  const components = (document.components?.schemas ?? {}) as Record<string, SchemaNode>;
  const visited = new Set<SchemaNode>();
  const close = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(close);
    if (typeof node !== 'object' || node === null || visited.has(node as SchemaNode)) return;
    const schema = node as SchemaNode;
    visited.add(schema);
    if (typeof schema.$ref === 'string') close(components[schema.$ref.replace('#/components/schemas/', '')]);
    if (typeof schema.properties === 'object' && schema.properties !== null) {
      schema.additionalProperties ??= false;
      Object.values(schema.properties).forEach(close);
    }
    for (const key of ['items', 'allOf', 'oneOf', 'anyOf']) close(schema[key]);
  };
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations as Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>)) {
      for (const media of Object.values(operation?.requestBody?.content ?? {})) close(media.schema);
    }
  }
}

/** OpenAPI 3.0's null: `enum: [null]` admits it under any reading of `nullable` (3.0.0's, or 3.0.3's that needs a `type` beside it). */
const nullSchema = (): SchemaNode => ({ nullable: true, enum: [null] });
const COMPOSITIONS = ['$ref', 'allOf', 'oneOf', 'anyOf'];
/** Keywords that describe a schema without constraining it: they stay on the outer schema when it is rewritten. */
const ANNOTATIONS = ['description', 'example', 'title', 'default', 'readOnly', 'writeOnly', 'deprecated', 'externalDocs'];
/** Values that are data, not schemas. */
const NOT_SCHEMAS = new Set(['example', 'examples', 'enum', 'default']);

/**
 * Makes every `nullable: true` admit null under OpenAPI 3.0.3's reading, where `nullable` only adds null to the
 * `type` beside it and every other keyword still applies to null: an `enum` gets `null`, and a nullable `$ref` or
 * composition (`{ nullable, type: object, allOf: [$ref] }`, as @nestjs/swagger writes a nullable class) becomes
 * `anyOf: [<the schema>, <null>]` (docs/adr/0009-openapi-describes-the-wire.md).
 */
export function documentNullableSchemas(document: OpenAPIObject): void {
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const parent = node as SchemaNode;
    for (const [key, child] of Object.entries(parent)) {
      if (NOT_SCHEMAS.has(key) || typeof child !== 'object' || child === null) continue;
      if ((child as SchemaNode).nullable === true) parent[key] = admittingNull(child as SchemaNode);
      visit(parent[key]);
    }
  };
  visit(document.components?.schemas);
  visit(document.paths);
}

function admittingNull(schema: SchemaNode): SchemaNode {
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...(schema.enum as unknown[]), null];
  if (!COMPOSITIONS.some((key) => schema[key] !== undefined)) return schema;
  const outer: SchemaNode = {};
  const value: SchemaNode = {};
  for (const [key, keyword] of Object.entries(schema)) {
    if (ANNOTATIONS.includes(key)) outer[key] = keyword;
    else if (key !== 'nullable') value[key] = keyword;
  }
  const keys = Object.keys(value);
  // A choice takes null as one more branch; a single allOf (beside its redundant type) is the schema it wraps.
  if (keys.length === 1 && (keys[0] === 'oneOf' || keys[0] === 'anyOf')) return { ...outer, [keys[0]]: [...(value[keys[0]] as unknown[]), nullSchema()] };
  const allOf = value.allOf as unknown[] | undefined;
  const wrapsOne = allOf?.length === 1 && keys.every((key) => key === 'allOf' || key === 'type');
  return { ...outer, anyOf: [wrapsOne ? allOf[0] : value, nullSchema()] };
}

/** The role an operation needs (set by RequireRole), read by documentErrorExamples and then removed. */
export const REQUIRED_ROLE_EXTENSION = 'x-required-role';

/** The second scope resource of an operation (set by AlsoRequiresScope), read by documentErrorExamples and then removed. */
export const ALSO_SCOPE_RESOURCE_EXTENSION = 'x-also-scope-resource';

/** The scope resource of an operation (set by ApiResource), read by documentErrorExamples and then removed. */
export const SCOPE_RESOURCE_EXTENSION = 'x-scope-resource';

/** An error response as the service sends it, shown as the example of its status. */
export type ErrorExample = { error: { code: ErrorCode; message: string; details?: unknown } };
export const errorExample = (code: ErrorCode, message: string, details?: unknown): ErrorExample => ({
  error: details === undefined ? { code, message } : { code, message, details },
});
const example = errorExample;

/** The answer each error status gives, with the service's own messages; 403 and 404 are per operation. */
const ERROR_EXAMPLES: Partial<Record<number, ErrorExample>> = {
  400: example('INVALID_JSON', 'The request body is not valid JSON'),
  401: example('UNAUTHORIZED', 'The API key is unknown, revoked or expired'),
  410: example('CURSOR_EXPIRED', 'This cursor points before changes pruned by the 30-day retention; resync, then follow the feed from a new cursor', {
    retentionDays: 30,
  }),
  413: example('PAYLOAD_TOO_LARGE', 'The request body exceeds 1048576 bytes'),
  415: example('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be JSON: send Content-Type: application/json'),
  416: example('RANGE_NOT_SATISFIABLE', 'The requested range is outside the content (48213 bytes)', { size: 48213 }),
  422: example('VALIDATION_ERROR', 'The request has invalid parameters', [
    { location: 'body', path: 'email', message: 'email must be a valid email address' },
    { location: 'query', path: 'limit', message: 'limit must be an integer from 1 to 100' },
  ]),
  429: example('RATE_LIMITED', 'Too many requests for this API key; retry in 17 s'),
  500: example('INTERNAL_ERROR', 'An unexpected error occurred', { errorId: '0190a0b4-8a3e-7c2d-9f00-5555aaaa0001' }),
  503: example('SERVICE_UNAVAILABLE', 'The database is unavailable; retry shortly'),
};

/** What a context says of an error status only it answers with: the description of those responses, and their example. */
export interface ErrorStatusDescription {
  description: string;
  example: ErrorExample;
}

const CONTEXT_ERROR_STATUSES = new Map<number, ErrorStatusDescription>();

/** 409 has three causes, each its own example, in this order; the reused key only where one is sent (POST). */
const CONFLICT_CAUSES = ['CONFLICT', 'INVALID_STATE', 'IDEMPOTENCY_KEY_REUSED'] as const;
type ConflictCause = (typeof CONFLICT_CAUSES)[number];

const CONFLICT_EXAMPLES = new Map<ConflictCause, ErrorExample>([
  [
    'IDEMPOTENCY_KEY_REUSED',
    example('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request (method, path or body); use a new key'),
  ],
]);

function describeOnce<K, V>(registry: Map<K, V>, key: K, value: V, what: string): void {
  const known = registry.get(key);
  if (known !== undefined && JSON.stringify(known) !== JSON.stringify(value)) throw new Error(`${what} is described twice, differently`);
  registry.set(key, value);
}

/** Describes, for the OpenAPI document, an error status a context answers with and the platform does not (a 308, a 507). */
export function describeErrorStatus(status: number, description: ErrorStatusDescription): void {
  describeOnce(CONTEXT_ERROR_STATUSES, status, description, `The error status ${status}`);
}

/** The example of a 409 CONFLICT or INVALID_STATE every 409 response shows, from the context whose message it is. */
export function describeConflict(code: 'CONFLICT' | 'INVALID_STATE', message: string, details?: unknown): void {
  describeOnce(CONFLICT_EXAMPLES, code, example(code, message, details), `The 409 ${code}`);
}

/** What the message of a 404 names (the first id of the path): the singular of its collection, e.g. "Thing" for `/api/v1/things/{id}`. */
function resourceNamed(path: string): string {
  // A public route's collection follows `/public` (docs/api/auth.md).
  const [first, second] = path.split('/').slice(3);
  const collection = (first === 'public' ? second : first) ?? '';
  const singular = collection
    .replace(/ies$/, 'y')
    .replace(/s$/, '')
    .replace(/-/g, ' ')
    .replace(/^api\b/, 'API');
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

type DocumentedOperation = OperationNode & {
  [SCOPE_RESOURCE_EXTENSION]?: ScopeResource;
  [ALSO_SCOPE_RESOURCE_EXTENSION]?: ScopeResource;
  [REQUIRED_ROLE_EXTENSION]?: string;
};

/**
 * Gives every error response its own example, the code and message the service sends for that
 * status (a generated sample would show the first enum value, INVALID_JSON, everywhere); a 403
 * names the scope the operation requires, in the example and the description.
 */
export function documentErrorExamples(document: OpenAPIObject): void {
  const envelope = getSchemaPath(ErrorEnvelopeSchema);
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations as Record<string, DocumentedOperation>)) {
      if (typeof operation !== 'object' || operation === null || operation.responses === undefined) continue;
      const resource = operation[SCOPE_RESOURCE_EXTENSION];
      delete operation[SCOPE_RESOURCE_EXTENSION];
      const role = operation[REQUIRED_ROLE_EXTENSION];
      delete operation[REQUIRED_ROLE_EXTENSION];
      const also = operation[ALSO_SCOPE_RESOURCE_EXTENSION];
      delete operation[ALSO_SCOPE_RESOURCE_EXTENSION];
      const scope = resource === undefined ? '*' : scopeFor(resource, method);
      for (const [status, response] of Object.entries(operation.responses)) {
        const content = response.content as Record<string, MediaTypeObject> | undefined;
        const media = content?.['application/json'];
        if (media === undefined || (media.schema as { $ref?: string } | undefined)?.$ref !== envelope) continue;
        // Copies: the generator shares the response objects of class-level decorators between a controller's operations.
        let examples: ErrorExample[];
        const described = CONTEXT_ERROR_STATUSES.get(Number(status));
        let description = described?.description ?? response.description;
        if (status === '409') {
          examples = CONFLICT_CAUSES.filter((code) => code !== 'IDEMPOTENCY_KEY_REUSED' || method === 'post').flatMap(
            (code) => CONFLICT_EXAMPLES.get(code) ?? [],
          );
        } else if (status === '403') {
          examples = [example('FORBIDDEN', `This API key lacks the scope ${scope}`, { requiredScope: scope })];
          description = `FORBIDDEN: the API key lacks the scope ${scope} (details.requiredScope)`;
          if (also !== undefined) {
            const alsoScope = scopeFor(also, method);
            examples.push(example('FORBIDDEN', `This API key lacks the scope ${alsoScope}`, { requiredScope: alsoScope }));
            description = `FORBIDDEN: the API key lacks the scope ${scope} or ${alsoScope} (details.requiredScope)`;
          }
          if (role !== undefined) {
            examples.push(example('FORBIDDEN', `This needs a key whose user is ${role}`, { requiredRole: role }));
            description += `, or the acting user is not ${role === 'admin' ? 'an' : 'a'} ${role} (details.requiredRole)`;
          }
        } else {
          const value =
            status === '404' ? example('NOT_FOUND', `${resourceNamed(path)} ${EXAMPLE_ID} not found`) : (ERROR_EXAMPLES[Number(status)] ?? described?.example);
          examples = value === undefined ? [] : [value];
        }
        // Named `examples` (Swagger UI shows the code as the name), not `example`, which the SDK's generator copies into doc comments.
        // The second scope of an operation that needs two (AlsoRequiresScope) is named by its scope; the first keeps the plain name.
        const named = examples.map((value, index) => {
          const scoped = index > 0 && exampleName(value) === exampleName(examples[0]);
          return [scoped ? `${value.error.code} (scope ${(value.error.details as { requiredScope: string }).requiredScope})` : exampleName(value), { value }];
        });
        const withExamples: MediaTypeObject = { ...media, examples: Object.fromEntries(named) };
        // Description first, as for every response, also where the decorator gave none (a context's status).
        const { description: _given, ...rest } = response;
        operation.responses[status] = { description, ...rest, content: { ...content, 'application/json': withExamples } };
      }
    }
  }
}

/** An example's name: its code, and for a 403 of a role what it requires. */
function exampleName(value: ErrorExample): string {
  const details = value.error.details as { requiredRole?: string } | undefined;
  return details?.requiredRole === undefined ? value.error.code : `${value.error.code} (role ${details.requiredRole})`;
}

/** A tag (a section of Swagger UI) and the one line shown beside it. */
export interface TagDescription {
  name: string;
  description: string;
}

/**
 * Orders Swagger UI's sections, which follow the document's `tags`: `resources` in their order,
 * tags no list names (an extension's) after them, `operational` ones (health) last.
 */
export function documentTags(document: OpenAPIObject, resources: TagDescription[], operational: TagDescription[]): void {
  const listed = new Set([...resources, ...operational].map((tag) => tag.name));
  const unlisted = new Set<string>();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations as Record<string, { tags?: string[] }>)) {
      for (const tag of operation?.tags ?? []) if (!listed.has(tag)) unlisted.add(tag);
    }
  }
  document.tags = [...resources, ...[...unlisted].map((name) => ({ name })), ...operational];
}

type ParameterNode = { in?: string; required?: boolean; description?: string; example?: unknown; schema?: { example?: unknown } };

/**
 * Optional query parameters carry no `example`: Swagger UI prefills a parameter's example into
 * "Try it out", so every list a reader ran came back filtered (e.g. by `updatedAfter`). The example
 * moves into the description.
 */
export function documentOptionalQueryParameters(document: OpenAPIObject): void {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations as Record<string, { parameters?: ParameterNode[] }>)) {
      for (const parameter of operation?.parameters ?? []) {
        if (parameter.in !== 'query' || parameter.required === true) continue;
        const value = parameter.example ?? parameter.schema?.example;
        if (value === undefined) continue;
        delete parameter.example;
        delete parameter.schema?.example;
        const shown = `Example: \`${String(value)}\`.`;
        parameter.description = parameter.description === undefined ? shown : `${parameter.description.replace(/\.?$/, '.')} ${shown}`;
      }
    }
  }
}
