#!/usr/bin/env node
/**
 * Reach benchmark (docs/api/access.md, docs/adr/0068-reach-in-the-data-layer.md): what reach costs a hiring manager's
 * requests against an admin's, on a scratch database, against an API on loopback:
 *
 *   npm run build
 *   createdb ats_bench_access && DATABASE_URL=postgres://root@127.0.0.1:5432/ats_bench_access npm run migration:run
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/ats_bench_access BOOTSTRAP_API_KEY=<key> RATE_LIMIT_PER_MINUTE=100000000 npm run start:api
 *   BENCH_API_KEY=<key> node scripts/bench-access.js --url http://127.0.0.1:3000 --database postgres://root@127.0.0.1:5432/ats_bench_access \
 *     --pid <the API's process id> [--candidates 100000] [--jobs 500] [--users 50] [--duration 10] [--rounds 2] [--rate 80]
 *
 * 1. Seeds once with SQL: `--jobs` jobs (one stage), `--candidates` candidates with one application each to
 *    a job drawn from the row number, `--users` hiring managers each on the team of `jobs / users` jobs,
 *    a key for the first one (through the API).
 * 2. Alternates rounds, admin then hiring manager, of GET /applications/{id} (an application both reach) and
 *    GET /candidates?limit=100 for `--duration` seconds each, and prints each one's p50/p97.5 and the API
 *    process's CPU per request (utime + stime of /proc/<pid>/stat over the requests answered). `--rate` sends
 *    that many requests a second (over all connections) instead of as many as are answered: the CPU per request
 *    of two kinds answered at different speeds then compares at one load (at full speed the slower kind is
 *    answered less often, and the process's per-second work and wake-ups weigh more on each of its requests).
 * 3. `q` search, the admin's as the reference, then the hiring manager's (p97.5 printed as the stand-in for p95; target
 *    p95 < 50 ms for the hiring manager).
 */
const { readFileSync } = require('node:fs');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { option } = require('./lib/cli');
const { benchKey, apiCaller } = require('./lib/bench');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const databaseUrl = option('database', process.env.DATABASE_URL);
const pid = option('pid', undefined);
const candidateCount = Number(option('candidates', '100000'));
const jobCount = Number(option('jobs', '500'));
const userCount = Number(option('users', '50'));
const duration = Number(option('duration', '10'));
const rounds = Number(option('rounds', '2'));
const connections = Number(option('connections', '2'));
const rate = option('rate', undefined);
const key = benchKey();
const api = apiCaller(baseUrl, key);
const TICKS_PER_SECOND = 100;

