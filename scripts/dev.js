#!/usr/bin/env node
'use strict';
/**
 * `npm start`: the whole service on one machine with no configuration (README.md#running-it).
 *
 *   node scripts/dev.js [--no-build] [--demo]
 *
 * Builds when what the build reads changed since its last build, provides PostgreSQL (embedded, data
 * in .data/postgres) unless DATABASE_URL is set, and Redis (127.0.0.1:6379, or a private
 * redis-server) unless REDIS_URL is set, generates
 * ENCRYPTION_KEY and a bootstrap API key into .data/ when needed, runs migrations, then runs the API
 * and the worker until Ctrl-C, their logs shown as readable lines, and prints the Ready banner once
 * both are ready. Reads .env when present; variables already set win. `--demo` loads the demo data
 * set (apps/seed, as `npm run seed`) after the migrations when the database holds no candidates.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { prettyFactory } = require('pino-pretty');
const {
  startProcess,
  stopProcess,
  hasExited,
  isOurs,
  stopLeftover,
  watchParents,
  isPortFree,
  choosePort,
  waitUntil,
  waitForQuiet,
  tail,
} = require('./lib/processes');
const {
  ROOT,
  DATA,
  STATE_FILE,
  KEY_FILE,
  POSTGRES_PORT,
  env,
  readOrCreate,
  encryptionKey,
  readState,
  documentStorageUrl,
  webhookTargets,
} = require('./lib/dev-data');
const { embeddedPostgres } = require('./lib/postgres');
const { localRedis } = require('./lib/redis');
const { SEED_ENTRY, isEmptyInstallation, runSeed } = require('./lib/seed');
const { buildNeeded, recordBuild } = require('./lib/build');
const { extractionProgress, describeExtraction, followExtraction } = require('./lib/extraction');
const { startMailCatcher } = require('./lib/mail-catcher');

const API_ENTRY = path.join(ROOT, 'dist/apps/api/src/main.js');
/** The example careers page, which the API serves at /careers-demo/ when CAREERS_DEMO_DIR names it: npm start only (README.md#careers-site). */
const CAREERS_DEMO_DIR = path.join(ROOT, 'examples/careers-site');
const WORKER_ENTRY = path.join(ROOT, 'dist/apps/worker/src/main.js');
const SDK_ENTRY = path.join(ROOT, 'packages/sdk/dist/index.js');
const READY_TIMEOUT_MS = 90_000;
const OPTIONS = ['--no-build', '--demo'];

const services = []; // in start order
const connections = {}; // the embedded database's and local Redis's URLs, recorded in .data/dev.pid for `npm run seed`
let build; // the `npm run build` child while it runs
let seed; // the demo seed while it runs (--demo)
let stopFollowingExtraction; // set while documents wait for their text after Ready
let mailCatcher; // the local SMTP catcher, unless MAIL_URL names a server of the user's
let stopping = false;
let ownsState = false; // false while another launcher owns .data/dev.pid

const log = (line) => console.log(`[dev] ${line}`);
/**
 * The apps' JSON log lines made readable, here only: `npm run start:api` and the image keep the JSON.
 * Anything that is not a JSON line passes unchanged.
 */
