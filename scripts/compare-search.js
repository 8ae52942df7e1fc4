#!/usr/bin/env node
/**
 * Whether two builds of the service answer candidate search (GET /api/v1/candidates?q=) alike: for
 * each query, walks the same number of pages on both and compares every page's ids and cursors.
 * Run both builds on one database (e.g. the one `scripts/bench-search.js` seeds), so a change to the
 * search statement can be checked against the build before it.
 *   node scripts/compare-search.js --a http://127.0.0.1:3990 --b http://127.0.0.1:3991 [--pages 12] [--limit 100]
 * Queries: the kinds of bench-search and the syntax's corners, each alone and with list filters. The
 * key comes from BENCH_API_KEY or .data/bootstrap-api-key. Exits 1 when any query differs.
 */
const { URLSearchParams } = require('node:url');
const { option } = require('./lib/cli');
const { benchKey } = require('./lib/bench');

const [first, second] = [option('a'), option('b')];
const pages = Number(option('pages', '12'));
const limit = option('limit', '100');
const key = benchKey();

const QUERIES = [
  ...[
    'engineer',
    'python',
    'senior',
    'engineer kubernetes',
    'backend postgresql',
    'senior react',
    '"distributed systems" -python',
    '"machine learning" -java',
    'rust or terraform',
    'kafka or spark',
    'marg',
    'lov',
    'jose nunez',
    'satezulu',
    'maria garcia',
    'gmail',
    '"distributed systems" or "machine learning"',
    'python -"machine learning"',
    '-"machine learning"',
    '"machine learning"',
    '"senior backend engineer" react',
    '"head of engineering"',
    '"machine learning',
    '"the of"',
    'the',
    '-python',
  ].map((q) => ({ q })),
  { q: 'engineer', tag: 'Python' },
  { q: 'engineer', tag: 'Haskell' },
  { q: 'python', tag: 'Python' },
  { q: 'senior', tag: 'Python', limit: '7' },
  { q: '"machine learning" -java', tag: 'AWS' },
  { q: 'senior react', tag: 'React' },
  { q: 'backend postgresql', tag: 'PostgreSQL' },
  { q: 'marg', tag: 'Go' },
  { q: 'engineer', tag: 'no such tag' },
  { q: 'engineer', updatedAfter: '2000-01-01T00:00:00.000Z' },
];

async function walk(baseUrl, query) {
  const ids = [];
  const cursors = [];
  let cursor;
  for (let page = 0; page < pages; page++) {
    const params = new URLSearchParams({ limit, ...query, ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${baseUrl}/api/v1/candidates?${params}`, { headers: { Authorization: `Bearer ${key}` } });
    const body = await response.json();
    if (response.status !== 200) return { status: response.status, body };
    ids.push(...body.data.map((candidate) => candidate.id));
    cursor = body.meta.pagination.nextCursor;
    cursors.push(cursor);
    if (!cursor) break;
  }
  return { ids, cursors };
}

async function main() {
  if (!first || !second) throw new Error('Pass --a and --b: the two running builds to compare');
  let differing = 0;
  for (const query of QUERIES) {
    const [a, b] = await Promise.all([walk(first, query), walk(second, query)]);
    const same = JSON.stringify(a) === JSON.stringify(b);
    if (!same) differing++;
    const where = same ? '' : `  first difference at row ${(a.ids ?? []).findIndex((id, index) => id !== b.ids?.[index])}`;
    console.log(`${same ? 'same' : 'DIFF'} ${String(a.ids?.length ?? `HTTP ${a.status}`).padStart(6)}  ${JSON.stringify(query)}${where}`);
  }
  console.log(differing === 0 ? `All ${QUERIES.length} queries alike` : `${differing} of ${QUERIES.length} queries differ`);
  process.exitCode = differing === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
