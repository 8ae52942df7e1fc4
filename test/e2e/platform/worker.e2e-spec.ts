import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { REDIS } from '@app/core';
import { WorkerModule } from '../../../apps/worker/src/worker.module';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** The worker process: an application context without HTTP, on the same PostgreSQL and Redis as the API. */
describe('worker app', () => {
  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: ['error', 'warn'] });
    worker.enableShutdownHooks();
    await worker.init();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('connects to PostgreSQL: SELECT 1 through its DataSource, on the API database', async () => {
    const dataSource = worker!.get<DataSource>(getDataSourceToken());
    expect(dataSource.isInitialized).toBe(true);
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const [{ database }] = await dataSource.query('SELECT current_database() AS database');
    expect(database).toBe(new URL(t.config.databaseUrl).pathname.slice(1));
    const [{ admins }] = await dataSource.query(`SELECT count(*)::int AS admins FROM users WHERE name = 'Admin'`);
    expect(admins).toBe(1);
  });

  it('connects to Redis', async () => {
    const redis = worker!.get<Redis>(REDIS);
    expect(await redis.ping()).toBe('PONG');
    const key = `${t.config.queuePrefix}:worker-test`;
    await redis.set(key, 'x', 'EX', 10);
    expect(await t.app.get<Redis>(REDIS).get(key)).toBe('x');
    await redis.del(key);
  });

  it('serves no HTTP', () => {
    expect((worker as unknown as { getHttpServer?: unknown }).getHttpServer).toBeUndefined();
  });

  it('closes cleanly, releasing its database and Redis connections', async () => {
    const dataSource = worker!.get<DataSource>(getDataSourceToken());
    const redis = worker!.get<Redis>(REDIS);
    const closing = worker!.close();
    await expect(closing).resolves.toBeUndefined();
    worker = undefined;
    expect(dataSource.isInitialized).toBe(false);
    // QUIT resolves on the server's reply; the socket closes just after it.
    for (let waited = 0; redis.status !== 'end' && waited < 2000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(redis.status).toBe('end');
    // The API on the same database and Redis is unaffected.
    expect((await t.api.get('/users')).status).toBe(200);
  });
});
