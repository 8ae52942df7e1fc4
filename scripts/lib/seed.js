'use strict';
/** The demo seed (apps/seed) as a child process, for `npm run seed` and `npm start -- --demo`. */
const path = require('node:path');
const { Client } = require('pg');
const { ROOT } = require('./dev-data');
const { startProcess } = require('./processes');

const SEED_ENTRY = path.join(ROOT, 'dist/apps/seed/src/main.js');

/** True when the database holds no candidate: an empty installation, which `--demo` seeds. */
async function isEmptyInstallation(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('SELECT NOT EXISTS (SELECT 1 FROM candidates) AS empty').finally(() => client.end());
  return rows[0].empty;
}

/**
 * Runs the seed with `env` (DATABASE_URL, REDIS_URL, ...), its output prefixed `[seed]` (lines rewritten by `format`);
 * rejects when it fails. `onStart` gets the process, so that a Ctrl-C can stop it.
 */
async function runSeed(env, { onStart = () => undefined, format } = {}) {
  const service = startProcess({ name: 'seed', command: process.execPath, args: [SEED_ENTRY], env, match: SEED_ENTRY, format });
  onStart(service);
  const { code, signal, error } = await service.exited;
  if (error !== undefined || code !== 0) throw new Error(`the demo seed failed (${error?.message ?? (signal ? `signal ${signal}` : `exit code ${code}`)})`);
}

module.exports = { SEED_ENTRY, isEmptyInstallation, runSeed };
