#!/usr/bin/env node
/**
 * Change feed benchmark (docs/api/sync.md#change-feed) against a running API, on its database:
 *
 *   npm run build                                  # the pruning step runs the built RetentionPruner
 *   RATE_LIMIT_PER_MINUTE=100000000 npm run start:api   # or npm start, in another terminal
 *   node scripts/bench-changes.js --url http://127.0.0.1:3000 --database postgres://.../ats \
 *     [--events 1000000] [--candidates 10000] [--pages 40] [--limit 1000] [--polls 40] [--prune 100000]
 *   node scripts/bench-changes.js --url http://127.0.0.1:3000 --waiters 300 [--writes 10] [--seconds 20]
 *
 * 1. Seeds `--events` relayed outbox events with SQL (candidate.updated over `--candidates` candidates,
 *    so each page is presented by the candidate loader), once: a database that already holds them is reused.
 * 2. Read throughput: `--pages` pages of `--limit` from the start of the feed, then from its middle
 *    (changes/s, pages one after the other, as one integrator reads).
 * 3. Long-poll wake-up: `--polls` times, a request waits at the end of the feed, a candidate is created,
 *    and the time from the create's response (its commit) to the poll's answer is recorded (p50/p95).
 * 4. Pruning: ages `--prune` events past the retention and runs the worker's RetentionPruner on them
 *    (time per 100,000 rows). The pruned rows are gone afterwards: the next run seeds them again.
 * With `--waiters N`, only this instead: N sync clients long-poll the feed (`wait=20`, each following its
 * nextCursor at once, as examples/sync does; in a child process) while `--writes` candidates a second are created and as many
 * plain GETs (`/jobs?limit=1`) are sent, for `--seconds`; prints the p50/p95 of the writes and of the GETs,
 * and of the same with no waiter first (needs no --database).
 * The key comes from BENCH_API_KEY or .data/bootstrap-api-key.
 */
const { join } = require('node:path');
const { fork } = require('node:child_process');
const { Client } = require('pg');
const { option } = require('./lib/cli');
const { benchKey, apiCaller, percentile } = require('./lib/bench');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const databaseUrl = option('database', process.env.DATABASE_URL);
const eventCount = Number(option('events', '1000000'));
const candidateCount = Number(option('candidates', '10000'));
const pages = Number(option('pages', '40'));
const limit = Number(option('limit', '1000'));
const polls = Number(option('polls', '40'));
const pruneCount = Number(option('prune', '100000'));
const waiterCount = Number(option('waiters', '0'));
const writesPerSecond = Number(option('writes', '10'));
const loadSeconds = Number(option('seconds', '20'));
const key = benchKey();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const api = apiCaller(baseUrl, key);