const readable = prettyFactory({
  colorize: Boolean(process.stdout.isTTY),
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,context',
  messageFormat: '{if context}{context}: {end}{msg}',
});
/** `file` as the user's shell can name it: npm runs us from the package root, INIT_CWD is where they typed. */
const shown = (file) => {
  const relative = path.relative(process.env.INIT_CWD ?? process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
};

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !OPTIONS.includes(arg));
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')} (usage: node scripts/dev.js [--no-build] [--demo])`);
  process.chdir(ROOT);
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  fs.mkdirSync(DATA, { recursive: true });
  await takeOver();

  if (!args.includes('--no-build')) {
    const reason = buildNeeded(ROOT, [API_ENTRY, WORKER_ENTRY, SEED_ENTRY, SDK_ENTRY]);
    if (reason) await runBuild(reason);
    else log('Not building: nothing the build reads changed since npm start last built (--no-build skips this check)');
  }
  for (const entry of [API_ENTRY, WORKER_ENTRY, ...(args.includes('--demo') ? [SEED_ENTRY] : [])]) {
    if (!fs.existsSync(entry)) throw new Error(`${shown(entry)} is missing: run npm run build (or drop --no-build)`);
  }

  const port = Number(env('PORT') ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, not ${env('PORT')}`);
  if (!(await isPortFree(port))) throw new Error(`port ${port} is already in use: stop what uses it or set PORT`);

  const databaseUrl = env('DATABASE_URL') ?? (await embeddedPostgres({ dataRoot: DATA, preferredPort: POSTGRES_PORT, log, onStart: track, describe: shown }));
  const redisUrl = env('REDIS_URL') ?? (await localRedis({ dataRoot: DATA, log, onStart: track }));
  // What `npm run seed` reuses while we run; a URL from the environment stays out of the file (it may hold a password).
  Object.assign(connections, { databaseUrl: env('DATABASE_URL') ? undefined : databaseUrl, redisUrl: env('REDIS_URL') ? undefined : redisUrl });
  saveState();

  // A DATABASE_URL of the user's that answers nothing ends here with one line naming it (docs/operations.md).
  if (env('DATABASE_URL')) await require(path.join(ROOT, 'dist/libs/core/src/health/start-up-checks.js')).waitForDatabase(databaseUrl, log);
  log('Applying database migrations');
  const { runMigrations } = require(path.join(ROOT, 'dist/libs/core/src/database/migrate.js'));
  // The platform's and the installation's (our contexts' and the extensions'), as `npm run migration:run` applies them.
  const { installationMigrations } = require(path.join(ROOT, 'dist/libs/core/src/extensions/define-extension.js'));
  const { installation } = require(path.join(ROOT, 'dist/apps/installation.js'));
  const applied = await runMigrations(databaseUrl, (line) => log(line), installationMigrations(installation()));
  if (applied.length === 0) log('No pending migrations');
  const bootstrap = await bootstrapKey(databaseUrl);

  // Mail goes to the local catcher, listed by the API at /dev/mail, unless MAIL_URL names a server (docs/operations.md#email).
  const mailDir = path.join(DATA, 'mail');
  if (!env('MAIL_URL')) {
    mailCatcher = await startMailCatcher(mailDir);
    log(`Mail catcher listening on ${mailCatcher.url} (mails in ${shown(mailDir)})`);
  }
  const mailEnv = mailCatcher ? { MAIL_URL: mailCatcher.url, MAIL_FROM: env('MAIL_FROM') ?? 'Recruiting (npm start) <recruiting@localhost.test>' } : {};

  // The worker's probes and metrics: 3001 unless taken (a busy port would stop the worker).
  const workerPort = await privatePort('WORKER_PORT', 3001);
  const childEnv = {
    ...process.env,
    PORT: String(port),
    WORKER_PORT: workerPort,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    ENCRYPTION_KEY: encryptionKey(),
    DOCUMENT_STORAGE_URL: documentStorageUrl(),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: webhookTargets().value,
    ...mailEnv,
  };
  // Only the API ensures the bootstrap key (docs/operations.md): the worker never gets it.
  delete childEnv.BOOTSTRAP_API_KEY;
  if (args.includes('--demo')) await seedEmptyInstallation(childEnv);
  // The API's private metrics port: 3002 unless taken, like the worker's.
  const metricsPort = await privatePort('METRICS_PORT', 3002);
  const apiEnv = {
    ...childEnv,
    METRICS_PORT: metricsPort,
    CAREERS_DEMO_DIR: env('CAREERS_DEMO_DIR') ?? CAREERS_DEMO_DIR,
    ...(mailCatcher ? { MAIL_CATCHER_DIR: mailDir } : {}),
    ...(bootstrap.value ? { BOOTSTRAP_API_KEY: bootstrap.value } : {}),
  };
  for (const [name, entry, processEnv] of [
    ['api', API_ENTRY, apiEnv],
    ['worker', WORKER_ENTRY, childEnv],
  ]) {
    track(startProcess({ name, command: process.execPath, args: [entry], env: processEnv, match: entry, format: readable }), true);
  }

  // The banner goes last: after both are ready and have printed their start-up lines.
  const [api, worker] = ['api', 'worker'].map((name) => services.find((service) => service.name === name));
  await Promise.all([
    waitUntil(`the API's GET /health/ready to answer 200`, () => isReady(port), { service: api, timeoutMs: READY_TIMEOUT_MS, intervalMs: 250 }),
    waitUntil(`the worker's GET /health/ready to answer 200`, () => isReady(workerPort), { service: worker, timeoutMs: READY_TIMEOUT_MS, intervalMs: 250 }),
  ]);
  await waitForQuiet([api, worker]);
  // Search misses the text of documents the worker has not done yet (minutes after --demo): the banner says so until it is done.
  const extraction = await extractionProgress(databaseUrl).catch(() => undefined);
  printBanner(port, databaseUrl, redisUrl, bootstrap, workerPort, metricsPort, extraction);
  if (extraction?.pending > 0) stopFollowingExtraction = followExtraction(databaseUrl, (line) => log(`Document text: ${line}`));
}

