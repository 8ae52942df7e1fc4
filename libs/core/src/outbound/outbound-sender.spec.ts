import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { retryDelayMs } from './backoff';
import { isRetryableAnswer, OutboundSender, responseJson } from './outbound-sender';
import { TargetGuard, type HostLookup } from './target-guard';

const lookup: HostLookup = async () => [{ address: '127.0.0.1', family: 4 }];

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The client against a receiver on 127.0.0.1 in this process (the one socket these specs open): what it sends, what it reads. */
describe(OutboundSender.name, () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  let answer: (request: Seen, response: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
        seen.push(entry);
        answer(entry, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  const sender = (allowed: 'loopback' | false, options: { maxResponseBytes?: number; timeoutMs?: number } = {}) =>
    new OutboundSender(new TargetGuard(allowed, lookup), { timeoutMs: options.timeoutMs ?? 2000, connectionsPerOrigin: 2, userAgent: 'spec/1.0', ...options });

  it('sends form fields form-encoded and reads a JSON answer (an OAuth2 token request)', async () => {
    answer = (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"t0k","expires_in":3600}');
    const client = sender('loopback');
    const response = await client.send({
      method: 'POST',
      url: `${base}/oauth/token`,
      headers: {},
      form: { grant_type: 'client_credentials', scope: 'a b' },
      readBody: true,
    });
    await client.close();
    expect(response.status).toBe(200);
    expect(response.headers?.['content-type']).toBe('application/json');
    expect(responseJson(response)).toEqual({ access_token: 't0k', expires_in: 3600 });
    expect(seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0].headers['user-agent']).toBe('spec/1.0');
    expect(new URLSearchParams(seen[0].body).get('scope')).toBe('a b');
  });

  it('sends a value as JSON, and by default keeps only the status', async () => {
    answer = (_request, response) => response.writeHead(201).end('kept nowhere');
    const client = sender('loopback');
    const response = await client.send({ method: 'PUT', url: `${base}/things?x=1`, headers: {}, json: { a: [1, 'b'] } });
    await client.close();
    expect(response).toEqual({ status: 201, attempts: 1 });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/things?x=1', body: '{"a":[1,"b"]}' });
    expect(seen[0].headers['content-type']).toBe('application/json');
  });

  it('refuses an answer longer than maxResponseBytes', async () => {
    answer = (_request, response) => response.writeHead(200).end('x'.repeat(5000));
    const client = sender('loopback', { maxResponseBytes: 1000 });
    const response = await client.send({ method: 'GET', url: `${base}/big`, headers: {}, readBody: true });
    await client.close();
    expect(response.error).toBe("The answer's body exceeds 1000 bytes");
    expect(response.body).toBeUndefined();
  });

  it('retries no answer, a 429 and a 5xx on the schedule, and stops at a 4xx or the schedule’s end', async () => {
    const statuses = [503, 429, 200];
    answer = (_request, response) => response.writeHead(statuses.shift() ?? 500).end();
    const client = sender('loopback');
    expect(await client.send({ method: 'POST', url: `${base}/r`, headers: {}, body: '{}', retrySchedule: [0.01, 0.01, 0.01] })).toEqual({
      status: 200,
      attempts: 3,
    });
    answer = (_request, response) => response.writeHead(400).end();
    expect(await client.send({ method: 'POST', url: `${base}/r`, headers: {}, body: '{}', retrySchedule: [0.01] })).toEqual({ status: 400, attempts: 1 });
    answer = (_request, response) => response.writeHead(502).end();
    expect(await client.send({ method: 'POST', url: `${base}/r`, headers: {}, body: '{}', retrySchedule: [0.01] })).toEqual({ status: 502, attempts: 2 });
    await client.close();
    expect(seen).toHaveLength(6);
  });

  it('refuses a loopback target unless allowed (the SSRF guard on every connection)', async () => {
    answer = (_request, response) => response.writeHead(200).end();
    const client = sender(false);
    const response = await client.send({ method: 'GET', url: `${base}/`, headers: {} });
    await client.close();
    expect(response.status).toBeUndefined();
    expect(response.error).toMatch(/loopback/);
    expect(seen).toHaveLength(0);
  });

  it('times out an attempt', async () => {
    answer = () => undefined; // never answers
    const client = sender('loopback', { timeoutMs: 200 });
    const response = await client.send({ method: 'GET', url: `${base}/slow`, headers: {} });
    await client.close();
    expect(response.error).toBe('No answer within 0.2 s');
  });

  it('takes one of body, json and form', async () => {
    const client = sender('loopback');
    await expect(client.send({ method: 'POST', url: `${base}/`, headers: {}, json: {}, form: {} })).rejects.toThrow('one of body, json and form');
    await client.close();
  });

  it('retries only what may have been lost or refused for load', () => {
    expect([{}, { status: 429 }, { status: 500 }, { status: 404 }, { status: 200 }].map(isRetryableAnswer)).toEqual([true, true, true, false, false]);
    expect(retryDelayMs([10], 1, 0)).toBe(9000);
    expect(retryDelayMs([10], 1, 0.5)).toBe(10_000);
  });
});
