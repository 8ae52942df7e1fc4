#!/usr/bin/env node
/**
 * Keeps a local JSON copy of every candidate in sync with the service (docs/syncing.md), on the SDK
 * (packages/sdk): a full load through `paginate()`, then the change feed through `changes()` with
 * long polling, forever.
 *
 *   npm run build      # once: builds the SDK into packages/sdk/dist
 *   ATS_URL=http://127.0.0.1:3000 ATS_API_KEY=ats_test_... node examples/sync/sync-candidates.js [file]
 *
 * The key needs candidates:read and changes:read. The file (default candidates.json) holds
 * { cursor, candidates: { <id>: <candidate> } }; restart the script and it resumes from its cursor.
 * The SDK retries 429 (after Retry-After), 503 and network errors; what still fails is retried here every 5 s.
 */
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const { setTimeout: sleep } = require('node:timers/promises');
const { ApiError, createClient } = require('@recruiting-service/sdk');

function load(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { cursor: null, candidates: {} };
  }
}

/** Written to a temporary file, then renamed: a crash never leaves half a file. */
function save(file, state) {
  writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** Every candidate, page by page. The feed is then read from its oldest retained change (cursor null). */
async function fullLoad(client, log) {
  const candidates = {};
  for await (const candidate of client.paginate('/api/v1/candidates', { params: { query: { limit: 100 } } })) candidates[candidate.id] = candidate;
  log(`full load: ${Object.keys(candidates).length} candidates`);
  return { cursor: null, candidates };
}

/** A change carries the candidate as it is now, or a tombstone: applying it twice, or late, is harmless. */
function apply(state, change, log) {
  if (change.data.deleted) {
    delete state.candidates[change.resourceId];
    if (change.data.mergedIntoId) log(`${change.resourceId} was merged into ${change.data.mergedIntoId}`);
  } else {
    state.candidates[change.resourceId] = change.data;
  }
}

/** Applies each page of the feed, then stores its cursor: a restart never skips a change. Returns only when `signal` aborts. */
async function follow(client, file, state, signal, log) {
  for await (const page of client.changes({ cursor: state.cursor, resourceTypes: ['candidate'], limit: 1000, wait: 30, signal })) {
    for (const change of page.changes) apply(state, change, log);
    state.cursor = page.cursor;
    save(file, state);
    if (page.changes.length > 0) log(`applied ${page.changes.length} changes; ${Object.keys(state.candidates).length} candidates`);
  }
}

/** The whole loop, until `signal` aborts: full load when the file is new (or the cursor expired), then the feed. */
async function syncCandidates({ client, file, signal, log = console.log }) {
  let state = load(file);
  try {
    if (state.cursor === null && Object.keys(state.candidates).length === 0) {
      state = await fullLoad(client, log);
      save(file, state);
    }
    for (;;) {
      try {
        await follow(client, file, state, signal, log);
      } catch (error) {
        if (signal?.aborted) throw error;
        if (error instanceof ApiError && error.code === 'CURSOR_EXPIRED') {
          // Offline longer than the retention: changes were pruned unseen. Start over.
          log('cursor expired: full load again');
          state = await fullLoad(client, log);
          save(file, state);
          continue;
        }
        if (error instanceof ApiError && error.status < 500) throw error;
        log(`${error.message}; retrying in 5 s`);
        await sleep(5000, undefined, { signal });
      }
    }
  } catch (error) {
    if (!signal?.aborted) throw error;
  }
}

module.exports = { syncCandidates };

if (require.main === module) {
  const apiKey = process.env.ATS_API_KEY;
  if (!apiKey) {
    console.error('Set ATS_API_KEY (scopes candidates:read and changes:read)');
    process.exit(1);
  }
  const client = createClient({ baseUrl: process.env.ATS_URL ?? 'http://127.0.0.1:3000', apiKey });
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop.abort());
  syncCandidates({ client, file: process.argv[2] ?? 'candidates.json', signal: stop.signal }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
