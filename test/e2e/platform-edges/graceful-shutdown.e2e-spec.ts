import { getDataSourceToken } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { loadConfig, REDIS } from '@app/core';
import { bootApi, type BootedApi, testEnvironment } from '../../helpers/test-app';
import { sleep, uniqueEmail, waitFor } from '../../helpers/common';
import { send } from '../../kits/edges-kit';

/**
 * Graceful shutdown (what SIGTERM triggers through enableShutdownHooks): no new connections,
 * the requests in flight finish with their database and Redis, then the pools close.
 */
describe('graceful shutdown of the API', () => {
  let api: BootedApi | undefined;
  let drop: () => Promise<void>;
  let bootstrapKey: string;
  let databaseUrl: string;
  let port: number;
  let lock: Client | undefined;

  beforeAll(async () => {
    const environment = await testEnvironment();
    drop = environment.drop;
    bootstrapKey = environment.bootstrapKey;
    databaseUrl = environment.env.DATABASE_URL;
    api = await bootApi(loadConfig(environment.env));
    await api.app.listen(0, '127.0.0.1');
    port = (api.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    // After a failure, let a request still waiting on the test's lock finish so that the API can close.
    await lock?.end().catch(() => undefined);
    await api?.close().catch(() => undefined);
    await drop?.();
  });

  it('stops accepting, finishes the request in flight, then closes the PostgreSQL and Redis pools', async () => {
    const app = api!.app;
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const redis = app.get<Redis>(REDIS);
    const auth = { Authorization: `Bearer ${bootstrapKey}`, 'Content-Type': 'application/json' };

    // A keep-alive client that has finished its request: an idle connection must not hold the shutdown up.
    const keepAlive = new Agent({ keepAlive: true });
    expect((await send(port, 'GET', '/health', {}, undefined, keepAlive)).status).toBe(200);

    // A request held in flight: its insert waits behind a lock the test holds.
    lock = new Client({ connectionString: databaseUrl });
    lock.on('error', () => undefined);
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE candidates IN SHARE MODE');
    const email = uniqueEmail();
    const inFlight = send(port, 'POST', '/api/v1/candidates', auth, JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email }), keepAlive);
    await waitFor(
      'the request to wait on the lock',
      async () => (await lock!.query(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`)).rows[0].n > 0,
    );

    let closed = false;
    const closing = app.close().then(() => (closed = true));

    // New connections are refused while the request in flight still runs.
    await waitFor(
      'the server to refuse new connections',
      () =>
        send(port, 'GET', '/health', {}).then(
          () => false,
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        ),
      5000,
    );
    await sleep(200);
    expect(closed).toBe(false);
    expect(dataSource.isInitialized).toBe(true);
    expect(redis.status).toBe('ready');

    await lock.query('COMMIT');
    await lock.end();
    lock = undefined;
    const reply = await inFlight;
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.body).data.email).toBe(email);
    expect(reply.headers.connection).toBe('close');

    // Its keep-alive connection is not kept: the shutdown completes at once, not after the idle timeout.
    const replied = Date.now();
    await closing;
    expect(Date.now() - replied).toBeLessThan(1500);
    api = undefined;
    expect(dataSource.isInitialized).toBe(false);
    await waitFor('the Redis connection to end', () => redis.status === 'end', 2000);
    keepAlive.destroy();

    // The request's work committed before the pools closed.
    const check = new Client({ connectionString: databaseUrl });
    await check.connect();
    expect((await check.query('SELECT count(*)::int AS n FROM candidates WHERE email = $1', [email])).rows[0].n).toBe(1);
    await check.end();
  }, 20_000);
});
