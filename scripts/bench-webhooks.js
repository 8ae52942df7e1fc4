#!/usr/bin/env node
/**
 * Webhook delivery benchmark against a running API and worker, with a receiver on 127.0.0.1:
 *
 *   WEBHOOK_ALLOW_PRIVATE_TARGETS=true RATE_LIMIT_PER_MINUTE=1000000 npm start     # in another terminal
 *   node scripts/bench-webhooks.js [--url http://127.0.0.1:3000] [--events 1000] [--endpoints 4]
 *                                  [--concurrency 20] [--rate 25] [--seconds 10] [--no-pause] [--worker-pid <pid> [--database <name>]]
 *
 * 1. Throughput: `--endpoints` webhooks subscribe to candidate.created; `--events` candidates are
 *    created by `--concurrency` parallel requests while the webhook-deliveries queue is paused, so
 *    the relay builds a backlog; then the queue resumes and deliveries per second = deliveries /
 *    time from resuming to the last receipt (what the worker sustains). With `--no-pause` the
 *    events are delivered while they are created (API and worker share the machine).
 * 2. Latency: one webhook; candidates are created at `--rate` per second for `--seconds`; for each,
 *    the time from the API's 201 (the transaction has committed) to the receiver's receipt.
 * With `--worker-pid`, the throughput line adds the CPU time per delivery of that worker process, of
 * the PostgreSQL backends of `--database` (the service's; all PostgreSQL processes without it) and of
 * redis-server over the same span (from /proc; Redis's includes whatever else the machine runs).
 * The key comes from BENCH_API_KEY, or .data/bootstrap-api-key (written by npm start). The service
 * must allow private targets (the receiver is on loopback) and a high rate limit. Pausing the queue
 * needs the service's REDIS_URL and QUEUE_PREFIX (environment, default redis://127.0.0.1:6379, ats).
 */
const http = require('node:http');
const { randomBytes } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const { option } = require('./lib/cli');
const { benchKey, apiCaller, percentile } = require('./lib/bench');
const { cpuSeconds, commandCpu, cpuBetween } = require('./lib/proc-cpu');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const events = Number(option('events', '1000'));
const endpoints = Number(option('endpoints', '4'));
const concurrency = Number(option('concurrency', '20'));
const rate = Number(option('rate', '25'));
const seconds = Number(option('seconds', '10'));
const key = benchKey();
const runId = randomBytes(4).toString('hex');
const pause = !process.argv.includes('--no-pause');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const queuePrefix = process.env.QUEUE_PREFIX ?? 'ats';
const workerPid = option('worker-pid', undefined);
const database = option('database', undefined);
const TIMEOUT_MS = 120_000;

/** Receipts by path: webhook-id → first receipt time (ms, high resolution); for /latency also candidate id → time. */
const receipts = new Map();
const latencyByCandidate = new Map();
let received = 0;

