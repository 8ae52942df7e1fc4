import { rawRequest } from '../../helpers/api-client';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '@app/core';
import { generateApiKey } from '@app/api-keys';
import { expectError, expectSuccess } from '../../helpers/assertions';
import { uniqueEmail, waitFor } from '../../helpers/common';
import { Factory } from '../../helpers/factory';
import { TEST_ENV } from '../../setup/test-environment';
import { apiMetricsUrl, OwnPostgres } from '../../kits/edges-kit';
import { bootApi, type BootedApi } from '../../helpers/test-app';

/**
 * docs/api/wire-rules.md#status-codes-and-error-codes: 503 SERVICE_UNAVAILABLE (never 500) while PostgreSQL is unreachable, and recovery
 * without a restart. On a PostgreSQL this test starts and stops itself, never the shared one.
 */
describe('PostgreSQL outage', () => {
  const postgres = new OwnPostgres();
  let api: BootedApi;
  let bootstrapKey: string;
  let cachedKey: string;
  let uncachedKey: string;
  let candidateId: string;

  beforeAll(async () => {
    const databaseUrl = await postgres.startWithDatabase('ats_outage');
    bootstrapKey = generateApiKey('test');
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env[TEST_ENV.redisUrl],
      QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      BOOTSTRAP_API_KEY: bootstrapKey,
      MIGRATIONS_RUN: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'error',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      METRICS_PORT: '0',
    });
    api = await bootApi(config);
    const factory = new Factory(api.as(bootstrapKey));
    candidateId = (await factory.candidate()).id;
    cachedKey = (await factory.apiKey(['candidates:read'])).key;
    expectSuccess(await api.as(cachedKey).get(`/candidates/${candidateId}`));
    uncachedKey = (await factory.apiKey(['candidates:read'])).key;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await postgres.destroy();
  }, 30_000);

  const raw = () => rawRequest(api.app.getHttpServer());
  const ready = () => raw().get('/health/ready');

  it('is ready while PostgreSQL runs', async () => {
    expect(expectSuccess(await ready())).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  describe('while PostgreSQL is stopped', () => {
    beforeAll(async () => postgres.stop(), 30_000);

    it('reports readiness 503 with the database down and Redis up; liveness stays 200', async () => {
      const error = expectError(await ready(), 503, 'SERVICE_UNAVAILABLE');
      expect(error.details).toEqual({ database: 'down', redis: 'up' });
      expect((await raw().get('/health')).status).toBe(200);
    });

    it('answers normal routes 503 SERVICE_UNAVAILABLE, never 500: reads, writes, idempotent writes', async () => {
      // The first requests meet the pool's connections that the server terminated, the next ones a refused connect.
      for (let n = 0; n < 3; n++) {
        expectError(await api.as(bootstrapKey).get(`/candidates/${candidateId}`), 503, 'SERVICE_UNAVAILABLE');
        expectError(await api.as(bootstrapKey).post('/candidates', { firstName: 'A', lastName: 'B', email: uniqueEmail() }), 503, 'SERVICE_UNAVAILABLE');
        expectError(await api.as(bootstrapKey).get('/candidates'), 503, 'SERVICE_UNAVAILABLE');
      }
      const idempotent = await api
        .as(bootstrapKey)
        .post('/candidates', { firstName: 'A', lastName: 'B', email: uniqueEmail() })
        .set('Idempotency-Key', 'during-outage');
      expectError(idempotent, 503, 'SERVICE_UNAVAILABLE');
    });

    it('answers 503, not 401, when a key must be looked up in the database; a key already cached still authenticates', async () => {
      expectError(await api.as(uncachedKey).get(`/candidates/${candidateId}`), 503, 'SERVICE_UNAVAILABLE');
      const cached = await api.as(cachedKey).get(`/candidates/${candidateId}`);
      expectError(cached, 503, 'SERVICE_UNAVAILABLE');
      expect(cached.headers.ratelimit).toBeDefined();
      // An unknown key cannot be told from a known one without the database: 503, not 401.
      expectError(await api.as('ats_test_unknownunknownunknownunknown00').get('/candidates'), 503, 'SERVICE_UNAVAILABLE');
    });

    it('keeps serving /metrics on the metrics port, which counts the 503s', async () => {
      const response = await fetch(apiMetricsUrl(api.app));
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(Number(/^ats_database_unavailable_total (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(9);
      expect(text).toMatch(/ats_http_requests_total\{method="GET",route="\/api\/v1\/candidates\/:id",status="503"\} \d+/);
    });
  });

  describe('once PostgreSQL is back', () => {
    beforeAll(async () => postgres.start(), 30_000);

    it('becomes ready and serves again by itself, without a restart', async () => {
      await waitFor('readiness 200', async () => (await ready()).status === 200, 20_000);
      expect(expectSuccess(await ready())).toEqual({ status: 'ok', database: 'up', redis: 'up' });
      expectSuccess(await api.as(bootstrapKey).get(`/candidates/${candidateId}`));
      expectSuccess(await api.as(bootstrapKey).post('/candidates', { firstName: 'A', lastName: 'B', email: uniqueEmail() }), 201);
      expectSuccess(await api.as(uncachedKey).get(`/candidates/${candidateId}`));
      // The idempotency key of the request that failed during the outage claimed nothing that blocks it now.
      expectSuccess(
        await api.as(bootstrapKey).post('/candidates', { firstName: 'A', lastName: 'B', email: uniqueEmail() }).set('Idempotency-Key', 'during-outage'),
        201,
      );
    }, 30_000);
  });

  describe('other ways a connection fails', () => {
    /** A session of the test's own holding a lock that the API's requests queue behind. */
    async function holdLock(sql: string): Promise<{ client: Client; release(): Promise<void> }> {
      const client = new Client({ connectionString: `${postgres.adminUrl.replace(/\/postgres$/, '/ats_outage')}` });
      client.on('error', () => undefined);
      await client.connect();
      await client.query('BEGIN');
      await client.query(sql);
      return { client, release: async () => (await client.query('ROLLBACK'), await client.end()) };
    }
    const waiting = async (client: Client, count: number) =>
      (
        await client.query(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE NOT l.granted AND d.datname = 'ats_outage'`,
        )
      ).rows[0].n >= count;

    it('answers 503 to a request whose connection is terminated under it', async () => {
      const lock = await holdLock('LOCK TABLE candidates IN ACCESS EXCLUSIVE MODE');
      try {
        const pending = api
          .as(bootstrapKey)
          .get(`/candidates/${candidateId}`)
          .then((response) => response);
        await waitFor('the request to wait on the lock', () => waiting(lock.client, 1));
        await lock.client.query(
          `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = 'ats_outage')`,
        );
        expectError(await pending, 503, 'SERVICE_UNAVAILABLE');
      } finally {
        await lock.release();
      }
      expectSuccess(await api.as(bootstrapKey).get(`/candidates/${candidateId}`));
    });

    it("answers 503 when every pooled connection is busy past the pool's 5 s wait, and serves the queued requests afterwards", async () => {
      const lock = await holdLock('LOCK TABLE candidates IN ACCESS EXCLUSIVE MODE');
      const busy: Array<Promise<{ status: number }>> = [];
      try {
        // The pool has 20 connections: 20 reads wait on the lock and hold them all.
        for (let n = 0; n < 20; n++)
          busy.push(
            api
              .as(bootstrapKey)
              .get(`/candidates/${candidateId}`)
              .then((response) => response),
          );
        await waitFor('20 requests to hold every connection', () => waiting(lock.client, 20));
        const started = Date.now();
        expectError(await api.as(bootstrapKey).get('/users'), 503, 'SERVICE_UNAVAILABLE');
        expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
      } finally {
        await lock.release();
      }
      for (const response of await Promise.all(busy)) expect(response.status).toBe(200);
    }, 20_000);
  });
});
