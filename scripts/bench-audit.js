#!/usr/bin/env node
/**
 * The audit log's cost (docs/api/audit.md, docs/adr/0072-audit-chain.md):
 *   npm run build && node scripts/bench-audit.js --database postgres://root@127.0.0.1:5432/ats_bench_audit \
 *     --redis redis://127.0.0.1:6379 [--port 3390] [--duration 10] [--connections 4] [--rounds 3] [--events 1000000]
 * 1. CPU per request of the API process (user + system, from /proc) for GET /applications/{id} and
 *    GET /candidates/{id}, with reads audited (AUDIT_READS=true, the default) and unaudited
 *    (AUDIT_READS=false): it starts dist/apps/api once per setting, warms it up for 3 s, then sends
 *    `--duration` seconds of each route with autocannon, in `--rounds` alternating rounds; compares the medians.
 *    Target: at most 10% more with reads audited. (GET /applications/{id} reads no personal data: not audited.)
 * 2. The export of `--events` events (inserted directly, then sealed by dist/apps/worker: the time it
 *    takes is printed too): streams GET /audit-events/export to the end and samples the API's resident memory
 *    every 50 ms; prints the peak against the RSS before (flat memory: it must not grow with the export).
 * The database is created when missing and migrated; it is the benchmark's own (its audit log is emptied).
 */
const autocannon = require('autocannon');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { Client } = require('pg');
const { option } = require('./lib/cli');
const { apiCaller } = require('./lib/bench');
const { cpuSeconds } = require('./lib/proc-cpu');

const ROOT = path.join(__dirname, '..');
const databaseUrl = option('database', process.env.DATABASE_URL);
const redisUrl = option('redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const port = Number(option('port', '3390'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '4'));
const eventCount = Number(option('events', '1000000'));
const rounds = Number(option('rounds', '3'));
const baseUrl = `http://127.0.0.1:${port}`;
/** The API and worker this run started, stopped on failure too. */
let api;
let worker;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rows.length === 0) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  await admin.end();
  const { runMigrations } = require(path.join(ROOT, 'dist/libs/core/src/database/migrate.js'));
  const { installationMigrations } = require(path.join(ROOT, 'dist/libs/core/src/extensions/define-extension.js'));
  const { installation } = require(path.join(ROOT, 'dist/apps/installation.js'));
  await runMigrations(databaseUrl, undefined, installationMigrations(installation()));
}

/** The processes' settings: the benchmark's own ports and queue prefix, on a shared machine and Redis. */
const processEnv = (env) => ({
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  PORT: String(port),
  WORKER_PORT: String(port + 1),
  METRICS_PORT: String(port + 2),
  QUEUE_PREFIX: 'ats-bench-audit',
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOG_LEVEL: 'warn',
  ...env,
});

/** The worker from dist/: it seals the chain. */
function startWorker(env) {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/apps/worker/src/main.js')], { env: processEnv(env), stdio: ['ignore', 'ignore', 'inherit'] });
  return { pid: child.pid, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** The API from dist/, on the benchmark's database; resolves once ready. */
async function startApi(env) {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/apps/api/src/main.js')], { env: processEnv(env), stdio: ['ignore', 'ignore', 'inherit'] });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${baseUrl}/health/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (tries > 300) throw new Error('The API did not start');
    await sleep(100);
  }
  return {
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}

async function cpuPerRequest(pid, key, name, route) {
  const headers = { authorization: `Bearer ${key}` };
  await autocannon({ url: `${baseUrl}${route}`, connections, duration: 3, headers });
  const before = cpuSeconds(pid);
  const result = await autocannon({ url: `${baseUrl}${route}`, connections, duration, headers });
  const cpu = cpuSeconds(pid) - before;
  const perRequest = (cpu * 1000) / result.requests.total;
  console.log(
    `${name.padEnd(28)} ${String(result.requests.total).padStart(7)} requests (${result.non2xx + result.errors} not 2xx), ` +
      `p50 ${result.latency.p50} ms, CPU ${perRequest.toFixed(3)} ms per request`,
  );
  return perRequest;
}

function rssKb(pid) {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]);
}

