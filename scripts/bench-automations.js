#!/usr/bin/env node
/**
 * Automation run benchmark against a running API and worker:
 *
 *   RATE_LIMIT_PER_MINUTE=1000000 npm start     # in another terminal
 *   node scripts/bench-automations.js [--url http://127.0.0.1:3000] [--runs 2000] [--automations 1] [--concurrency 20] [--worker-pid <pid> [--database <name>]]
 *
 * `--automations` published automations wait for candidate.created (conditions: the candidate's
 * headline names the automation, so each event runs one of them and is skipped by the others)
 * and run two steps each: add_tag, then add_note. `--runs` candidates are created by `--concurrency` parallel requests while the automation-runs queue is
 * paused, so the relay builds a backlog of runs; then the queue resumes, and runs per second =
 * runs / (last run's finishedAt - first run's startedAt): what the worker sustains. Each
 * automation allows at most 10000 runs a minute (the spec's ceiling, 166/s): past that, use several.
 * The key comes from BENCH_API_KEY, or .data/bootstrap-api-key (written by npm start); pausing the
 * queue needs the service's REDIS_URL and QUEUE_PREFIX (environment, default redis://127.0.0.1:6379, ats).
 * With `--worker-pid`, it also prints the CPU time (user + system, from /proc) the worker process,
 * the PostgreSQL backends of `--database` (the service's; all PostgreSQL processes without it) and
 * redis-server used per run between the resume and the last run's end: steadier than runs/s on a
 * shared machine (Redis's share, and PostgreSQL's without `--database`, count whatever else runs).
 */
const { randomBytes } = require('node:crypto');
const { option } = require('./lib/cli');
const { benchKey, apiCaller } = require('./lib/bench');
const { cpuSeconds, commandCpu, cpuBetween } = require('./lib/proc-cpu');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const runs = Number(option('runs', '2000'));
const automations = Number(option('automations', '1'));
const concurrency = Number(option('concurrency', '20'));
const workerPid = option('worker-pid', '');
const database = option('database', undefined);
const key = benchKey();
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const queuePrefix = process.env.QUEUE_PREFIX ?? 'ats';
const tag = `bench-${randomBytes(4).toString('hex')}`;
const TIMEOUT_MS = 300_000;

const call = apiCaller(baseUrl, key);

/** Approval needs a second user: one is made for the benchmark, with a key of its own. */
async function approverKey() {
  const user = (await call('POST', '/users', { name: 'Benchmark approver', email: `${tag}@example.com`, role: 'admin' })).data;
  return (await call('POST', '/api-keys', { name: tag, scopes: ['automations:write'], environment: 'test', ownerId: user.id })).data.key;
}

async function publishedAutomation(index, approver) {
  const { data } = await call('POST', '/automations', {
    name: `Benchmark ${tag} #${index}`,
    trigger: { event: 'candidate.created' },
    conditions: { '==': [{ var: 'event.data.headline' }, `${tag}-${index}`] },
    actions: [
      { type: 'add_tag', config: { label: tag }, continueOnError: false },
      { type: 'add_note', config: { body: 'Thanks for applying' }, continueOnError: false },
    ],
    maxRunsPerMinute: 10000,
  });
  await call('POST', `/automations/${data.id}/request-approval`);
  await call('POST', `/automations/${data.id}/approve`, undefined, approver);
  await call('POST', `/automations/${data.id}/publish`);
  return data.id;
}

async function allRuns(automationId) {
  const rows = [];
  let cursor;
  do {
    const page = await call('GET', `/automations/${automationId}/runs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    rows.push(...page.data);
    cursor = page.meta.pagination.nextCursor;
  } while (cursor);
  return rows;
}

async function openRuns(ids) {
  let open = 0;
  for (const id of ids) {
    for (const status of ['queued', 'running', 'failed']) open += (await call('GET', `/automations/${id}/runs?limit=100&status=${status}`)).data.length;
  }
  return open;
}

async function main() {
  const { Queue } = require('bullmq');
  const queue = new Queue('automation-runs', { connection: { url: redisUrl }, prefix: queuePrefix });
  const approver = await approverKey();
  const ids = [];
  for (let index = 0; index < automations; index++) ids.push(await publishedAutomation(index, approver));
  await queue.pause();
  let cpuBefore;
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        // The headline picks the automation that runs for the candidate.
        for (let index = next++; index < runs; index = next++) {
          await call('POST', '/candidates', {
            firstName: 'Bench',
            lastName: 'Mark',
            email: `${tag}.${index}@example.com`,
            headline: `${tag}-${index % automations}`,
          });
        }
      }),
    );
    const deadline = Date.now() + TIMEOUT_MS;
    while ((await queue.getWaitingCount()) + (await queue.getDelayedCount()) < runs) {
      if (Date.now() > deadline) throw new Error('the relay did not create every run in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    cpuBefore = cpuNow();
    await queue.resume();
  }
  const deadline = Date.now() + TIMEOUT_MS;
  while ((await openRuns(ids)) > 0) {
    if (Date.now() > deadline) throw new Error('the runs did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const cpuAfter = cpuNow();
  const rows = (await Promise.all(ids.map(allRuns))).flat();
  const succeeded = rows.filter((run) => run.status === 'succeeded');
  const first = Math.min(...succeeded.map((run) => Date.parse(run.startedAt)));
  const last = Math.max(...succeeded.map((run) => Date.parse(run.finishedAt)));
  const seconds = (last - first) / 1000;
  const durations = succeeded.map((run) => run.durationMs).sort((a, b) => a - b);
  const skipped = rows.filter((run) => run.status === 'skipped').length;
  console.log(
    `${succeeded.length} runs succeeded and ${skipped} were skipped by their conditions (${automations} automation(s), 2 steps) in ${seconds.toFixed(1)} s: ` +
      `${(succeeded.length / seconds).toFixed(0)} runs/s, ${((succeeded.length * 2) / seconds).toFixed(0)} steps/s; ` +
      `durationMs p50 ${durations[Math.floor(durations.length / 2)]}, p99 ${durations[Math.floor(durations.length * 0.99)]}`,
  );
  if (cpuAfter !== undefined) {
    const perRun = (seconds) => ((seconds * 1e3) / rows.length).toFixed(2);
    const postgres = database === undefined ? 'every process on the machine' : `the backends of ${database}`;
    console.log(
      `CPU per run (all ${rows.length}): worker ${perRun(cpuAfter.worker - cpuBefore.worker)} ms, ` +
        `PostgreSQL (${postgres}) ${perRun(cpuBetween(cpuBefore.postgres, cpuAfter.postgres))} ms, ` +
        `Redis ${perRun(cpuBetween(cpuBefore.redis, cpuAfter.redis))} ms`,
    );
  }
  await queue.close();
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
