import { rawRequest } from '../../helpers/api-client';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { loadConfig, Metrics } from '@app/core';
import { bootApi, type BootedApi, createTestApp, type TestApp, testEnvironment } from '../../helpers/test-app';
import { expectError, expectSuccess } from '../../helpers/assertions';
import { freePort, LogCapture } from '../../kits/edges-kit';
import { waitFor } from '../../helpers/common';

const LIMIT = 5;
const POLICY = `"default";q=${LIMIT};w=60`;

/** `"default";r=<remaining>;t=<seconds>` → numbers. */
function parseRateLimit(header: string | undefined): { remaining: number; reset: number } {
  const match = /^"default";r=(\d+);t=(\d+)$/.exec(header ?? '');
  if (match === null) throw new Error(`not a RateLimit header: ${header}`);
  return { remaining: Number(match[1]), reset: Number(match[2]) };
}

/** Rate limiting (docs/api/wire-rules.md#rate-limiting): per API key, a 60 s window counted in Redis, IETF headers, 429 with Retry-After. */
describe('rate limits', () => {
  let t: TestApp;
  let first: string;
  let second: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    // Two requests of the bootstrap key's five.
    first = (await t.factory.apiKey(['users:read'])).key;
    second = (await t.factory.apiKey(['users:read'])).key;
  });
  afterAll(async () => t?.close());

  it(`lets ${LIMIT} requests through with the headers counting down, answers the next 429 with Retry-After, and leaves another key alone`, async () => {
    for (let n = 1; n <= LIMIT; n++) {
      const response = await t.as(first).get('/users');
      expectSuccess(response);
      expect(response.headers['ratelimit-policy']).toBe(POLICY);
      const { remaining, reset } = parseRateLimit(response.headers.ratelimit);
      expect(remaining).toBe(LIMIT - n);
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
      expect(response.headers['retry-after']).toBeUndefined();
    }
    const refused = await t.as(first).get('/users');
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.headers['ratelimit-policy']).toBe(POLICY);
    const { remaining, reset } = parseRateLimit(refused.headers.ratelimit);
    expect(remaining).toBe(0);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Math.abs(retryAfter - reset)).toBeLessThanOrEqual(1);
    // Still refused, also for a route the key may not use at all (the limit comes before the scope).
    expectError(await t.as(first).get('/users'), 429, 'RATE_LIMITED');
    expectError(await t.as(first).get('/candidates'), 429, 'RATE_LIMITED');

    const other = await t.as(second).get('/users');
    expectSuccess(other);
    expect(parseRateLimit(other.headers.ratelimit).remaining).toBe(LIMIT - 1);
  });

  it('puts the headers on every authenticated answer (403, 404, 422), and none on 401 or the probes', async () => {
    const key = (await t.factory.apiKey(['users:read'])).key;
    const forbidden = await t.as(key).get('/candidates');
    expectError(forbidden, 403, 'FORBIDDEN');
    expect(parseRateLimit(forbidden.headers.ratelimit).remaining).toBe(LIMIT - 1);
    const missing = await t.as(key).get('/users/0190a0b4-8a3e-7c2d-9f00-1234567890ab');
    expectError(missing, 404, 'NOT_FOUND');
    expect(parseRateLimit(missing.headers.ratelimit).remaining).toBe(LIMIT - 2);
    const invalid = await t.as(key).get('/users?limit=0');
    expectError(invalid, 422, 'VALIDATION_ERROR');
    expect(parseRateLimit(invalid.headers.ratelimit).remaining).toBe(LIMIT - 3);

    const unauthorized = await t.as('ats_test_nope').get('/users');
    expectError(unauthorized, 401, 'UNAUTHORIZED');
    expect(unauthorized.headers.ratelimit).toBeUndefined();
    const health = await rawRequest(t.app.getHttpServer()).get('/health');
    expect(health.headers.ratelimit).toBeUndefined();
  });

  it('counts in Redis, so that a second API replica continues the same window', async () => {
    const key = (await t.factory.apiKey(['users:read'])).key;
    const replica = await bootApi(t.config);
    try {
      for (let n = 1; n <= LIMIT; n++) {
        const response = await (n % 2 === 0 ? replica.as(key) : t.as(key)).get('/users');
        expectSuccess(response);
        expect(parseRateLimit(response.headers.ratelimit).remaining).toBe(LIMIT - n);
      }
      expectError(await replica.as(key).get('/users'), 429, 'RATE_LIMITED');
      expectError(await t.as(key).get('/users'), 429, 'RATE_LIMITED');
    } finally {
      await replica.close();
    }
  });

  it('counts requests of one key sent together as if one by one: the limit gets through, each with its own remaining count', async () => {
    const key = (await t.factory.apiKey(['users:read'])).key;
    const responses = await Promise.all(Array.from({ length: LIMIT + 3 }, () => t.as(key).get('/users')));
    const allowed = responses.filter((response) => response.status === 200);
    expect(allowed.map((response) => parseRateLimit(response.headers.ratelimit).remaining).sort()).toEqual(Array.from({ length: LIMIT }, (_, n) => n));
    const refused = responses.filter((response) => response.status !== 200);
    expect(refused).toHaveLength(3);
    for (const response of refused) {
      expectError(response, 429, 'RATE_LIMITED');
      expect(parseRateLimit(response.headers.ratelimit).remaining).toBe(0);
    }
  });

  it('counts the refusals in the metrics', async () => {
    const text = await t.app.get(Metrics).scrape();
    expect(Number(/^ats_rate_limited_total (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(4);
  });
});

const redisServerOnPath = spawnSync('redis-server', ['--version']).status === 0;

function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => (socket.destroy(), resolve(answer));
    socket.setTimeout(300, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

/** Fault test on a redis-server of its own (never the shared one): the API stays up while Redis is down. */
(redisServerOnPath ? describe : describe.skip)('rate limits while Redis is down (needs redis-server on the PATH)', () => {
  let redis: ChildProcess | undefined;
  let port: number;
  let api: BootedApi;
  let key: string;
  let drop: () => Promise<void>;
  const logs = new LogCapture();

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor('redis-server to answer', () => redisAnswers(port));
  };
  const stopRedis = async () => {
    const child = redis;
    redis = undefined;
    if (child === undefined || child.exitCode !== null) return;
    await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGKILL')));
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    const environment = await testEnvironment({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: String(LIMIT), LOG_LEVEL: 'warn' });
    drop = environment.drop;
    api = await bootApi(loadConfig(environment.env), { logs });
    key = environment.bootstrapKey;
  }, 30_000);
  afterAll(async () => {
    await api?.close();
    await stopRedis();
    await drop?.();
  });

  it('counts in process memory and logs a warning while Redis is down, and in Redis again once it is back', async () => {
    const before = await api.as(key).get('/users');
    expect(parseRateLimit(before.headers.ratelimit).remaining).toBe(LIMIT - 1);

    await stopRedis();
    for (let n = 1; n <= LIMIT; n++) {
      const response = await api.as(key).get('/users');
      expectSuccess(response);
      expect(parseRateLimit(response.headers.ratelimit).remaining).toBe(LIMIT - n);
    }
    expectError(await api.as(key).get('/users'), 429, 'RATE_LIMITED');
    // Logged while serving a request: with its id.
    expect(logs.lines.some((line) => line.level === 'warn' && /counted in process memory/.test(line.msg) && typeof line.requestId === 'string')).toBe(true);
    expect(Number(/^ats_rate_limit_fallback_total (\d+)/m.exec(await api.app.get(Metrics).scrape())?.[1])).toBeGreaterThanOrEqual(LIMIT);

    await startRedis();
    // A fresh Redis has no count: once the limiter's connection is back, the window starts over there.
    await waitFor(
      'the limiter to count in Redis again',
      async () => parseRateLimit((await api.as(key).get('/users')).headers.ratelimit).remaining === LIMIT - 1,
      15_000,
    );
  }, 30_000);
});
