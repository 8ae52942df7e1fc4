#!/usr/bin/env node
/**
 * Keeps a local JSON copy of every candidate in sync with the service (docs/syncing.md):
 * a full load through GET /candidates, then GET /changes with long polling, forever.
 *
 *   ATS_URL=http://127.0.0.1:3000 ATS_API_KEY=ats_test_... node examples/sync/sync-candidates.js [file]
 *
 * The key needs candidates:read and changes:read. The file (default candidates.json) holds
 * { cursor, candidates: { <id>: <candidate> } }; restart the script and it resumes from its cursor.
 * Plain Node 20 (global fetch), no dependencies.
 */
const { readFileSync, renameSync, writeFileSync } = require('node:fs');

const baseUrl = `${(process.env.ATS_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')}/api/v1`;
const apiKey = process.env.ATS_API_KEY;
const file = process.argv[2] ?? 'candidates.json';
if (!apiKey) {
  console.error('Set ATS_API_KEY (scopes candidates:read and changes:read)');
  process.exit(1);
}

class ApiError extends Error {
  constructor(status, body) {
    super(`${status} ${body?.error?.code ?? ''}: ${body?.error?.message ?? ''}`);
    this.status = status;
    this.code = body?.error?.code;
  }
}

async function get(path, { signal } = {}) {
  for (;;) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${apiKey}` }, signal });
    const body = await response.json().catch(() => undefined);
    if (response.status === 429) {
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    if (!response.ok) throw new ApiError(response.status, body);
    return body;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function load() {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { cursor: null, candidates: {} };
  }
}

/** Written to a temporary file, then renamed: a crash never leaves half a file. */
function save(state) {
  writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** Every candidate, page by page. The feed is then read from its oldest retained change (cursor null). */
async function fullLoad() {
  const candidates = {};
  let cursor = null;
  do {
    const page = await get(`/candidates?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    for (const candidate of page.data) candidates[candidate.id] = candidate;
    cursor = page.meta.pagination.nextCursor;
  } while (cursor);
  console.log(`full load: ${Object.keys(candidates).length} candidates`);
  return { cursor: null, candidates };
}

/** A change carries the candidate as it is now, or a tombstone: applying it twice, or late, is harmless. */
function apply(state, change) {
  if (change.data.deleted) {
    delete state.candidates[change.resourceId];
    if (change.data.mergedIntoId) console.log(`${change.resourceId} was merged into ${change.data.mergedIntoId}`);
  } else {
    state.candidates[change.resourceId] = change.data;
  }
}

async function follow(state) {
  for (;;) {
    const query = `resourceTypes=candidate&limit=1000&wait=30${state.cursor ? `&cursor=${encodeURIComponent(state.cursor)}` : ''}`;
    const page = await get(`/changes?${query}`);
    for (const change of page.data) apply(state, change);
    state.cursor = page.meta.pagination.nextCursor;
    save(state);
    if (page.data.length > 0) console.log(`applied ${page.data.length} changes; ${Object.keys(state.candidates).length} candidates`);
  }
}

async function main() {
  let state = load();
  if (state.cursor === null && Object.keys(state.candidates).length === 0) {
    state = await fullLoad();
    save(state);
  }
  for (;;) {
    try {
      await follow(state);
    } catch (error) {
      if (error.code === 'CURSOR_EXPIRED') {
        // Offline longer than the retention: changes were pruned unseen. Start over.
        console.log('cursor expired: full load again');
        state = await fullLoad();
        save(state);
        continue;
      }
      if (error instanceof ApiError && error.status < 500) throw error;
      console.error(`${error.message}; retrying in 5 s`);
      await sleep(5000);
    }
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
