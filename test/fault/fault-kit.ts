import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import Redis from 'ioredis';
import type { AppConfig } from '@app/core';
import { freePort } from '../setup/global-setup';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { Receiver } from '../kits/webhooks-kit';
import { startWorker, stopWorker, type WorkerChild } from './support/worker-child';

/** The environment a worker process needs to join a test app: same database, Redis and queue prefix. */
export function workerEnv(config: AppConfig, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    QUEUE_PREFIX: config.queuePrefix,
    ENCRYPTION_KEY: config.encryptionKey ?? '',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: String(config.outboundPrivateTargets),
    // The contexts' settings as the test app read them (their defaults when unset).
    ...Object.fromEntries(
      ['WEBHOOK_RETRY_SCHEDULE', 'AUTOMATION_RETRY_BASE_SECONDS'].flatMap((name) => (name in config.environment ? [[name, config.environment[name]]] : [])),
    ),
    MIGRATIONS_RUN: 'false',
    LOG_LEVEL: 'warn',
    WORKER_PORT: '0',
    ...extra,
  };
}

export const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A redis-server of the test's own on a free port: the only Redis a fault test may flush or stop. */
export async function startOwnRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const ok = await probe
      .connect()
      .then(() => probe.ping())
      .then((answer) => answer === 'PONG')
      .catch(() => false);
    probe.disconnect();
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the test redis-server did not answer within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What a crash test works with: an app, a receiver, and the worker processes it launched. */
export interface CrashHarness {
  t: TestApp;
  receiver: Receiver;
  workers: WorkerChild[];
  /** Starts one more worker process on the app's database and Redis. */
  launch(): Promise<WorkerChild>;
}

/** Sets up a CrashHarness before the file's tests and stops everything it started after them. */
export function crashHarness(env: Record<string, string>): CrashHarness {
  const harness = {
    workers: [] as WorkerChild[],
    async launch() {
      const worker = await startWorker(workerEnv(harness.t.config));
      harness.workers.push(worker);
      return worker;
    },
  } as CrashHarness;
  beforeAll(async () => {
    harness.receiver = await Receiver.start();
    harness.t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...env });
  });
  afterAll(async () => {
    for (const worker of harness.workers) await stopWorker(worker);
    await harness.t?.close();
    await harness.receiver?.close();
  });
  return harness;
}
