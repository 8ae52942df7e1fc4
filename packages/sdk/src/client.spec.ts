import { ApiError } from './errors';
import { createClient, IDEMPOTENCY_KEY_HEADER, type FetchFunction } from './client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch that answers from a script and records what it was sent. */
function scripted(...answers: Array<Response | Error>): FetchFunction & { requests: Request[] } {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    const answer = answers.shift();
    if (answer === undefined) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return Object.assign(fetch, { requests });
}

const user = { id: '0190a0b4-8a3e-7c2d-9f00-1234567890ab', name: 'Ada', email: 'ada@example.com', role: 'recruiter' };
const body = { name: 'Ada', email: 'ada@example.com', role: 'recruiter' as const };
const fast = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 1000 };

describe('createClient', () => {
  it('sends the key, and gives a POST one Idempotency-Key that every retry repeats', async () => {
    const fetch = scripted(
      json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }),
      new TypeError('fetch failed'),
      json(201, { data: user, meta: {} }),
    );
    const client = createClient({ baseUrl: 'http://ats.test/', apiKey: 'ats_test_key', fetch, retry: fast });
    const { data, response } = await client.POST('/api/v1/users', { body });
    expect(data.data).toEqual(user);
    expect(response.status).toBe(201);
    expect(fetch.requests.map((request) => request.url)).toEqual(Array(3).fill('http://ats.test/api/v1/users'));
    const keys = fetch.requests.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(fetch.requests[0].headers.get('authorization')).toBe('Bearer ats_test_key');
    expect(await Promise.all(fetch.requests.map((request) => request.json()))).toEqual(Array(3).fill(body));
  });

  it("keeps the caller's Idempotency-Key, and makes a new one for the next call", async () => {
    const fetch = scripted(json(201, { data: user, meta: {} }), json(201, { data: user, meta: {} }), json(201, { data: user, meta: {} }));
    const client = createClient({ baseUrl: 'http://ats.test', apiKey: 'k', fetch, retry: fast });
    await client.POST('/api/v1/users', { body, params: { header: { [IDEMPOTENCY_KEY_HEADER]: 'mine' } } });
    await client.POST('/api/v1/users', { body });
    await client.POST('/api/v1/users', { body });
    const [mine, first, second] = fetch.requests.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(mine).toBe('mine');
    expect(first).not.toBe(second);
  });

  it('does not retry a network error of a PATCH (it has no key to make it safe), nor a 4xx', async () => {
    const patch = scripted(new TypeError('fetch failed'));
    await expect(
      createClient({ baseUrl: 'http://ats.test', apiKey: 'k', fetch: patch, retry: fast }).PATCH('/api/v1/tasks/{id}', {
        params: { path: { id: user.id } },
        body: {},
      }),
    ).rejects.toThrow('fetch failed');
    expect(patch.requests).toHaveLength(1);

    const conflict = scripted(json(409, { error: { code: 'CONFLICT', message: 'taken' } }));
    await expect(createClient({ baseUrl: 'http://ats.test', apiKey: 'k', fetch: conflict, retry: fast }).POST('/api/v1/users', { body })).rejects.toThrow(
      ApiError,
    );
    expect(conflict.requests).toHaveLength(1);
  });

  it('throws ApiError with the envelope and the request id once the attempts are used up', async () => {
    const issues = [{ location: 'query', path: 'limit', message: 'limit must not be greater than 100' }];
    const invalid = scripted(json(422, { error: { code: 'VALIDATION_ERROR', message: 'Invalid request', details: issues } }, { 'x-request-id': 'req-1' }));
    const error: ApiError = await createClient({ baseUrl: 'http://ats.test', apiKey: 'k', fetch: invalid })
      .GET('/api/v1/users', { params: { query: { limit: 101 } } })
      .catch((thrown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect({ ...error, message: error.message, response: undefined }).toEqual(
      expect.objectContaining({ status: 422, code: 'VALIDATION_ERROR', message: 'Invalid request', details: issues, requestId: 'req-1' }),
    );
    expect(error.issues).toEqual(issues);

    const busy = scripted(...Array.from({ length: 3 }, () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } })));
    await expect(createClient({ baseUrl: 'http://ats.test', apiKey: 'k', fetch: busy, retry: fast }).GET('/api/v1/users')).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(busy.requests).toHaveLength(3);

    const proxy = scripted(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(createClient({ baseUrl: 'http://ats.test', apiKey: 'k', fetch: proxy }).GET('/api/v1/users')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: '502 Bad Gateway',
    });
  });

  it('stops waiting for a retry when the signal aborts', async () => {
    const fetch = scripted(json(429, { error: { code: 'RATE_LIMITED', message: 'slow down' } }, { 'retry-after': '20' }));
    const controller = new AbortController();
    const client = createClient({ baseUrl: 'http://ats.test', apiKey: 'k', fetch });
    const call = client.GET('/api/v1/users', { signal: controller.signal });
    while (fetch.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort(new Error('user gave up'));
    await expect(call).rejects.toThrow('user gave up');
    expect(fetch.requests).toHaveLength(1);
  });

  it('walks every page of a list', async () => {
    const page = (ids: string[], nextCursor: string | null) =>
      json(200, { data: ids.map((id) => ({ ...user, id })), meta: { pagination: { nextCursor, hasMore: nextCursor !== null, limit: 2 } } });
    const fetch = scripted(page(['a', 'b'], 'c1'), page(['c', 'd'], 'c2'), page(['e'], null));
    const client = createClient({ baseUrl: 'http://ats.test', apiKey: 'k', fetch });
    const ids: string[] = [];
    for await (const item of client.paginate('/api/v1/users', { params: { query: { limit: 2 } } })) ids.push(item.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(fetch.requests.map((request) => new URL(request.url).search)).toEqual(['?limit=2', '?limit=2&cursor=c1', '?limit=2&cursor=c2']);
  });
});