async function main() {
  if (!databaseUrl) throw new Error('Pass --database (or DATABASE_URL): the benchmark creates and migrates it');
  await ensureDatabase();
  const { generateApiKey } = require(path.join(ROOT, 'dist/libs/api-keys/src/domain/api-key-format.js'));
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  // The bootstrap key only works while no key exists: the benchmark's database starts with none.
  const key = fs.existsSync(path.join(ROOT, '.data', 'bench-audit-key'))
    ? fs.readFileSync(path.join(ROOT, '.data', 'bench-audit-key'), 'utf8').trim()
    : generateApiKey('live');
  fs.mkdirSync(path.join(ROOT, '.data'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.data', 'bench-audit-key'), key);
  const env = { BOOTSTRAP_API_KEY: key };
  console.log(`Audit log benchmark against ${baseUrl} (Node ${process.version}), ${duration} s per route over ${connections} connections`);

  api = await startApi({ ...env, AUDIT_READS: 'true' });
  const call = apiCaller(baseUrl, key);
  const candidate = (await call('POST', '/candidates', { firstName: 'Bench', lastName: 'Audit', email: `bench.audit.${Date.now()}@example.com` })).data;
  const job = (await call('POST', '/jobs', { title: 'Audit benchmark' })).data;
  const application = (await call('POST', '/applications', { candidateId: candidate.id, jobId: job.id, source: 'benchmark' })).data;
  await api.stop();

  // Rounds alternate the two settings: a shared machine's noise falls on both; the median of each is compared.
  const results = { false: { application: [], candidate: [] }, true: { application: [], candidate: [] } };
  for (let round = 1; round <= rounds; round++) {
    for (const reads of ['false', 'true']) {
      console.log(`Round ${round}, AUDIT_READS=${reads}`);
      api = await startApi({ ...env, AUDIT_READS: reads });
      results[reads].application.push(await cpuPerRequest(api.pid, key, 'GET /applications/{id}', `/api/v1/applications/${application.id}`));
      results[reads].candidate.push(await cpuPerRequest(api.pid, key, 'GET /candidates/{id}', `/api/v1/candidates/${candidate.id}`));
      await api.stop();
    }
  }
  for (const route of ['application', 'candidate']) {
    const [off, on] = [median(results.false[route]), median(results.true[route])];
    console.log(
      `GET /${route}s/{id}: median CPU ${off.toFixed(3)} ms unaudited, ${on.toFixed(3)} ms audited: ` + `${((on / off - 1) * 100).toFixed(1)}% (target <= 10%)`,
    );
  }

  // The export: `eventCount` events inserted directly, sealed by the API, then streamed (`--events 0` skips it).
  if (eventCount === 0) return db.end();
  await db.query(`SET session_replication_role = replica`);
  await db.query(`DELETE FROM audit_events`);
  await db.query(`UPDATE audit_chain_state SET pruned_hash = repeat('0', 64), pruned_position = 0`);
  await db.query(`SET session_replication_role = DEFAULT`);
  const inserted = Date.now();
  await db.query(
    `INSERT INTO audit_events (id, occurred_at, actor_user_id, actor_api_key_id, ip, method, route, status, action, resource_type, resource_id, changes)
     SELECT gen_random_uuid(), now() - interval '1 hour' + n * interval '1 millisecond', gen_random_uuid(), gen_random_uuid(), '127.0.0.1', 'GET',
            '/api/v1/candidates/{id}', 200, 'read', 'candidate', md5(n::text) || md5((n + 1)::text), '{}'
       FROM generate_series(1, $1::int) n`,
    [eventCount],
  );
  // What autovacuum does to a table that grows this fast: without statistics the sealer's ordered scan reads every unsealed row.
  await db.query(`ANALYZE audit_events`);
  console.log(`Inserted ${eventCount} events in ${((Date.now() - inserted) / 1000).toFixed(1)} s`);
  api = await startApi({ ...env, AUDIT_READS: 'true' });
  worker = startWorker(env);
  const sealing = Date.now();
  for (;;) {
    const { rows } = await db.query(`SELECT count(*)::int AS unsealed FROM audit_events WHERE hash IS NULL`);
    if (rows[0].unsealed === 0) break;
    await sleep(500);
  }
  const sealSeconds = (Date.now() - sealing) / 1000;
  console.log(`Sealed ${eventCount} events in ${sealSeconds.toFixed(1)} s (${Math.round(eventCount / sealSeconds)} events/s) by the worker`);
  await worker.stop();
  worker = undefined;
  await sleep(2000);
  const rssBefore = rssKb(api.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(api.pid))), 50);
  const started = Date.now();
  const response = await fetch(`${baseUrl}/api/v1/audit-events/export`, { headers: { authorization: `Bearer ${key}` } });
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Export: ${lines} lines, ${(bytes / 1048576).toFixed(0)} MiB in ${seconds.toFixed(1)} s (${Math.round(lines / seconds)} events/s); ` +
      `API RSS ${Math.round(rssBefore / 1024)} MiB before, peak ${Math.round(peak / 1024)} MiB during (+${Math.round((peak - rssBefore) / 1024)} MiB)`,
  );
  await api.stop();
  await db.end();
}

main().catch(async (error) => {
  console.error(error);
  await api?.stop();
  await worker?.stop();
  process.exit(1);
});