/** `--demo`: the demo data set, before the API and worker start (the worker then relays its events and extracts the résumés' text). */
async function seedEmptyInstallation(seedEnv) {
  if (!(await isEmptyInstallation(seedEnv.DATABASE_URL))) {
    log('--demo: the database already holds candidates, so the demo data set is not loaded (npm run seed adds what it misses)');
    return;
  }
  log('--demo: empty installation: loading the demo data set (npm run seed)');
  await runSeed(seedEnv, { onStart: (service) => (seed = service), format: readable });
  seed = undefined;
}

/** The port in variable `name`, or (unset or 0) `preferred` when free, else any free one: the launcher prints where it is. */
async function privatePort(name, preferred) {
  const value = env(name);
  if (value !== undefined && value !== '0') return value;
  return String(await choosePort(value === '0' ? 0 : preferred));
}

/** Refuses to run twice on one .data/; stops what a launcher that died without cleaning up left. */
async function takeOver() {
  const previous = readState();
  if (previous && isOurs(previous.pid, 'dev.js')) {
    throw new Error(`npm start is already running from this folder (pid ${previous.pid}); stop it first`);
  }
  // Reverse start order: the API and worker before the database and Redis.
  for (const { name, pid, match, stopSignal } of [...(previous?.services ?? [])].reverse()) {
    if (!isOurs(pid, match)) continue;
    log(`Stopping ${name} (pid ${pid}) left running by an earlier launcher`);
    await stopLeftover(pid, stopSignal);
  }
  ownsState = true;
  saveState();
}

function saveState() {
  const state = {
    pid: process.pid,
    ...connections,
    services: services.filter((s) => !hasExited(s)).map(({ name, pid, match, stopSignal }) => ({ name, pid, match, stopSignal })),
  };
  fs.writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
}

/** Remembers a started service; if it dies while we are not stopping, everything stops. */
function track(service, isApp = false) {
  service.isApp = isApp;
  services.push(service);
  saveState();
  service.exited.then(({ code, signal, error }) => {
    if (stopping) return;
    const how = error ? error.message : signal ? `signal ${signal}` : `code ${code}`;
    console.error(`[dev] ${service.name} exited unexpectedly (${how})`);
    if (service.logFile) console.error(`[dev] last lines of ${shown(service.logFile)}:\n${tail(service.logFile)}`);
    void shutdown(1);
  });
  return service;
}

