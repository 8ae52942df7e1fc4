import { Client } from 'pg';
import { freePort } from '../setup/global-setup';
import { databaseUrl, TEST_ENV } from '../setup/test-environment';
import { hasRedisServer, startOwnRedis } from './fault-kit';
import { startMain } from '../kits/edges-kit';

const adminUrl = process.env[TEST_ENV.adminUrl] ?? '';
const template = process.env[TEST_ENV.template] ?? '';
/** How long the processes are watched once Redis is gone: many reconnections (ioredis waits at most 2 s between them), under the one-line-a-minute interval. */
const WATCH_MS = 6_000;
/** The longest shutdown step is the worker's wait for deliveries in progress (20 s); nothing is in progress here. */
const STOP_WITHIN_MS = 15_000;

const status = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health/ready`).then(
    (response) => response.status,
    () => 0,
  );

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 200));
}

(hasRedisServer() ? describe : describe.skip)('API and worker when Redis goes away', () => {
  const database = `ats_redis_outage_${process.pid}`;
  const started: Array<ReturnType<typeof startMain>> = [];

  afterAll(async () => {
    for (const app of started) if (app.child.exitCode === null) app.child.kill('SIGKILL');
    await Promise.all(started.map((app) => app.exited));
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('log each connection once, as JSON, however often it reconnects', async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
    await admin.end();
    const redis = await startOwnRedis();
    const env = { DATABASE_URL: databaseUrl(adminUrl, database), REDIS_URL: redis.url, MIGRATIONS_RUN: 'false', LOG_LEVEL: 'info', QUEUE_PREFIX: database };
    const [apiPort, workerPort] = [await freePort(), await freePort()];
    const api = startMain('api', { ...env, PORT: String(apiPort), METRICS_PORT: '0' });
    const worker = startMain('worker', { ...env, WORKER_PORT: String(workerPort) });
    started.push(api, worker);
    await until(async () => (await status(apiPort)) === 200 && (await status(workerPort)) === 200);
    // Lines written from here on (stderr had none while Redis answered).
    const before = { api: api.lines().length, worker: worker.lines().length };

    await redis.stop();
    await until(async () => (await status(apiPort)) === 503 && (await status(workerPort)) === 503);
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));

    for (const [name, app] of [
      ['api', api],
      ['worker', worker],
    ] as const) {
      const lines = [...app.lines().slice(before[name]), ...app.stderr().split('\n')].filter((line) => line.trim() !== '');
      const entries = lines.map((line) => {
        try {
          return JSON.parse(line) as { context?: string; msg?: string };
        } catch {
          return line;
        }
      });
      expect(entries.filter((entry) => typeof entry === 'string')).toEqual([]);
      const said = entries.map((entry) => (typeof entry === 'string' ? entry : `${entry.context}: ${entry.msg}`));
      expect(said.filter((line, index) => said.indexOf(line) !== index)).toEqual([]);
      expect(said).toContainEqual(expect.stringMatching(/REDIS_URL: the command connection: connect ECONNREFUSED/));
    }

    // Stopped while Redis is still away: each stops (nothing waits for a reconnection that never comes).
    const stoppedAt = Date.now();
    api.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    expect(await Promise.all([api.exited, worker.exited])).toEqual([0, 0]);
    expect(Date.now() - stoppedAt).toBeLessThan(STOP_WITHIN_MS);
  }, 120_000);
});
