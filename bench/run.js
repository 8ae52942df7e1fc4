#!/usr/bin/env node
/**
 * `npm run bench`: the service against the raw reference server (bench/raw-server.js), on one fresh
 * database, in interleaved rounds (raw, service, raw, service, ...), then the two worker benchmarks.
 *
 *   npm run bench -- [--rounds 3] [--duration 10] [--connections 50] [--node /path/to/node] [--no-workers]
 *                    [--cpu-prof <dir>] [--only GET|POST] [--against <tree>]
 *
 * PostgreSQL: BENCH_DATABASE_URL (an admin URL), else the one on 127.0.0.1:5432 (user root), else an
 * embedded one. Redis: REDIS_URL, else 127.0.0.1:6379, else a redis-server of its own. Builds dist/ when
 * missing. Prints, per path, each side's req/s, p50/p99 and CPU per request (from /proc: the server
 * process and, separately, the PostgreSQL backends of the benchmark's database), and the service/raw
 * ratio: median (min-max). `--only GET` (or POST) runs one path; `--cpu-prof <dir>` writes a CPU profile of the
 * API (`node --cpu-prof`) into <dir> when it stops; `bench/profile-summary.js` prints its top functions.
 * `--against <tree>` compares with another build of the service (a checkout with its dist/ built, e.g. main) instead
 * of the raw server: both APIs on the same database, interleaved, so a change is measured under the same load.
 */
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { startProcess, stopProcess, choosePort, waitUntil, tail } = require('../scripts/lib/processes');
const { answersPing, startRedis } = require('../scripts/lib/redis');
const { startPostgres } = require('../scripts/lib/postgres');
const { option } = require('../scripts/lib/cli');
const { cpuSeconds } = require('../scripts/lib/proc-cpu');

const root = path.join(__dirname, '..');
const rounds = Number(option('rounds', '3'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));
const nodeBinary = option('node', process.execPath);
const withWorkers = !process.argv.includes('--no-workers');
const profileDir = option('cpu-prof', '');
const onlyMethod = option('only', '');
const againstTree = option('against', '');
const [referenceName, serviceName] = againstTree === '' ? ['raw', 'service'] : ['before', 'after'];
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ats-bench-'));
const started = [];
/**
 * CPU seconds of the PostgreSQL backends serving one database: the server's share of each request, without the
 * other databases of a shared server. Sampled every second, so a backend that exits during a run keeps the CPU of
 * its last sample instead of taking it with it (summing live processes before and after went negative).
 */
class BackendCpu {
  constructor(url) {
    this.database = new URL(url).pathname.slice(1);
    this.client = new Client({ connectionString: url });
    this.lastSeen = new Map();
  }

  async start() {
    await this.client.connect();
    await this.sample();
    this.timer = setInterval(() => this.sample().catch(() => undefined), 1000);
  }

  async sample() {
    const { rows } = await this.client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [this.database]);
    for (const { pid } of rows) {
      try {
        this.lastSeen.set(pid, cpuSeconds(pid));
      } catch {
        // the backend ended while we looked: its last sample stands
      }
    }
    let total = 0;
    for (const seconds of this.lastSeen.values()) total += seconds;
    return total;
  }

  async stop() {
    clearInterval(this.timer);
    await this.client.end();
  }
}

async function postgresAdminUrl() {
  const candidates = [process.env.BENCH_DATABASE_URL, 'postgres://root@127.0.0.1:5432/postgres'].filter(Boolean);
  for (const url of candidates) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      // try the next one
    }
  }
  const postgres = await startPostgres({
    dataDir: path.join(workDir, 'postgres'),
    port: await choosePort(0),
    database: 'postgres',
    logFile: path.join(workDir, 'postgres.log'),
    log: () => undefined,
    onStart: (service) => started.push(service),
  });
  return postgres.url;
}

async function redisUrl() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await answersPing('127.0.0.1', 6379)) return 'redis://127.0.0.1:6379';
  const redis = await startRedis({
    port: await choosePort(0),
    dir: path.join(workDir, 'redis'),
    logFile: path.join(workDir, 'redis.log'),
    onStart: (service) => started.push(service),
  });
  return redis.url;
}