async function seed(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS count FROM outbox_events WHERE type = 'candidate.updated' AND payload->'data'->>'bench' = 'true'`);
  if (rows[0].count >= eventCount) return console.log(`Reusing ${rows[0].count} seeded events`);
  const started = Date.now();
  await db.query(
    `INSERT INTO candidates (id, first_name, last_name, email, created_at, updated_at)
     SELECT gen_random_uuid(), 'Bench', 'Candidate' || i, 'bench.' || i || '.' || md5(random()::text) || '@example.com', now(), now()
       FROM generate_series(1, $1::int) AS i`,
    [candidateCount],
  );
  const missing = eventCount - rows[0].count;
  // In chunks of 100,000 (one transaction each): a txid per chunk, seq in order, as many writers would leave them.
  for (let done = 0; done < missing; done += 100_000) {
    await db.query(
      `WITH ids AS (SELECT array_agg(id) AS all_ids FROM (SELECT id FROM candidates ORDER BY id LIMIT $2) c)
       INSERT INTO outbox_events (id, type, payload, created_at, published_at, resource_id)
       SELECT gen_random_uuid(), 'candidate.updated', jsonb_build_object('type', 'candidate.updated', 'data', jsonb_build_object('bench', 'true')),
              now(), now(), (ids.all_ids[1 + i % $2])::text
         FROM ids, generate_series(1, $1::int) AS i`,
      [Math.min(100_000, missing - done), candidateCount],
    );
  }
  await db.query(`ANALYZE outbox_events`);
  console.log(`Seeded ${missing} events over ${candidateCount} candidates in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function readThroughput(label, cursor) {
  let read = 0;
  const started = process.hrtime.bigint();
  for (let page = 0; page < pages; page++) {
    const body = await api('GET', `/changes?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    read += body.data.length;
    cursor = body.meta.pagination.nextCursor;
    if (!body.meta.pagination.hasMore) break;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`read ${label}: ${read} changes in ${seconds.toFixed(2)} s = ${Math.round(read / seconds)} changes/s`);
}

async function endCursor() {
  let cursor;
  for (;;) {
    const body = await api('GET', `/changes?limit=1000&types=candidate.created${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = body.meta.pagination.nextCursor;
    if (!body.meta.pagination.hasMore) return cursor;
  }
}

async function longPollLatency() {
  const latencies = [];
  let cursor = await endCursor();
  for (let i = 0; i < polls; i++) {
    const answered = api('GET', `/changes?wait=30&types=candidate.created&cursor=${cursor}`).then((body) => ({ body, at: process.hrtime.bigint() }));
    await sleep(100);
    await api('POST', '/candidates', { firstName: 'Poll', lastName: `Bench${i}`, email: `poll.${Date.now()}.${i}@example.com` });
    const committed = process.hrtime.bigint();
    const { body, at } = await answered;
    if (body.data.length === 0) throw new Error('a long poll answered without the change');
    latencies.push(Number(at - committed) / 1e6);
    cursor = body.meta.pagination.nextCursor;
  }
  console.log(
    `long-poll wake-up after the commit: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (${polls} polls)`,
  );
}

async function pruning(db) {
  const { DataSource } = require('typeorm');
  const { RetentionPruner } = require(join(__dirname, '..', 'dist', 'libs', 'changes', 'src', 'retention', 'retention-pruner'));
  const { RetentionRepository } = require(join(__dirname, '..', 'dist', 'libs', 'changes', 'src', 'persistence', 'retention.repository'));
  await db.query(
    `UPDATE outbox_events SET created_at = now() - interval '400 days'
      WHERE id IN (SELECT id FROM outbox_events WHERE payload->'data'->>'bench' = 'true' ORDER BY txid, seq LIMIT $1)`,
    [pruneCount],
  );
  const dataSource = await new DataSource({ type: 'postgres', url: databaseUrl }).initialize();
  try {
    const pruner = new RetentionPruner(
      dataSource,
      { CHANGES_RETENTION_DAYS: 365, WEBHOOK_DELIVERY_RETENTION_DAYS: 365, AUTOMATION_RUN_RETENTION_DAYS: 365 },
      { everyMs: 3_600_000, batchSize: 2000 },
      new RetentionRepository(),
    );
    const started = process.hrtime.bigint();
    const result = await pruner.prune();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(
      `pruning: ${result.outboxEvents} outbox events in ${seconds.toFixed(2)} s = ` +
        `${((seconds * 100_000) / Math.max(1, result.outboxEvents)).toFixed(2)} s per 100,000 rows (batches of 2,000)`,
    );
  } finally {
    await dataSource.destroy();
  }
}

/** `count` sync clients following the feed with `wait=20` until the process is stopped (run in a child process of its own). */
async function pollClients(count) {
  const start = await endCursor();
  await Promise.all(
    Array.from({ length: count }, async () => {
      let cursor = start;
      for (;;) cursor = (await api('GET', `/changes?wait=20&cursor=${cursor}`)).meta.pagination.nextCursor;
    }),
  );
}

/**
 * Writes and plain GETs at `writesPerSecond` each for `loadSeconds`, with `waiters` sync clients long-polling meanwhile
 * in a child process (so that their work does not delay this process's timings).
 */
async function underWaiters(waiters) {
  const child =
    waiters === 0 ? undefined : fork(join(__dirname, 'bench-changes.js'), ['--url', baseUrl, '--poll-clients', String(waiters)], { stdio: 'inherit' });
  await sleep(waiters === 0 ? 0 : 3000);
  const writes = [];
  const reads = [];
  const timed = async (into, call) => {
    const started = process.hrtime.bigint();
    await call();
    into.push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  const sent = [];
  const ticks = loadSeconds * writesPerSecond;
  const stamp = Date.now();
  for (let i = 0; i < ticks; i++) {
    sent.push(timed(writes, () => api('POST', '/candidates', { firstName: 'Load', lastName: `W${i}`, email: `load.${stamp}.${waiters}.${i}@example.com` })));
    sent.push(timed(reads, () => api('GET', '/jobs?limit=1')));
    await sleep(1000 / writesPerSecond);
  }
  await Promise.all(sent);
  child?.kill();
  const line = (values) => `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
  console.log(`${waiters} waiters, ${writesPerSecond} writes/s for ${loadSeconds} s: write ${line(writes)}; GET ${line(reads)}`);
}

async function main() {
  const pollers = Number(option('poll-clients', '0'));
  if (pollers > 0) return pollClients(pollers);
  if (waiterCount > 0) {
    await underWaiters(0);
    await underWaiters(waiterCount);
    process.exit(0);
  }
  if (!databaseUrl) throw new Error('--database (or DATABASE_URL) is required: the service database, for seeding');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await seed(db);
    const [{ txid, first, last }] = (await db.query(`SELECT min(txid)::text AS txid, min(seq)::text AS first, max(seq)::text AS last FROM outbox_events`)).rows;
    await readThroughput('from the start', undefined);
    const middle = (BigInt(first) + (BigInt(last) - BigInt(first)) / 2n).toString();
    const [{ mtxid }] = (await db.query(`SELECT txid::text AS mtxid FROM outbox_events WHERE seq = $1`, [middle])).rows;
    await readThroughput('from the middle', Buffer.from(`${mtxid ?? txid}.${middle}`).toString('base64url'));
    await longPollLatency();
    await pruning(db);
  } finally {
    await db.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
