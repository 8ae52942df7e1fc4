import { Agent } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Client } from 'pg';
import { testEnvironment } from '../../helpers/test-app';
import { uniqueEmail, waitFor } from '../../helpers/common';
import { freePort, send, startMain } from '../../kits/edges-kit';

/** Writes raw bytes and reads until the server closes the socket (a reset is reported as such, not as an answer). */
function rawExchange(port: number, bytes: string): Promise<{ text: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let text = '';
    let reset = false;
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => (reset = true));
    socket.on('close', () => resolve({ text, reset }));
  });
}

function parseRaw(text: string): { statusLine: string; headers: string; body: unknown } {
  const [head, body] = text.split('\r\n\r\n');
  const [statusLine, ...headers] = head.split('\r\n');
  return { statusLine, headers: headers.join('\n').toLowerCase(), body: JSON.parse(body) };
}

/** apps/api/src/main.ts as it runs in production: its own process, its own port, real signals. */
describe('the API process', () => {
  let environment: Awaited<ReturnType<typeof testEnvironment>>;
  let api: ReturnType<typeof startMain>;
  let port: number;

  beforeAll(async () => {
    environment = await testEnvironment({ LOG_LEVEL: 'info' });
    port = await freePort();
    api = startMain('api', { ...environment.env, PORT: String(port) });
    await waitFor('the API to listen', () => api.lines().some((line) => line.includes('Listening on port')) || api.child.exitCode !== null, 60_000);
    expect(api.child.exitCode).toBeNull();
  }, 90_000);
  afterAll(async () => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    await environment?.drop();
  });

  it('answers a 64 KiB query string 414 URI_TOO_LONG with the error envelope, then closes', async () => {
    const { text, reset } = await rawExchange(port, `GET /health?q=${'a'.repeat(64 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(reset).toBe(false);
    const reply = parseRaw(text);
    expect(reply.statusLine).toBe('HTTP/1.1 414 URI Too Long');
    expect(reply.headers).toContain('content-type: application/json; charset=utf-8');
    expect(reply.headers).toContain('connection: close');
    expect(reply.body).toEqual({ error: { code: 'URI_TOO_LONG', message: expect.stringContaining('request line') } });
  });

  it('answers a 17 KiB query string through http.request the same way', async () => {
    const reply = await send(port, 'GET', `/api/v1/candidates?q=${'b'.repeat(17 * 1024)}`, {});
    expect(reply.status).toBe(414);
    expect(JSON.parse(reply.body).error.code).toBe('URI_TOO_LONG');
  });

  it('answers oversized headers 431 HEADERS_TOO_LARGE with the error envelope', async () => {
    const reply = await send(port, 'GET', '/health', { 'X-Padding': 'c'.repeat(20 * 1024) });
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toEqual({ error: { code: 'HEADERS_TOO_LARGE', message: expect.stringContaining('headers') } });
  });

  it('answers a malformed request 400 MALFORMED_REQUEST with the envelope, a NUL in a header (an Idempotency-Key) too, then closes', async () => {
    for (const bytes of [
      'NOT HTTP AT ALL\r\n\r\n',
      'POST /api/v1/candidates HTTP/1.1\r\nHost: 127.0.0.1\r\nIdempotency-Key: a\u0000b\r\nContent-Length: 0\r\n\r\n',
    ]) {
      const { text, reset } = await rawExchange(port, bytes);
      expect(reset).toBe(false);
      const reply = parseRaw(text);
      expect(reply.statusLine).toBe('HTTP/1.1 400 Bad Request');
      expect(reply.headers).toContain('connection: close');
      expect(reply.headers).toContain('x-content-type-options: nosniff');
      expect(reply.body).toEqual({ error: { code: 'MALFORMED_REQUEST', message: expect.stringContaining('not valid HTTP/1.1') } });
    }
  });

  // The parser refuses these after Express got the headers: the answer used to be a closed socket and nothing else.
  it.each([
    ['Transfer-Encoding: xchunked', 'POST', 'Transfer-Encoding: xchunked\r\nContent-Type: application/json\r\n\r\n{}'],
    ['Transfer-Encoding: xchunked on a GET', 'GET', 'Transfer-Encoding: xchunked\r\nContent-Type: application/json\r\n\r\n'],
    ['a chunk size that is not hexadecimal', 'POST', 'Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'],
  ])('answers %s 400 MALFORMED_REQUEST, then closes', async (_name, method, rest) => {
    const { text, reset } = await rawExchange(
      port,
      `${method} /api/v1/candidates HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${environment.bootstrapKey}\r\n${rest}`,
    );
    expect(reset).toBe(false);
    const reply = parseRaw(text);
    expect(reply.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(reply.headers).toContain('connection: close');
    expect(reply.body).toEqual({ error: { code: 'MALFORMED_REQUEST', message: expect.stringContaining('not valid HTTP/1.1') } });
  });

  it('on SIGTERM closes an idle keep-alive socket, finishes the request in flight, and exits 0', async () => {
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(port, 'GET', '/health', {}, undefined, keepAlive)).status).toBe(200);
    const [idle] = Object.values(keepAlive.freeSockets).flat() as Socket[];
    expect(idle).toBeDefined();
    let idleClosedAt: number | undefined;
    idle.once('close', () => (idleClosedAt = Date.now()));

    // The request in flight waits behind a lock the test holds.
    const lock = new Client({ connectionString: environment.env.DATABASE_URL });
    lock.on('error', () => undefined);
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE candidates IN SHARE MODE');
      const email = uniqueEmail();
      const headers = { Authorization: `Bearer ${environment.bootstrapKey}`, 'Content-Type': 'application/json' };
      const inFlight = send(port, 'POST', '/api/v1/candidates', headers, JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email }));
      await waitFor(
        'the request to wait on the lock',
        async () => (await lock.query('SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted')).rows[0].n > 0,
      );

      api.child.kill('SIGTERM');
      await waitFor('the idle keep-alive socket to be closed', () => idleClosedAt !== undefined, 5000);
      expect(api.child.exitCode).toBeNull();

      await lock.query('COMMIT');
      const reply = await inFlight;
      expect(reply.status).toBe(201);
      expect(JSON.parse(reply.body).data.email).toBe(email);
      expect(reply.headers.connection).toBe('close');
      expect(idleClosedAt).toBeLessThan(Date.now());
    } finally {
      await lock.end();
      keepAlive.destroy();
    }
    expect(await api.exited).toBe(0);
    expect(api.child.signalCode).toBeNull();
    const messages = api.lines().map((line) => JSON.parse(line) as { msg: string });
    expect(messages.map(({ msg }) => msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^Stopping on SIGTERM/)]));
    expect(api.stderr()).toBe('');
  }, 30_000);

  it('reports a configuration it cannot start with as one JSON line at level fatal, and exits 1', async () => {
    const failed = startMain('api', { PORT: 'not-a-port' });
    expect(await failed.exited).toBe(1);
    const parsed = failed.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toEqual([
      expect.objectContaining({ level: 'fatal', context: 'Api', msg: expect.stringMatching(/DATABASE_URL[\s\S]*PORT|PORT[\s\S]*DATABASE_URL/) }),
    ]);
    expect(failed.stderr()).toBe('');
  }, 60_000);
});