async function freshDatabase(adminUrl) {
  const name = `ats_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase(adminUrl, name) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

const answersReady = (port) => async () => (await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200;

async function startServer(name, script, env, isReady, nodeArgs = [], cwd = root) {
  const logFile = path.join(workDir, `${name}.log`);
  const service = startProcess({ name, command: nodeBinary, args: [...nodeArgs, script], env: { ...process.env, ...env }, cwd, logFile, match: script });
  started.push(service);
  await waitUntil(`${name} is ready`, isReady, { service, timeoutMs: 60_000 }).catch((error) => {
    throw new Error(`${error.message}\n${tail(logFile)}`);
  });
  return service;
}

async function api(baseUrl, key, method, route, body) {
  const response = await fetch(`${baseUrl}/api/v1${route}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json();
  if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(payload)}`);
  return payload.data;
}

let emailCounter = 0;
const candidateBody = () =>
  JSON.stringify({
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench.${process.pid}.${emailCounter++}@example.com`,
    phone: '+44 20 7946 0958',
    location: 'London, United Kingdom',
    headline: 'Senior backend engineer, distributed systems',
    summary: 'Ten years of building APIs, queues and databases for hiring products; mentors engineers and leads migrations.',
    linkedinUrl: 'https://www.linkedin.com/in/bench-mark',
  });

