#!/usr/bin/env node
/**
 * Bulk action benchmark against a running API and worker (docs/api/bulk-actions.md#speed):
 *
 *   RATE_LIMIT_PER_MINUTE=1000000 npm start     # in another terminal
 *   node scripts/bench-bulk.js [--url http://127.0.0.1:3000] [--applications 5000] [--concurrency 20] [--worker-pid <pid> [--database <name>]]
 *
 * Makes `--applications` active applications (one candidate each, one open job) with `--concurrency`
 * parallel requests, then one `POST /bulk-actions` rejecting all of them, and polls `GET /bulk-actions/{id}`
 * until it has finished. Prints the bulk's time from accepted (`createdAt`) to done (`finishedAt`), items
 * per second, and checks every item succeeded and every application is rejected. The contract's bar: 5,000
 * rejects in under 60 s. The key comes from BENCH_API_KEY, or .data/bootstrap-api-key (written by npm start).
 * With `--worker-pid`, it also prints the CPU time (from /proc) the worker, the PostgreSQL backends of
 * `--database` (all PostgreSQL processes without it) and redis-server used per item during the bulk.
 */
const { randomBytes } = require('node:crypto');
const { option } = require('./lib/cli');
const { benchKey, apiCaller } = require('./lib/bench');
const { cpuSeconds, commandCpu, cpuBetween } = require('./lib/proc-cpu');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const count = Number(option('applications', '5000'));
const concurrency = Number(option('concurrency', '20'));
const workerPid = option('worker-pid', '');
const database = option('database', undefined);
const tag = `bench-${randomBytes(4).toString('hex')}`;
const TIMEOUT_MS = 600_000;

const call = apiCaller(baseUrl, benchKey());

async function inParallel(total, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < total; index = next++) await work(index);
    }),
  );
}

async function main() {
  const job = (await call('POST', '/jobs', { title: `Bulk benchmark ${tag}`, status: 'open' })).data;
  const ids = new Array(count);
  const madeAt = Date.now();
  await inParallel(count, async (index) => {
    const candidate = (await call('POST', '/candidates', { firstName: 'Bulk', lastName: `Bench ${index}`, email: `${tag}.${index}@example.com` })).data;
    ids[index] = (await call('POST', '/applications', { jobId: job.id, candidateId: candidate.id, source: 'benchmark' })).data.id;
  });
  console.log(`${count} applications made in ${((Date.now() - madeAt) / 1000).toFixed(1)} s`);
  const cpuBefore = cpuNow();
  const created = (await call('POST', '/bulk-actions', { action: 'reject', applicationIds: ids })).data;
  const deadline = Date.now() + TIMEOUT_MS;
  let bulk = created;
  while (bulk.finishedAt === null) {
    if (Date.now() > deadline) throw new Error(`the bulk action did not finish in time: ${JSON.stringify(bulk)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    bulk = (await call('GET', `/bulk-actions/${created.id}`)).data;
  }
  const cpuAfter = cpuNow();
  const seconds = (Date.parse(bulk.finishedAt) - Date.parse(bulk.createdAt)) / 1000;
  console.log(
    `bulk reject of ${bulk.total}: ${bulk.status}, ${bulk.succeeded} succeeded, ${bulk.failed} failed, ${bulk.skipped} skipped, ` +
      `in ${seconds.toFixed(1)} s from accepted to finished (${(bulk.total / seconds).toFixed(0)} items/s)`,
  );
  if (bulk.succeeded !== count) throw new Error(`expected ${count} items to succeed: ${JSON.stringify(bulk)}`);
  const sample = ids.filter((_, index) => index % Math.max(1, Math.floor(count / 50)) === 0);
  for (const id of sample) {
    const status = (await call('GET', `/applications/${id}`)).data.status;
    if (status !== 'rejected') throw new Error(`application ${id} is ${status}`);
  }
  if (cpuAfter !== undefined) {
    const perItem = (value) => ((value * 1e3) / count).toFixed(2);
    const postgres = database === undefined ? 'every process on the machine' : `the backends of ${database}`;
    console.log(
      `CPU per item: worker ${perItem(cpuAfter.worker - cpuBefore.worker)} ms, ` +
        `PostgreSQL (${postgres}) ${perItem(cpuBetween(cpuBefore.postgres, cpuAfter.postgres))} ms, ` +
        `Redis ${perItem(cpuBetween(cpuBefore.redis, cpuAfter.redis))} ms`,
    );
  }
}

/** CPU seconds so far of the worker (`--worker-pid`), PostgreSQL and Redis; undefined without the pid. */
function cpuNow() {
  if (workerPid === '') return undefined;
  return { worker: cpuSeconds(workerPid), postgres: commandCpu('postgres', database), redis: commandCpu('redis-server') };
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
