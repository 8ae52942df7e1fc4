import type { AddressInfo } from 'node:net';
import { ApiError, createClient, type FetchFunction } from '@recruiting-service/sdk';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const LIMIT = 3;
// The service's window is 60 s from a key's first request, so the retry below waits most of a minute.
jest.setTimeout(120_000);

/** The SDK and a real 429 (RATE_LIMIT_PER_MINUTE=3): it waits what Retry-After says, or gives up when that is longer than maxDelayMs. */
describe('SDK retries on 429', () => {
  let t: TestApp;
  let baseUrl: string;
  let key: string;
  /** Every attempt of the client: when it was sent, and the status, Retry-After and arrival time of its answer. */
  const answers: Array<{ sentAt: number; status: number; retryAfter: string | null; at: number }> = [];
  const recording: FetchFunction = async (request) => {
    const sentAt = Date.now();
    const response = await fetch(request);
    answers.push({ sentAt, status: response.status, retryAfter: response.headers.get('retry-after'), at: Date.now() });
    return response;
  };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    key = (await t.factory.apiKey(['users:read'])).key;
  });
  afterAll(async () => t?.close());
  beforeEach(() => answers.splice(0));

  it('throws RATE_LIMITED after one request when Retry-After is longer than maxDelayMs (never retries early)', async () => {
    const client = createClient({ baseUrl, apiKey: key, fetch: recording, retry: { maxDelayMs: 1000 } });
    for (let n = 0; n < LIMIT; n++) await client.GET('/api/v1/users');
    const error = await client.GET('/api/v1/users').catch((thrown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3].retryAfter)).toBeGreaterThan(1);
  });

  it('waits out Retry-After, then the same call succeeds', async () => {
    const client = createClient({ baseUrl, apiKey: key, fetch: recording, retry: { maxDelayMs: 61_000 } });
    const { data } = await client.GET('/api/v1/users');
    expect(Array.isArray(data.data)).toBe(true);
    expect(answers.map((answer) => answer.status)).toEqual([429, 200]);
    const [refused, served] = answers;
    // A lower bound only (load can only make the retry later); 5 ms for a timer firing a tick early against Date.now().
    expect(served.sentAt - refused.at).toBeGreaterThanOrEqual(Number(refused.retryAfter) * 1000 - 5);
  });
});