async function seed(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS count FROM candidates`);
  if (rows[0].count >= candidateCount) return console.log(`Reusing ${rows[0].count} candidates`);
  const started = Date.now();
  await db.query(
    `INSERT INTO jobs (id, title, status, confidential, created_at, updated_at)
     SELECT ('00000000-0000-7000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'Job ' || n, 'open', n % 50 = 0, now(), now() FROM generate_series(1, $1::int) n
     ON CONFLICT DO NOTHING`,
    [jobCount],
  );
  await db.query(
    `INSERT INTO job_stages (id, job_id, name, color, "order", email_config, created_at, updated_at)
     SELECT gen_random_uuid(), id, 'Applied', '#64748B', 0, '{}', now(), now() FROM jobs j WHERE NOT EXISTS (SELECT 1 FROM job_stages s WHERE s.job_id = j.id)`,
  );
  await db.query(
    `INSERT INTO users (id, name, email, role, created_at, updated_at)
     SELECT ('00000000-0000-7000-9000-' || lpad(to_hex(n), 12, '0'))::uuid, 'Manager ' || n, 'manager' || n || '@example.com', 'hiring_manager', now(), now()
       FROM generate_series(1, $1::int) n
     ON CONFLICT DO NOTHING`,
    [userCount],
  );
  const perUser = Math.max(1, Math.floor(jobCount / userCount));
  await db.query(
    `INSERT INTO hiring_team_members (job_id, user_id, role, position)
     SELECT ('00000000-0000-7000-8000-' || lpad(to_hex(j), 12, '0'))::uuid, ('00000000-0000-7000-9000-' || lpad(to_hex(u), 12, '0'))::uuid, 'hiring_manager', 0
       FROM generate_series(1, $1::int) u, generate_series((u - 1) * $2::int + 1, u * $2::int) j
     ON CONFLICT DO NOTHING`,
    [userCount, perUser],
  );
  for (let from = rows[0].count; from < candidateCount; from += 10_000) {
    const to = Math.min(candidateCount, from + 10_000);
    await db.query(
      `WITH made AS (
         INSERT INTO candidates (id, first_name, last_name, email, created_at, updated_at)
         SELECT gen_random_uuid(), 'Bench', 'Candidate' || n, 'bench.' || n || '@example.com', now() - n * interval '1 second', now() - n * interval '1 second'
           FROM generate_series($1::int + 1, $2::int) n
         RETURNING id, created_at, last_name
       )
       INSERT INTO applications (id, candidate_id, job_id, current_stage_id, status, source, pipeline_order, applied_at, created_at, updated_at)
       SELECT gen_random_uuid(), m.id, s.job_id, s.id, 'active', 'bench', $1::int + row_number() OVER (), m.created_at, m.created_at, m.created_at
         FROM made m JOIN job_stages s ON s.job_id = ('00000000-0000-7000-8000-' || lpad(to_hex(1 + abs(hashtext(m.id::text)) % $3::int), 12, '0'))::uuid`,
      [from, to, jobCount],
    );
  }
  await db.query(`VACUUM ANALYZE`);
  console.log(`Seeded ${candidateCount} candidates, ${jobCount} jobs, ${userCount} hiring managers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function cpuTicks() {
  if (pid === undefined) return undefined;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function measure(name, path, bearer) {
  const before = cpuTicks();
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration,
    headers: { authorization: `Bearer ${bearer}` },
    ...(rate === undefined ? {} : { overallRate: Number(rate) }),
  });
  const after = cpuTicks();
  const answered = result.requests.total;
  const cpu = before === undefined ? undefined : (((after - before) / TICKS_PER_SECOND) * 1000) / answered;
  console.log(
    `${name.padEnd(44)} p50 ${String(result.latency.p50).padStart(3)} ms  p97.5 ${String(result.latency.p97_5).padStart(3)} ms  ` +
      `${answered} requests, ${result.non2xx + result.errors} not 2xx` +
      (cpu === undefined ? '' : `  CPU ${cpu.toFixed(3)} ms/request`),
  );
  return cpu;
}

async function main() {
  if (!databaseUrl) throw new Error('Pass --database: the database the API at --url uses');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  let applicationId;
  let managerId;
  try {
    await seed(db);
    managerId = (await db.query(`SELECT id FROM users WHERE email = 'manager1@example.com'`)).rows[0].id;
    applicationId = (
      await db.query(`SELECT a.id FROM applications a JOIN hiring_team_members m ON m.job_id = a.job_id WHERE m.user_id = $1 LIMIT 1`, [managerId])
    ).rows[0].id;
  } finally {
    await db.end();
  }
  const managerKey = (await api('POST', '/api-keys', { name: `bench ${Date.now()}`, scopes: ['*'], ownerId: managerId, environment: 'test' })).data.key;
  console.log(
    `Reach against ${baseUrl}: ${duration} s per kind over ${connections} connections` +
      `${rate === undefined ? '' : ` at ${rate} requests/s`}, ${rounds} alternate rounds (Node ${process.version})`,
  );
  const totals = {};
  for (let round = 1; round <= rounds; round++) {
    for (const [who, bearer] of [
      ['admin', key],
      ['hiring_manager', managerKey],
    ]) {
      for (const [kind, path] of [
        ['GET /applications/{id}', `/api/v1/applications/${applicationId}`],
        ['GET /candidates?limit=100', '/api/v1/candidates?limit=100'],
      ]) {
        const cpu = await measure(`round ${round} ${who.padEnd(14)} ${kind}`, path, bearer);
        if (cpu !== undefined) (totals[`${kind} ${who}`] ??= []).push(cpu);
      }
    }
  }
  for (const kind of ['GET /applications/{id}', 'GET /candidates?limit=100']) {
    const mean = (who) => totals[`${kind} ${who}`].reduce((sum, value) => sum + value, 0) / rounds;
    if (totals[`${kind} admin`] !== undefined) {
      const ratio = mean('hiring_manager') / mean('admin');
      console.log(`${kind}: hiring_manager / admin CPU per request = ${ratio.toFixed(3)} (target <= 1.15)`);
    }
  }
  for (const [who, bearer] of [
    ['admin', key],
    ['hiring_manager', managerKey],
  ]) {
    await measure(`${who} GET /candidates?q=Candidate4242`, '/api/v1/candidates?q=Candidate4242', bearer);
    await measure(`${who} GET /candidates?q=bench`, '/api/v1/candidates?q=bench', bearer);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