/** One autocannon run against `pid`'s server, with the CPU it and PostgreSQL used per request. */
async function measure(url, pid, request, key, backends) {
  const cpuBefore = cpuSeconds(pid);
  const postgresBefore = await backends.sample();
  const result = await new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, requests: [request] },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
  });
  const cpuAfter = cpuSeconds(pid);
  const postgresAfter = await backends.sample();
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuMicros: ((cpuAfter - cpuBefore) / requests) * 1e6,
    postgresMicros: ((postgresAfter - postgresBefore) / requests) * 1e6,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}`;
const side = (runs) =>
  `${median(runs.map((run) => run.rps))
    .toFixed(0)
    .padStart(6)} req/s  p50 ${String(median(runs.map((run) => run.p50))).padStart(3)} ms  p99 ${String(median(runs.map((run) => run.p99))).padStart(
    3,
  )} ms  cpu ${median(runs.map((run) => run.cpuMicros))
    .toFixed(0)
    .padStart(4)} µs  pg ${median(runs.map((run) => run.postgresMicros))
    .toFixed(0)
    .padStart(4)} µs`;

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/apps/api/src/main.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const adminUrl = await postgresAdminUrl();
  const redis = await redisUrl();
  const database = await freshDatabase(adminUrl);
  const key = `ats_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 36)}`;
  const queuePrefix = `bench-${randomBytes(3).toString('hex')}`;
  const serviceEnv = {
    DATABASE_URL: database.url,
    REDIS_URL: redis,
    QUEUE_PREFIX: queuePrefix,
    BOOTSTRAP_API_KEY: key,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    RATE_LIMIT_PER_MINUTE: '1000000000',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    LOG_LEVEL: 'info',
  };
  try {
    execFileSync(nodeBinary, ['dist/apps/run-migrations.js'], { cwd: root, env: { ...process.env, ...serviceEnv }, stdio: 'ignore' });
    const apiPort = await choosePort(0);
    const rawPort = await choosePort(0);
    const apiServer = await startServer(
      'api',
      'dist/apps/api/src/main.js',
      { ...serviceEnv, PORT: String(apiPort), METRICS_PORT: '0', MIGRATIONS_RUN: 'false' },
      answersReady(apiPort),
      profileDir === '' ? [] : ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)],
    );
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const job = await api(apiUrl, key, 'POST', '/jobs', { title: 'Benchmark job' });
    const candidate = await api(apiUrl, key, 'POST', '/candidates', { firstName: 'Bench', lastName: 'Seed', email: `seed.${process.pid}@example.com` });
    const application = await api(apiUrl, key, 'POST', '/applications', { candidateId: candidate.id, jobId: job.id, source: 'bench' });
    const rawServer =
      againstTree === ''
        ? await startServer('raw', 'bench/raw-server.js', { DATABASE_URL: database.url, PORT: String(rawPort) }, async () =>
            /^ready \d+/m.test(fs.readFileSync(path.join(workDir, 'raw.log'), 'utf8')),
          )
        : await startServer(
            'before',
            'dist/apps/api/src/main.js',
            { ...serviceEnv, PORT: String(rawPort), METRICS_PORT: '0', MIGRATIONS_RUN: 'false' },
            answersReady(rawPort),
            [],
            path.resolve(againstTree),
          );
    const rawApplicationId = againstTree === '' ? /application (\S+)/.exec(fs.readFileSync(path.join(workDir, 'raw.log'), 'utf8'))[1] : application.id;

    const allPairs = [
      {
        path: 'GET /api/v1/applications/{id}',
        raw: `/api/v1/applications/${rawApplicationId}`,
        service: `/api/v1/applications/${application.id}`,
        request: { method: 'GET' },
      },
      {
        path: 'POST /api/v1/candidates',
        raw: '/api/v1/candidates',
        service: '/api/v1/candidates',
        request: { method: 'POST', setupRequest: (request) => ({ ...request, body: candidateBody() }) },
      },
    ];
    const pairs = allPairs.filter((pair) => onlyMethod === '' || pair.path.startsWith(`${onlyMethod} `));
    const backends = new BackendCpu(database.url);
    await backends.start();
    const nodeVersion = execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim();
    console.log(`Node ${nodeVersion}; ${rounds} interleaved rounds of ${duration} s, ${connections} connections; ${os.cpus().length} cores`);
    const results = pairs.map(() => ({ raw: [], service: [] }));
    for (let round = 1; round <= rounds; round++) {
      for (const [index, pair] of pairs.entries()) {
        results[index].raw.push(await measure(`http://127.0.0.1:${rawPort}${pair.raw}`, rawServer.pid, pair.request, key, backends));
        results[index].service.push(await measure(`${apiUrl}${pair.service}`, apiServer.pid, pair.request, key, backends));
        const last = results[index];
        const rates = `${referenceName} ${last.raw.at(-1).rps.toFixed(0)} req/s, ${serviceName} ${last.service.at(-1).rps.toFixed(0)} req/s`;
        console.log(`round ${round} ${pair.path.padEnd(32)} ${rates}`);
      }
    }
    await backends.stop();
    console.log('');
    for (const [index, pair] of pairs.entries()) {
      const { raw, service } = results[index];
      const ratios = service.map((run, at) => run.rps / raw[at].rps);
      console.log(pair.path);
      console.log(`  ${referenceName.padEnd(9)}${side(raw)}`);
      console.log(`  ${serviceName.padEnd(9)}${side(service)}`);
      console.log(
        `  ratio    ${median(ratios).toFixed(2)} (${range(ratios)})   ` +
          `failed requests: ${referenceName} ${raw.reduce((n, run) => n + run.failed, 0)}, ${serviceName} ${service.reduce((n, run) => n + run.failed, 0)}`,
      );
    }

    if (withWorkers && againstTree === '') {
      await stopProcess(rawServer);
      const workerPort = await choosePort(0);
      const worker = await startServer(
        'worker',
        'dist/apps/worker/src/main.js',
        { ...serviceEnv, MIGRATIONS_RUN: 'false', WORKER_PORT: String(workerPort) },
        answersReady(workerPort),
      );
      const benchEnv = { ...process.env, BENCH_API_KEY: key, REDIS_URL: redis, QUEUE_PREFIX: queuePrefix };
      console.log('\nWebhook deliveries (scripts/bench-webhooks.js):');
      const webhookArgs = [
        '--url',
        apiUrl,
        '--events',
        '4000',
        '--endpoints',
        '4',
        '--seconds',
        '10',
        '--worker-pid',
        String(worker.pid),
        '--database',
        database.name,
      ];
      execFileSync(nodeBinary, ['scripts/bench-webhooks.js', ...webhookArgs], {
        cwd: root,
        env: benchEnv,
        stdio: 'inherit',
      });
      console.log('\nAutomation runs (scripts/bench-automations.js):');
      execFileSync(nodeBinary, ['scripts/bench-automations.js', '--url', apiUrl, '--runs', '2000', '--worker-pid', String(worker.pid)], {
        cwd: root,
        env: benchEnv,
        stdio: 'inherit',
      });
      await stopProcess(worker);
    }
  } finally {
    for (const service of started.reverse()) await stopProcess(service);
    await dropDatabase(adminUrl, database.name).catch(() => undefined);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  for (const service of started) service.child.kill('SIGKILL');
  process.exit(1);
});
