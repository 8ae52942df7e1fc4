import type { AddressInfo } from 'node:net';
import { ApiError, createClient, type ChangePage, type FetchFunction, type RecruitingClient } from '@recruiting-service/sdk';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { uniqueEmail } from '../../helpers/common';

jest.setTimeout(60_000);

/** The SDK against the real service (in-process, on a loopback port): typed calls, errors, pages, the change feed, uploads, idempotent retries. */
describe('SDK client against the service', () => {
  let t: TestApp;
  let baseUrl: string;
  let client: RecruitingClient;
  /** Every request the client sent, as `METHOD path?query`. */
  const sent: string[] = [];
  const recording: FetchFunction = (request) => {
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
    return fetch(request);
  };
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    client = createClient({ baseUrl, apiKey: t.bootstrapKey, fetch: recording });
  });
  afterAll(async () => t?.close());
  beforeEach(() => sent.splice(0));

  const newCandidate = async (overrides: { firstName?: string; email?: string } = {}) =>
    (await client.POST('/api/v1/candidates', { body: { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('sdk'), ...overrides } })).data.data;

  it('creates, reads, updates and deletes a candidate with typed calls', async () => {
    const created = await newCandidate({ firstName: 'Grace' });
    expect(created).toEqual(expect.objectContaining({ firstName: 'Grace', lastName: 'Lovelace', headline: null, educationEntries: [] }));

    const { data: read } = await client.GET('/api/v1/candidates/{id}', { params: { path: { id: created.id } } });
    expect(read.data).toEqual(created);

    const { data: updated } = await client.PATCH('/api/v1/candidates/{id}', { params: { path: { id: created.id } }, body: { headline: 'Rear admiral' } });
    expect(updated.data.headline).toBe('Rear admiral');

    const { data: deleted } = await client.DELETE('/api/v1/candidates/{id}', { params: { path: { id: created.id } } });
    expect(deleted.data).toEqual({ deleted: true });
    const gone = await client.GET('/api/v1/candidates/{id}', { params: { path: { id: created.id } } }).catch((error) => error);
    expect(gone).toBeInstanceOf(ApiError);
    expect(gone).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: expect.any(String) });
  });

  it('throws a 422 as ApiError listing every broken rule', async () => {
    const error = await client.POST('/api/v1/candidates', { body: { firstName: '', lastName: 'Lovelace', email: 'not-an-email' } }).catch((thrown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect((error as ApiError).issues.map((issue) => `${issue.location}:${issue.path}`).sort()).toEqual(['body:email', 'body:firstName']);
    // A 422 is not retried: one request.
    expect(sent.filter((line) => line.startsWith('POST'))).toHaveLength(1);
  });

  it('walks a list across pages with paginate()', async () => {
    const tag = `sdk-page-${Date.now()}`;
    const ids: string[] = [];
    for (let n = 0; n < 7; n++) {
      const candidate = await newCandidate();
      await client.POST('/api/v1/candidates/{id}/tags', { params: { path: { id: candidate.id } }, body: { label: tag } });
      ids.push(candidate.id);
    }
    sent.splice(0);
    const seen: string[] = [];
    for await (const candidate of client.paginate('/api/v1/candidates', { params: { query: { tag, limit: 3 } } })) seen.push(candidate.id);
    // Newest first, each once, in three requests (3 + 3 + 1).
    expect(seen).toEqual([...ids].reverse());
    expect(sent).toHaveLength(3);
    expect(sent[1]).toContain('cursor=');
  });

  it('follows the change feed, picking up a change made after the iterator started, and resumes from its cursor', async () => {
    let caughtUp: string | undefined;
    for await (const page of client.changes({ wait: 0, limit: 1000 })) caughtUp = page.cursor;
    expect(typeof caughtUp).toBe('string');

    const controller = new AbortController();
    const feed = client.changes({ cursor: caughtUp, wait: 30, resourceTypes: ['candidate'], signal: controller.signal });
    // The first long poll is on its way before the change is made.
    const next = feed.next();
    const candidate = await newCandidate({ firstName: 'Later' });
    const { value: page } = (await next) as IteratorResult<ChangePage, void> & { value: ChangePage };
    controller.abort();
    expect(page.changes.map((change) => [change.type, change.resourceId])).toEqual([['candidate.created', candidate.id]]);
    expect(page.changes[0].data).toEqual(expect.objectContaining({ id: candidate.id, firstName: 'Later' }));
    expect(page.cursor).not.toBe(caughtUp);

    // Resuming from the stored cursor gives what came after it, nothing before.
    await client.PATCH('/api/v1/candidates/{id}', { params: { path: { id: candidate.id } }, body: { headline: 'Resumed' } });
    const resumed: string[] = [];
    for await (const later of client.changes({ cursor: page.cursor, wait: 0, resourceTypes: ['candidate'] }))
      resumed.push(...later.changes.map((change) => change.type));
    expect(resumed).toEqual(['candidate.updated']);
  });

  it('uploads a document as multipart, and answers created: false for the same bytes again', async () => {
    const candidate = await newCandidate();
    const bytes = new TextEncoder().encode('Ada Lovelace\nAnalytical engines, 1843\n');
    const first = await client.uploadDocument(candidate.id, bytes, { filename: 'notes/resume.txt', kind: 'resume' });
    expect(first.created).toBe(true);
    expect(first.document).toEqual(
      expect.objectContaining({ candidateId: candidate.id, filename: 'resume.txt', kind: 'resume', contentType: 'text/plain', sizeBytes: bytes.length }),
    );
    const again = await client.uploadDocument(candidate.id, new Blob([bytes]), { filename: 'resume-copy.txt' });
    expect(again).toEqual({ document: first.document, created: false });
  });

  it('retries a POST whose response was lost with the same Idempotency-Key, and the service replays instead of creating twice', async () => {
    const keys: Array<string | null> = [];
    let lost = 0;
    const dropsFirstResponse: FetchFunction = async (request) => {
      keys.push(request.headers.get('idempotency-key'));
      const response = await fetch(request);
      if (lost++ === 0) throw new TypeError('fetch failed: connection reset after the request was handled');
      return response;
    };
    const flaky = createClient({ baseUrl, apiKey: t.bootstrapKey, fetch: dropsFirstResponse, retry: { baseDelayMs: 10 } });
    const email = uniqueEmail('replay');
    const { data, response } = await flaky.POST('/api/v1/candidates', { body: { firstName: 'Once', lastName: 'Only', email } });
    expect(response.status).toBe(201);
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const matches = [];
    for await (const candidate of client.paginate('/api/v1/candidates', { params: { query: { email } } })) matches.push(candidate.id);
    expect(matches).toEqual([data.data.id]);
  });
});