function startReceiver() {
  const server = http.createServer((req, res) => {
    const at = performance.timeOrigin + performance.now();
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received++;
      const path = req.url;
      if (!receipts.has(path)) receipts.set(path, new Map());
      const byId = receipts.get(path);
      if (!byId.has(req.headers['webhook-id'])) byId.set(req.headers['webhook-id'], at);
      if (path === '/latency') {
        const candidateId = JSON.parse(Buffer.concat(chunks).toString('utf8')).data.id;
        if (!latencyByCandidate.has(candidateId)) latencyByCandidate.set(candidateId, at);
      }
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const callApi = apiCaller(baseUrl, key);
const api = async (method, path, body) => (await callApi(method, path, body)).data;

let counter = 0;
const createCandidate = () => api('POST', '/candidates', { firstName: 'Bench', lastName: 'Hook', email: `hooks.${runId}.${counter++}@example.com` });

let queued = 0;

/** Polls `done` (after `refresh`, when given) until it holds; fails after TIMEOUT_MS. */
async function waitUntil(what, done, refresh = async () => undefined) {
  const deadline = Date.now() + TIMEOUT_MS;
  for (await refresh(); !done(); await refresh()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function throughput(port) {
  const hooks = [];
  for (let index = 0; index < endpoints; index++) {
    hooks.push(await api('POST', '/webhooks', { url: `http://127.0.0.1:${port}/t${index}`, events: ['candidate.created'], description: `bench ${runId}` }));
  }
  const { Queue } = require('bullmq');
  const queue = new Queue('webhook-deliveries', { connection: { url: redisUrl }, prefix: queuePrefix });
  if (pause) await queue.pause();
  // With --no-pause the worker delivers while the events are created: its CPU counts from the start.
  let cpuBefore = cpuNow();
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < events) {
        next++;
        await createCandidate();
      }
    }),
  );
  const createdIn = (Date.now() - started) / 1000;
  const total = events * endpoints;
  let from;
  if (pause) {
    await waitUntil(
      `${total} queued deliveries`,
      () => queued >= total,
      async () => (queued = (await queue.getJobCounts('waiting')).waiting),
    );
    from = performance.timeOrigin + performance.now();
    cpuBefore = cpuNow();
    await queue.resume();
  }
  await queue.close();
  const count = () => hooks.reduce((sum, _, index) => sum + (receipts.get(`/t${index}`)?.size ?? 0), 0);
  await waitUntil(`${total} deliveries`, () => count() >= total);
  const cpuAfter = cpuNow();
  const times = hooks.flatMap((_, index) => [...receipts.get(`/t${index}`).values()]).sort((a, b) => a - b);
  const span = (times.at(-1) - (from ?? times[0])) / 1000;
  for (const hook of hooks) await api('DELETE', `/webhooks/${hook.id}`);
  const perDelivery = (seconds) => (seconds / total) * 1e6;
  const cpu =
    workerPid === undefined
      ? undefined
      : {
          worker: perDelivery(cpuAfter.worker - cpuBefore.worker),
          postgres: perDelivery(cpuBetween(cpuBefore.postgres, cpuAfter.postgres)),
          redis: perDelivery(cpuBetween(cpuBefore.redis, cpuAfter.redis)),
        };
  return {
    total,
    createdIn,
    span,
    perSecond: total / span,
    requests: received,
    cpu,
  };
}

/** CPU seconds so far of the worker (`--worker-pid`), PostgreSQL and Redis; empty without the pid. */
function cpuNow() {
  if (workerPid === undefined) return {};
  return { worker: cpuSeconds(workerPid), postgres: commandCpu('postgres', database), redis: commandCpu('redis-server') };
}

async function latency(port) {
  const hook = await api('POST', '/webhooks', { url: `http://127.0.0.1:${port}/latency`, events: ['candidate.created'], description: `bench ${runId}` });
  const committed = new Map();
  const count = Math.round(rate * seconds);
  const started = performance.now();
  const pending = [];
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(createCandidate().then((candidate) => committed.set(candidate.id, performance.timeOrigin + performance.now())));
  }
  await Promise.all(pending);
  await waitUntil(`${count} deliveries`, () => latencyByCandidate.size >= count);
  await api('DELETE', `/webhooks/${hook.id}`);
  const samples = [...committed].map(([candidateId, at]) => latencyByCandidate.get(candidateId) - at).sort((a, b) => a - b);
  return { count, p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99), max: samples.at(-1) };
}

async function main() {
  const server = await startReceiver();
  const { port } = server.address();
  console.log(`Webhook benchmark against ${baseUrl} (receiver on 127.0.0.1:${port}, Node ${process.version})`);
  const t = await throughput(port);
  console.log(
    `throughput${pause ? ' (from a backlog)' : ' (while events are created)'}: ${t.total} deliveries (${events} events x ${endpoints} endpoints, ` +
      `created in ${t.createdIn.toFixed(1)} s by ${concurrency} clients) received over ${t.span.toFixed(2)} s = ${t.perSecond.toFixed(0)} deliveries/s ` +
      `(${t.requests - t.total} repeats)`,
  );
  if (workerPid !== undefined) {
    console.log(
      `CPU per delivery over that span: worker ${t.cpu.worker.toFixed(0)} µs, PostgreSQL ${t.cpu.postgres.toFixed(0)} µs, Redis ${t.cpu.redis.toFixed(0)} µs`,
    );
  }
  const l = await latency(port);
  console.log(
    `latency: ${l.count} events at ${rate}/s, API commit (201) to receipt: p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, ` +
      `p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(1)} ms`,
  );
  server.close();
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
