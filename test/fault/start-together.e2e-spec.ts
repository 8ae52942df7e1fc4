import { Client } from 'pg';
import { runMigrations } from '@app/core';
import { freePort } from '../setup/global-setup';
import { databaseUrl, TEST_ENV } from '../setup/test-environment';
import { startMain } from '../kits/edges-kit';

const adminUrl = process.env[TEST_ENV.adminUrl] ?? '';
const redisUrl = process.env[TEST_ENV.redisUrl] ?? '';
const MIGRATION_LOCK_KEY = 4_215_001;
/** How long a process may take to be ready: a hung start never is (docs/operations.md). */
const READY_WITHIN_MS = 60_000;
const ATTEMPTS = 5;

type MainProcess = ReturnType<typeof startMain>;

/** Stops a process the test started, if it still runs (SIGKILL: nothing of it needs to finish). */
async function stop(app: MainProcess): Promise<void> {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  await app.exited;
}

const output = (app: MainProcess) => [...app.lines(), app.stderr()].join('\n');

async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new database with nothing in it (no migration applied): what a fresh install starts on. */
async function createEmptyDatabase(name: string): Promise<string> {
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  return databaseUrl(adminUrl, name);
}

const dropDatabase = (name: string) => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

async function isReady(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200;
  } catch {
    return false;
  }
}

/** Polls each process's /health/ready until all answer 200; throws with the outputs of the others when the deadline passes. */
async function waitUntilAllReady(processes: Array<{ name: string; app: MainProcess; port: number }>): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  const pending = new Set(processes);
  while (pending.size > 0) {
    for (const entry of [...pending]) {
      if (entry.app.child.exitCode !== null) throw new Error(`${entry.name} exited:\n${output(entry.app)}`);
      if (await isReady(entry.port)) pending.delete(entry);
    }
    if (pending.size === 0) break;
    if (Date.now() > deadline) {
      const report = [...pending].map((entry) => `--- ${entry.name}, not ready:\n${output(entry.app).slice(-3000)}`).join('\n');
      throw new Error(`not ready within ${READY_WITHIN_MS} ms:\n${report}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('API and worker replicas started together on an empty database', () => {
  const databases: string[] = [];
  const started: MainProcess[] = [];

  afterEach(async () => {
    for (const app of started.splice(0)) await stop(app);
    for (const name of databases.splice(0)) await dropDatabase(name);
  });

  it("let the first one's CREATE INDEX CONCURRENTLY finish while another waits for the migration lock", async () => {
    const name = `ats_lock_wait_${process.pid}`;
    databases.push(name);
    const url = await createEmptyDatabase(name);
    const holder = new Client({ connectionString: url });
    const builder = new Client({ connectionString: url });
    await Promise.all([holder.connect(), builder.connect()]);
    try {
      // The holder plays the first process: the lock taken, its index built on another connection.
      const [{ pid: holderPid }] = (await holder.query('SELECT pg_backend_pid() AS pid, pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])).rows as Array<{
        pid: number;
      }>;
      await builder.query('CREATE TABLE lock_wait_rows (id int)');
      const waiter = runMigrations(url);
      // Until the waiter has asked for the lock: the index is then built while it waits.
      await withAdmin(async (admin) => {
        const asked = `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query LIKE '%advisory_lock%' AND pid <> $2`;
        while ((await admin.query(asked, [name, holderPid])).rowCount === 0) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      // Waits for every older snapshot in the database: a waiter blocked inside pg_advisory_lock never ends its own.
      await builder.query('CREATE INDEX CONCURRENTLY lock_wait_rows_id_idx ON lock_wait_rows (id)');
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      expect((await waiter).length).toBeGreaterThan(0);
    } finally {
      await Promise.all([holder.end(), builder.end()]);
    }
  });

  it(`are all ready: an API, a worker and a second API started at once, ${ATTEMPTS} times on a new database each`, async () => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const name = `ats_start_together_${process.pid}_${attempt}`;
      databases.push(name);
      const env = { DATABASE_URL: await createEmptyDatabase(name), REDIS_URL: redisUrl, QUEUE_PREFIX: name, LOG_LEVEL: 'info', METRICS_PORT: '0' };
      const [apiPort, workerPort, secondApiPort] = [await freePort(), await freePort(), await freePort()];
      const processes = [
        { name: 'api', app: startMain('api', { ...env, PORT: String(apiPort) }), port: apiPort },
        { name: 'worker', app: startMain('worker', { ...env, WORKER_PORT: String(workerPort) }), port: workerPort },
        { name: 'second api', app: startMain('api', { ...env, PORT: String(secondApiPort) }), port: secondApiPort },
      ];
      started.push(...processes.map((entry) => entry.app));
      await waitUntilAllReady(processes);
      for (const app of started.splice(0)) await stop(app);
    }
  }, 400_000);
});
