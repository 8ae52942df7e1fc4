'use strict';
/** Whether `npm start` must run `npm run build`: only when what the build reads changed since the launcher's last build. */
const fs = require('node:fs');
const path = require('node:path');

/** Written by the launcher after a successful build, with the time that build started. */
const STAMP = 'dist/.npm-start-build';
/** What `npm run build` reads: the sources, the compiler settings and the installed dependencies. */
const INPUTS = [
  'apps',
  'libs',
  'extensions',
  'packages/sdk/src',
  'tsconfig.json',
  'tsconfig.build.json',
  'packages/sdk/tsconfig.json',
  'package.json',
  'packages/sdk/package.json',
  'package-lock.json',
  'node_modules/.package-lock.json', // rewritten by every npm ci / npm install
];

/** The newest modification time under `file` (directories count: removing or renaming a file changes its directory's). */
function newestChange(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file, { withFileTypes: true, recursive: true })) {
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  }
  return newest;
}

/** Why a build is needed (undefined when it is not): `entries` are the built files the launcher runs. */
function buildNeeded(root, entries) {
  const missing = entries.find((entry) => !fs.existsSync(entry));
  if (missing) return `${path.relative(root, missing)} is missing`;
  let builtAt;
  try {
    builtAt = fs.statSync(path.join(root, STAMP)).mtimeMs;
  } catch {
    return 'npm start has not built this checkout yet';
  }
  const changed = INPUTS.find((input) => newestChange(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Records a successful build that started at `startedAt` (ms): what changed during it is built next time. */
function recordBuild(root, startedAt) {
  const stamp = path.join(root, STAMP);
  fs.writeFileSync(stamp, '');
  fs.utimesSync(stamp, startedAt / 1000, startedAt / 1000);
}

module.exports = { buildNeeded, recordBuild };