function runBuild(reason) {
  log(`Building (npm run build): ${reason}`);
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    build = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent'], { stdio: 'inherit', shell: process.platform === 'win32' });
    build.once('error', reject);
    build.once('exit', (code, signal) => {
      build = undefined;
      if (code === 0) resolve(recordBuild(ROOT, startedAt));
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * BOOTSTRAP_API_KEY for the API (docs/api/auth.md#the-first-key): the variable if set; else, while the database has no
 * API key at all, the key in .data/bootstrap-api-key (generated on first use), which the API creates.
 */
async function bootstrapKey(databaseUrl) {
  if (env('BOOTSTRAP_API_KEY')) return { source: 'env', value: env('BOOTSTRAP_API_KEY') };
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS count FROM api_keys').finally(() => client.end());
  if (rows[0].count > 0) return { source: fs.existsSync(KEY_FILE) ? 'file' : 'database' };
  const { generateApiKey } = require(path.join(ROOT, 'dist/libs/api-keys/src/domain/api-key-format.js'));
  const { value, created } = readOrCreate(KEY_FILE, () => generateApiKey('live'));
  log(created ? `No API key exists yet: created a bootstrap key in ${shown(KEY_FILE)}` : `No API key exists yet: using the key in ${shown(KEY_FILE)}`);
  return { source: 'file', value, created };
}

async function isReady(port) {
  const response = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2000) });
  return response.status === 200;
}

function printBanner(port, databaseUrl, redisUrl, bootstrap, workerPort, metricsPort, extraction) {
  const base = `http://localhost:${port}`;
  const keyFile = shown(KEY_FILE);
  const keyRef = { env: '$BOOTSTRAP_API_KEY', file: `$(cat ${keyFile})`, database: '<your API key>' }[bootstrap.source];
  const keyLine = {
    env: 'the value of BOOTSTRAP_API_KEY',
    file: bootstrap.created ? `${keyFile} (new key: ${bootstrap.value})` : keyFile,
    database: `the database already has API keys; use one of yours (or set BOOTSTRAP_API_KEY)`,
  }[bootstrap.source];
  console.log(
    [
      '',
      `[dev] Ready in ${process.uptime().toFixed(1)} s.`,
      `  Swagger UI:   ${base}/docs`,
      `  Careers page: ${base}/careers-demo/ (the example in examples/careers-site, development only)`,
      `  API key:      ${keyLine}`,
      `  Try:          curl -H "Authorization: Bearer ${keyRef}" ${base}/api/v1/candidates`,
      ...(extraction?.pending > 0 ? [`  Document text: ${describeExtraction(extraction)}`] : []),
      `  Webhooks:     ${webhookTargets().description}; watch deliveries with npm run webhooks:listen`,
      `  Mail:         ${mailCatcher ? `${base}/dev/mail (the local catcher at ${mailCatcher.url}: nothing is delivered)` : `sent through MAIL_URL`}`,
      `  Metrics:      http://${env('METRICS_HOST') ?? '127.0.0.1'}:${metricsPort}/metrics (API), http://localhost:${workerPort}/metrics (worker)`,
      `  PostgreSQL:   ${env('DATABASE_URL') ? databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@') : databaseUrl}`,
      `  Redis:        ${redisUrl}`,
      '  Stop with Ctrl-C.',
      '',
    ].join('\n'),
  );
}

/** Stops the API and worker (together), then what they use (reverse start order), and exits. */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  stopFollowingExtraction?.();
  if (build) build.kill('SIGTERM');
  if (seed) await stopProcess(seed);
  const running = services.filter((service) => !hasExited(service));
  const apps = running.filter((service) => service.isApp);
  const infrastructure = running.filter((service) => !service.isApp).reverse();
  if (running.length > 0) log(`Stopping ${[...apps, ...infrastructure].map((service) => service.name).join(', ')}`);
  await Promise.all(apps.map((service) => stopProcess(service)));
  for (const service of infrastructure) await stopProcess(service);
  await mailCatcher?.close();
  if (ownsState) fs.rmSync(STATE_FILE, { force: true });
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) log(`Received ${signal} again: still stopping`);
    void shutdown(0);
  });
}

// An IDE's stop button or `timeout` signals npm only; npm does not pass it on (docs/operations.md).
watchParents(() => {
  log('The process that ran npm start is gone: stopping');
  void shutdown(0);
});
// Whoever read our output may be gone with our parent: a write to the closed pipe must not end us before the shutdown.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

main().catch((error) => {
  if (stopping) return; // a signal or a dying child already started the shutdown
  console.error(`[dev] ${error.message}`);
  void shutdown(1);
});
