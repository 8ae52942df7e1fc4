'use strict';
/** What `npm start` keeps in .data/, shared by the launcher (scripts/dev.js) and `npm run seed` (scripts/seed.js). */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
/** .data/ in the checkout; DEV_DATA_DIR moves it (a test's launcher beside a developer's, docs/operations.md). */
const DATA = process.env.DEV_DATA_DIR ? path.resolve(process.env.DEV_DATA_DIR) : path.join(ROOT, '.data');
/** The running launcher: its pid, the processes it started, and the database and Redis URLs it gave them. */
const STATE_FILE = path.join(DATA, 'dev.pid');
const KEY_FILE = path.join(DATA, 'bootstrap-api-key');
const ENCRYPTION_KEY_FILE = path.join(DATA, 'encryption-key');
/** The embedded PostgreSQL's preferred port (another is chosen when it is taken). */
const POSTGRES_PORT = 54329;

/** Like the app's config loader: an empty variable counts as unset. */
const env = (name) => (process.env[name] === '' ? undefined : process.env[name]);

/** The contents of `file`, created (mode 0600) from `create()` the first time. */
function readOrCreate(file, create) {
  if (fs.existsSync(file)) return { value: fs.readFileSync(file, 'utf8').trim(), created: false };
  const value = create();
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, created: true };
}

/** ENCRYPTION_KEY, or the one generated into .data/ (the same the launcher gives the API and worker). */
function encryptionKey() {
  return env('ENCRYPTION_KEY') ?? readOrCreate(ENCRYPTION_KEY_FILE, () => crypto.randomBytes(32).toString('base64')).value;
}

/** The launcher's recorded state, or undefined when there is none. */
function readState() {
  try {
    return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Where documents' bytes go under `npm start`: beside the embedded database, whatever directory it was run from. */
function documentStorageUrl() {
  return env('DOCUMENT_STORAGE_URL') ?? `file:${path.join(DATA, 'documents')}`;
}

const WEBHOOK_TARGETS = {
  loopback: 'may target this machine (127.0.0.1, ::1, localhost)',
  true: 'may target any private address',
  false: 'may target public addresses only',
};

/**
 * WEBHOOK_ALLOW_PRIVATE_TARGETS under `npm start` (`value`) and what it allows, for the banner:
 * this machine only (a receiver under development, `npm run webhooks:listen`), not the network
 * around it: a LAN or a cloud VM's metadata address stay refused (docs/adr/0051-webhook-targets-and-local-delivery.md). A value
 * already set wins.
 */
function webhookTargets() {
  const value = env('WEBHOOK_ALLOW_PRIVATE_TARGETS') ?? 'loopback';
  return { value, description: `${WEBHOOK_TARGETS[value] ?? 'as set'} (WEBHOOK_ALLOW_PRIVATE_TARGETS=${value})` };
}

module.exports = {
  ROOT,
  DATA,
  STATE_FILE,
  KEY_FILE,
  ENCRYPTION_KEY_FILE,
  POSTGRES_PORT,
  env,
  readOrCreate,
  encryptionKey,
  readState,
  documentStorageUrl,
  webhookTargets,
};
