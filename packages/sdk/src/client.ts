import createFetchClient, { type Client, type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import {
  customFieldsPath,
  type CustomFieldChanges,
  type CustomFieldObjectType,
  type CustomFieldTypes,
  type CustomFieldValues,
  type UntypedCustomFields,
} from './custom-fields';
import { ApiError } from './errors';
import { DEFAULT_RETRY, RETRYABLE_STATUSES, retryDelay, sleep, type RetryOptions } from './retry';
import type { components, paths } from './schema';

export type Schemas = components['schemas'];
export type Change = Schemas['ChangeResponse'];
export type Document = Schemas['DocumentResponse'];
export type DocumentKind = Schemas['DocumentKind'];
export type EventType = Schemas['EventType'];
export type ChangeResourceType = Schemas['ChangeResourceType'];

/** What `fetch` the client sends through: the global one by default, or a wrapper (proxies, tests, instrumentation). */
export type FetchFunction = (request: Request) => Promise<Response>;

export interface ClientOptions {
  /** Where the service runs, e.g. `https://ats.example.com` (the paths carry `/api/v1`). */
  baseUrl: string;
  /** An API key (`ats_live_…` or `ats_test_…`), sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** Retries of 429/503 answers and of network errors (for GET, and POST with its idempotency key). */
  retry?: RetryOptions;
  /** Defaults to `globalThis.fetch`. Called once per attempt. */
  fetch?: FetchFunction;
  /** Sent with every request (e.g. `X-Request-Id` of your own). */
  headers?: Record<string, string>;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Methods a network error may be retried for without a key: they change nothing. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The arguments after the path: optional when the operation needs no parameters and no body (as openapi-fetch types them). */
type InitArgs<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

/** The success body of an operation (the API's `{ data, meta }`: docs/api/wire-rules.md#envelopes). */
export type SuccessBody<Path extends keyof paths, Method extends HttpMethod, Init = unknown> = NonNullable<
  FetchResponse<paths[Path][Method] & Record<string | number, any>, Init, MediaType>['data']
>;

/** A successful call: errors are thrown as ApiError, so there is no `error` branch to check. */
export interface Success<Data> {
  data: Data;
  response: Response;
}

type Method<M extends HttpMethod> = <Path extends PathsWithMethod<paths, M>, Init extends MaybeOptionalInit<paths[Path], M>>(
  path: Path,
  ...init: InitArgs<Init>
) => Promise<Success<SuccessBody<Path, M, Init>>>;

/** GET operations answering a page (docs/api/wire-rules.md#pagination: `nextCursor` null on the last one); the change feed has its own iterator. */
export type ListPath = {
  [Path in PathsWithMethod<paths, 'get'>]: SuccessBody<Path, 'get'> extends { data: readonly unknown[]; meta: { pagination: { nextCursor: infer Cursor } } }
    ? null extends Cursor
      ? Path
      : never
    : never;
}[PathsWithMethod<paths, 'get'>];

/** The item type of a list operation, e.g. `ListItem<'/api/v1/candidates'>` is the Candidate. */
export type ListItem<Path extends ListPath> = SuccessBody<Path, 'get'> extends { data: ReadonlyArray<infer Item> } ? Item : never;

export interface ChangesOptions {
  /** Where to resume: the `cursor` of the last page you applied; none starts at the oldest retained change. */
  cursor?: string | null;
  /** Seconds a request waits for the next change when there is none (0-30, default 30). With 0 the iterator ends once it has caught up. */
  wait?: number;
  /** Changes per request (1-1000, default 100). */
  limit?: number;
  resourceTypes?: ChangeResourceType[];
  types?: EventType[];
  /** Stops the iterator, also in the middle of a long poll (it then throws the signal's reason). */
  signal?: AbortSignal;
}

/** One answer of GET /changes: apply `changes`, then store `cursor` (never null) to resume from. */
export interface ChangePage {
  changes: Change[];
  cursor: string;
  /** More changes are available now (the next request returns at once). */
  hasMore: boolean;
}

export interface UploadDocumentOptions {
  /** The document's filename (directory parts are dropped by the service). */
  filename: string;
  kind?: DocumentKind;
  /** An application of this candidate the document belongs to. */
  applicationId?: string;
  /** Defaults to a new key per call (the same on its retries). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface CustomFieldsOptions {
  signal?: AbortSignal;
}

/** `Fields`: the installation's field types (`npm run sdk:generate -- --custom-fields`); without it any key and value compile. */
export interface RecruitingClient<Fields extends CustomFieldTypes = UntypedCustomFields> {
  GET: Method<'get'>;
  POST: Method<'post'>;
  PATCH: Method<'patch'>;
  DELETE: Method<'delete'>;
  /** openapi-fetch middleware (onRequest/onResponse/onError), e.g. for logging. */
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
  /** Every item of a list operation, page after page (following `nextCursor`), e.g. `paginate('/api/v1/candidates', { params: { query: { limit: 100 } } })`. */
  paginate<Path extends ListPath>(path: Path, ...init: InitArgs<MaybeOptionalInit<paths[Path], 'get'>>): AsyncGenerator<ListItem<Path>, void, undefined>;
  /** The change feed (GET /changes), page by page with long polling; follows forever unless `wait` is 0 or the signal aborts. */
  changes(options?: ChangesOptions): AsyncGenerator<ChangePage, void, undefined>;
  /** POST /candidates/{id}/documents as multipart/form-data; `created` is false when the candidate already had these bytes. */
  uploadDocument(candidateId: string, file: Blob | ArrayBuffer | Uint8Array, options: UploadDocumentOptions): Promise<{ document: Document; created: boolean }>;
  /** GET /{objects}/{id}/custom-fields: every active field's value, null when unset. */
  getCustomFields<ObjectType extends CustomFieldObjectType>(
    objectType: ObjectType,
    id: string,
    options?: CustomFieldsOptions,
  ): Promise<CustomFieldValues<Fields, ObjectType>>;
  /** PATCH /{objects}/{id}/custom-fields: changes the given keys (null clears one) and returns the whole map. */
  setCustomFields<ObjectType extends CustomFieldObjectType>(
    objectType: ObjectType,
    id: string,
    values: CustomFieldChanges<Fields, ObjectType>,
    options?: CustomFieldsOptions,
  ): Promise<CustomFieldValues<Fields, ObjectType>>;
}

/** A typed client of the service. Every method throws ApiError on an error status; see packages/sdk/README.md. */
export function createClient<Fields extends CustomFieldTypes = UntypedCustomFields>(options: ClientOptions): RecruitingClient<Fields> {
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const fetchClient = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
    fetch: resilientFetch(options.fetch ?? ((request) => globalThis.fetch(request)), retry),
  });
  // The conveniences below build their requests from runtime values; the public methods keep openapi-fetch's typing.
  const untyped = fetchClient as unknown as Client<Record<string, Record<HttpMethod, unknown>>>;
  const client = fetchClient as unknown as RecruitingClient;

  async function* paginate(path: string, init: { params?: { query?: Record<string, unknown> } } & Record<string, unknown> = {}) {
    let cursor = init.params?.query?.cursor;
    for (;;) {
      const { data } = (await untyped.GET(path, { ...init, params: { ...init.params, query: { ...init.params?.query, cursor } } })) as {
        data: { data: unknown[]; meta: { pagination: { nextCursor: string | null; hasMore: boolean } } };
      };
      yield* data.data;
      const { nextCursor, hasMore } = data.meta.pagination;
      if (!hasMore || nextCursor === null) return;
      cursor = nextCursor;
    }
  }

  async function* changes(feed: ChangesOptions = {}): AsyncGenerator<ChangePage, void, undefined> {
    const wait = feed.wait ?? 30;
    let cursor = feed.cursor ?? undefined;
    for (;;) {
      const query = {
        cursor,
        wait,
        limit: feed.limit,
        resourceTypes: feed.resourceTypes?.join(','),
        types: feed.types?.join(','),
      };
      const { data } = await client.GET('/api/v1/changes', { params: { query }, signal: feed.signal });
      const page: ChangePage = { changes: data.data, cursor: data.meta.pagination.nextCursor, hasMore: data.meta.pagination.hasMore };
      // An empty long poll that did not move the cursor tells the caller nothing.
      if (page.changes.length > 0 || page.cursor !== cursor) yield page;
      cursor = page.cursor;
      if (!page.hasMore && wait === 0) return;
    }
  }

  async function uploadDocument(candidateId: string, file: Blob | ArrayBuffer | Uint8Array, upload: UploadDocumentOptions) {
    const form = new FormData();
    form.append('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)]), upload.filename);
    if (upload.kind !== undefined) form.append('kind', upload.kind);
    if (upload.applicationId !== undefined) form.append('applicationId', upload.applicationId);
    const { data, response } = await client.POST('/api/v1/candidates/{id}/documents', {
      params: { path: { id: candidateId }, header: upload.idempotencyKey === undefined ? undefined : { [IDEMPOTENCY_KEY_HEADER]: upload.idempotencyKey } },
      // The schema types the multipart part `file` as a string (binary); openapi-fetch sends a FormData body as it is.
      body: form as unknown as Schemas['UploadDocumentForm'],
      signal: upload.signal,
    });
    return { document: data.data, created: response.status === 201 };
  }

  // The five value paths share one shape, picked at run time by objectType; their types come from the generated CustomFields.
  const valuesClient = fetchClient as unknown as Record<'GET' | 'PATCH', (path: string, init: object) => Promise<{ data: { data: unknown } }>>;

  async function getCustomFields(objectType: CustomFieldObjectType, id: string, request: CustomFieldsOptions = {}) {
    return (await valuesClient.GET(customFieldsPath(objectType), { params: { path: { id } }, signal: request.signal })).data.data;
  }

  async function setCustomFields(objectType: CustomFieldObjectType, id: string, values: object, request: CustomFieldsOptions = {}) {
    return (await valuesClient.PATCH(customFieldsPath(objectType), { params: { path: { id } }, body: values, signal: request.signal })).data.data;
  }

  return Object.assign(client, { paginate, changes, uploadDocument, getCustomFields, setCustomFields }) as RecruitingClient<Fields>;
}

/**
 * The fetch openapi-fetch calls: gives a POST its Idempotency-Key (one per logical call, so every retry
 * replays rather than repeats), retries 429/503 and, when safe, network errors, and turns error statuses into ApiError.
 */
function resilientFetch(send: FetchFunction, retry: Readonly<Required<RetryOptions>>): FetchFunction {
  return async (request) => {
    if (request.method === 'POST' && !request.headers.has(IDEMPOTENCY_KEY_HEADER)) request.headers.set(IDEMPOTENCY_KEY_HEADER, globalThis.crypto.randomUUID());
    const networkErrorsRetryable = SAFE_METHODS.has(request.method) || request.headers.has(IDEMPOTENCY_KEY_HEADER);
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        // A clone per attempt: a body can be read once.
        response = await send(request.clone());
      } catch (error) {
        const delay = networkErrorsRetryable && !request.signal.aborted ? retryDelay(attempt, undefined, retry) : undefined;
        if (delay === undefined) throw error;
        await sleep(delay, request.signal);
        continue;
      }
      if (RETRYABLE_STATUSES.has(response.status)) {
        const delay = retryDelay(attempt, response.headers.get('retry-after'), retry);
        if (delay !== undefined) {
          await response.body?.cancel();
          await sleep(delay, request.signal);
          continue;
        }
      }
      if (response.status >= 400) throw await ApiError.from(response);
      return response;
    }
  };
}
