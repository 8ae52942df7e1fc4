#!/usr/bin/env node
/**
 * Reports benchmark (docs/api/reports.md) on a scratch database, against an API on loopback:
 *
 *   npm run build
 *   createdb ats_bench_reports && DATABASE_URL=postgres://root@127.0.0.1:5432/ats_bench_reports npm run migration:run
 *   node scripts/bench-reports.js --database postgres://root@127.0.0.1:5432/ats_bench_reports --generate-only
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/ats_bench_reports RATE_LIMIT_PER_MINUTE=100000000 npm run start:api
 *   node scripts/bench-reports.js --url http://127.0.0.1:3000 --database postgres://root@127.0.0.1:5432/ats_bench_reports \
 *     [--applications 1000000] [--jobs 500] [--duration 10] [--connections 2] [--team-jobs 10] [--against http://127.0.0.1:3001] [--rounds 3] [--moves-only]
 *
 * 1. Generates, with SQL only (generate_series; triggers and foreign keys off for the session), once:
 *    `--jobs` jobs of 5 stages, `--applications` applications (from 200,000 candidates, at most one
 *    per candidate and job) applied over the last year, and 3 to 7 stage transitions each, a week apart or less (5 on
 *    average: the creation, moves forward then back and forth, and for 70% a reject, withdraw or
 *    hire), interviews for 30% of them, offers for 15%; then recounts the sources report's counts
 *    (report_source_counts_rebuild()). A database that holds them already is reused.
 * 2. Sends each report (default window: the last 365 days, every application in it) for `--duration`
 *    seconds over `--connections` connections (autocannon) and prints p50/p95/p99 of every response, as
 *    the admin, as a hiring manager (a user created for the run, on the hiring teams of `--team-jobs` jobs: the
 *    largest and the next ones by id) and as a recruiter (created for the run; the last job by id is made
 *    confidential, so they reach every job but that one), each with a key of the scopes reports:read and applications:read.
 * 3. With `--against <url>` (an API of the build to compare with, on the same database): the write
 *    path, POST /applications/{id}/move, the same way on both, alternately (which goes first alternates too),
 *    `--rounds` times (default 3), and the median of each build's p50 and p95 over the rounds; `--moves-only`
 *    skips step 2.
 * The key comes from BENCH_API_KEY or .data/bootstrap-api-key.
 */
const autocannon = require('autocannon');
const { Client } = require('pg');
const { option } = require('./lib/cli');
const { apiCaller, benchKey, percentile } = require('./lib/bench');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const against = option('against', '');
const databaseUrl = option('database', process.env.DATABASE_URL);
const applicationCount = Number(option('applications', '1000000'));
const jobCount = Number(option('jobs', '500'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '2'));
const teamJobCount = Number(option('team-jobs', '10'));
const rounds = Number(option('rounds', '3'));
const generateOnly = process.argv.includes('--generate-only');
const movesOnly = process.argv.includes('--moves-only');
const CANDIDATES = Math.min(200_000, applicationCount);
const SOURCES = ['referral', 'linkedin', 'careers_site', 'indeed', 'agency', 'event', 'github', 'other'];

const seconds = (start) => ((Date.now() - start) / 1000).toFixed(1);

async function generate(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM applications`);
  if (rows[0].n >= applicationCount) return console.log(`Reusing ${rows[0].n} applications`);
  if (rows[0].n > 0) throw new Error(`The database holds ${rows[0].n} applications, fewer than ${applicationCount}: use an empty one`);
  const started = Date.now();
  // Triggers (the candidate search index) and foreign-key checks off: the rows below are consistent by construction.
  await db.query(`SET session_replication_role = replica`);
  await db.query(`SET maintenance_work_mem = '512MB'`);
  const [{ id: userId }] = (await db.query(`SELECT id FROM users ORDER BY created_at LIMIT 1`)).rows;
  await db.query(
    `INSERT INTO jobs (id, title, status, created_at, updated_at)
     SELECT ('00000000-0000-7000-8000-' || lpad(to_hex(j), 12, '0'))::uuid, 'Bench job ' || j, 'open', now() - interval '400 days', now() - interval '400 days'
       FROM generate_series(1, $1::int) j`,
    [jobCount],
  );
  await db.query(
    `INSERT INTO job_stages (id, job_id, name, color, "order", created_at, updated_at)
     SELECT ('00000000-0000-7000-9000-' || lpad(to_hex(j * 8 + s), 12, '0'))::uuid, ('00000000-0000-7000-8000-' || lpad(to_hex(j), 12, '0'))::uuid,
            (ARRAY['Applied', 'Screen', 'Interview', 'Offer', 'Hired'])[s + 1], '#3366ff', s, now() - interval '400 days', now() - interval '400 days'
       FROM generate_series(1, $1::int) j, generate_series(0, 4) s`,
    [jobCount],
  );
  await db.query(
    `INSERT INTO candidates (id, first_name, last_name, email, created_at, updated_at)
     SELECT ('00000000-0000-7000-a000-' || lpad(to_hex(c), 12, '0'))::uuid, 'Bench', 'Candidate ' || c, 'bench.' || c || '@example.com', now(), now()
       FROM generate_series(0, $1::int - 1) c`,
    [CANDIDATES],
  );
  console.log(`jobs, stages, candidates: ${seconds(started)} s`);
  // The plan of each application: its job, candidate, source, number of transitions (3-7), how it ends, when it starts.
  await db.query(`DROP TABLE IF EXISTS bench_plan`);
  await db.query(
    `CREATE UNLOGGED TABLE bench_plan AS
     SELECT i, ('00000000-0000-7000-b000-' || lpad(to_hex(i), 12, '0'))::uuid AS id,
            1 + ((i % $2::int) + (i / $2::int) * 97) % $3::int AS job, i % $2::int AS candidate,
            h1 % 8 AS source, 3 + h1 / 8 % 5 AS transitions, h2 % 10 AS ending,
            now() - interval '45 days' - make_interval(secs => (h2 / 10) % (320 * 86400)) AS applied_at
       FROM (SELECT i, hashint4(i)::bigint & 2147483647 AS h1, hashint4(i # 1431655765)::bigint & 2147483647 AS h2 FROM generate_series(0, $1::int - 1) i) g`,
    [applicationCount, CANDIDATES, jobCount],
  );
  // Transition k (0 = creation) of each: the stage after it, its status, its time (1-7 days after the previous).
  await db.query(
    `CREATE UNLOGGED TABLE bench_steps AS
     SELECT p.i, p.id, p.job, k, p.transitions,
            CASE WHEN k <= 4 THEN k WHEN k % 2 = 1 THEN 3 ELSE 4 END AS stage,
            CASE WHEN k < p.transitions - 1 OR p.ending >= 7 THEN 'active' WHEN p.ending = 0 THEN 'hired'
                 WHEN p.ending <= 5 THEN 'rejected' ELSE 'withdrawn' END AS status,
            p.applied_at + make_interval(secs => k * 7 * 86400 + ((hashint4(p.i * 8 + k)::bigint & 2147483647) % (6 * 86400))) AS at
       FROM bench_plan p, generate_series(0, 6) k WHERE k < p.transitions`,
  );
  // A status change keeps the stage it ends in.
  await db.query(
    `UPDATE bench_steps s SET stage = prev.stage FROM bench_steps prev
      WHERE s.status <> 'active' AND prev.i = s.i AND prev.k = s.k - 1`,
  );
  console.log(`plan (${applicationCount} applications): ${seconds(started)} s`);
  const stage = (job, index) => `('00000000-0000-7000-9000-' || lpad(to_hex(${job} * 8 + ${index}), 12, '0'))::uuid`;
  await db.query(
    `INSERT INTO applications (id, candidate_id, job_id, current_stage_id, status, source, pipeline_order, applied_at, hired_at, created_at, updated_at)
     SELECT p.id, ('00000000-0000-7000-a000-' || lpad(to_hex(p.candidate), 12, '0'))::uuid, ('00000000-0000-7000-8000-' || lpad(to_hex(p.job), 12, '0'))::uuid,
            ${stage('p.job', 'last.stage')}, last.status, (ARRAY['${SOURCES.join("','")}'])[p.source + 1], p.i + 1, p.applied_at,
            CASE WHEN last.status = 'hired' THEN last.at END, p.applied_at, last.at
       FROM bench_plan p JOIN bench_steps last ON last.i = p.i AND last.k = p.transitions - 1`,
  );
  console.log(`applications: ${seconds(started)} s`);
  await db.query(
    `INSERT INTO stage_transitions (id, application_id, job_id, from_stage_id, to_stage_id, from_status, to_status, at, actor_id, actor_name, via)
     SELECT ('00000000-0000-7000-c' || lpad(to_hex(s.k), 3, '0') || '-' || lpad(to_hex(s.i), 12, '0'))::uuid, s.id,
            ('00000000-0000-7000-8000-' || lpad(to_hex(s.job), 12, '0'))::uuid,
            CASE WHEN s.k = 0 THEN NULL ELSE ${stage('s.job', 'prev.stage')} END, ${stage('s.job', 's.stage')},
            CASE WHEN s.k = 0 THEN NULL ELSE 'active' END, s.status, s.at, $1, 'Bench', 'api'
       FROM bench_steps s LEFT JOIN bench_steps prev ON prev.i = s.i AND prev.k = s.k - 1`,
    [userId],
  );
  console.log(`stage transitions: ${seconds(started)} s`);
  await db.query(
    `INSERT INTO interviews (id, application_id, candidate_id, job_id, interviewer_id, title, type, mode, status, scheduled_at, duration_mins, source,
                             created_at, updated_at)
     SELECT ('00000000-0000-7000-d000-' || lpad(to_hex(p.i), 12, '0'))::uuid, p.id, ('00000000-0000-7000-a000-' || lpad(to_hex(p.candidate), 12, '0'))::uuid,
            ('00000000-0000-7000-8000-' || lpad(to_hex(p.job), 12, '0'))::uuid, $1, 'Bench interview', 'technical', 'video',
            CASE WHEN p.i % 4 = 0 THEN 'canceled' ELSE 'completed' END, p.applied_at + interval '5 days', 60, 'api',
            p.applied_at + interval '3 days', p.applied_at + interval '3 days'
       FROM bench_plan p WHERE p.i % 10 < 3`,
    [userId],
  );
  // Offers: every hire's accepted one, and for 5% more a declined, expired or withdrawn one.
  await db.query(
    `INSERT INTO offers (id, application_id, candidate_id, job_id, status, title, salary_amount, currency, salary_period, expires_at, decided_at, sent_at,
                         created_at, updated_at)
     SELECT ('00000000-0000-7000-e000-' || lpad(to_hex(p.i), 12, '0'))::uuid, p.id, ('00000000-0000-7000-a000-' || lpad(to_hex(p.candidate), 12, '0'))::uuid,
            ('00000000-0000-7000-8000-' || lpad(to_hex(p.job), 12, '0'))::uuid,
            CASE WHEN p.ending = 0 THEN 'accepted' WHEN p.i % 3 = 0 THEN 'declined' WHEN p.i % 3 = 1 THEN 'sent' ELSE 'withdrawn' END,
            'Bench offer', 90000, 'EUR', 'year', p.applied_at + interval '30 days',
            CASE WHEN p.ending = 0 OR p.i % 3 = 0 THEN p.applied_at + interval '22 days' END, p.applied_at + interval '20 days',
            p.applied_at + interval '19 days', p.applied_at + interval '22 days'
       FROM bench_plan p WHERE p.ending = 0 OR p.i % 20 = 1`,
  );
  await db.query(`DROP TABLE bench_plan, bench_steps`);
  await db.query(`SET session_replication_role = DEFAULT`);
  // The triggers that keep the sources report's counts were off: count once from the tables.
  await db.query(`SELECT report_source_counts_rebuild()`);
  console.log(`report_source_counts rebuilt: ${seconds(started)} s`);
  for (const table of ['jobs', 'job_stages', 'candidates', 'applications', 'stage_transitions', 'interviews', 'offers'])
    await db.query(`VACUUM ANALYZE ${table}`);
  const counts = (
    await db.query(`SELECT (SELECT count(*) FROM applications)::int AS applications, (SELECT count(*) FROM stage_transitions)::int AS transitions,
    (SELECT count(*) FROM interviews)::int AS interviews, (SELECT count(*) FROM offers)::int AS offers`)
  ).rows[0];
  console.log(`Generated ${JSON.stringify(counts)} in ${seconds(started)} s (with VACUUM ANALYZE)`);
}

function measure(title, url, key, requestOptions = {}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let failures = 0;
    const instance = autocannon(
      { url, connections, duration, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...requestOptions },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const p = (q) => (latencies.length === 0 ? '-' : percentile(latencies, q).toFixed(0));
        console.log(
          `${title.padEnd(58)} p50 ${p(50).padStart(5)} ms   p95 ${p(95).padStart(5)} ms   p99 ${p(99).padStart(5)} ms   ` +
            `${result.requests.total} requests, ${failures + result.errors + result.timeouts} failed`,
        );
        resolve({ title, p50: Number(p(50)), p95: Number(p(95)), p99: Number(p(99)) });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 300) failures++;
      latencies.push(responseTime);
    });
  });
}

async function main() {
  if (!databaseUrl) throw new Error('--database (or DATABASE_URL) names the scratch database');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await generate(db);
    if (generateOnly) return;
    const key = benchKey();
    // The job with the most applications: the largest funnel.
    const [{ job_id: jobId }] = (await db.query(`SELECT job_id FROM applications GROUP BY job_id ORDER BY count(*) DESC LIMIT 1`)).rows;
    const api = `${baseUrl}/api/v1`;
    console.log(`Reports against ${baseUrl} (Node ${process.version}), ${connections} connections, ${duration} s each, default window (last 365 days)`);
    const reports = [
      ['funnel (largest job)', `/reports/funnel?jobId=${jobId}`],
      ['time-to-hire groupBy=job', '/reports/time-to-hire'],
      ['time-to-hire groupBy=source', '/reports/time-to-hire?groupBy=source'],
      ['time-to-hire groupBy=month', '/reports/time-to-hire?groupBy=month'],
      ['sources', '/reports/sources'],
      ['sources (one job)', `/reports/sources?jobId=${jobId}`],
      ['offers groupBy=job', '/reports/offers'],
      ['offers groupBy=month', '/reports/offers?groupBy=month'],
      ['sources format=csv', '/reports/sources?format=csv'],
      ['stage-transitions (one job, limit 1000)', `/stage-transitions?jobId=${jobId}&limit=1000`],
    ];
    const manager = movesOnly ? undefined : await hiringManager(db, key, jobId);
    const recruiterKey = movesOnly ? undefined : await recruiter(db, key, jobId);
    for (const [title, path] of movesOnly ? [] : reports) {
      await measure(`${title}, admin`, `${api}${path}`, key);
      await measure(`${title}, hiring manager`, `${api}${path}`, manager);
      await measure(`${title}, recruiter`, `${api}${path}`, recruiterKey);
    }
    if (against) await compareMoves(db, key, jobId);
  } finally {
    await db.end();
  }
}

/** A new hiring manager on the teams of the largest job and the next `--team-jobs` - 1 by id: their key. */
async function hiringManager(db, key, largestJobId) {
  const api = apiCaller(baseUrl, key);
  const user = (await api('POST', '/users', { name: 'Bench Hiring Manager', email: `bench.manager.${Date.now()}@example.com`, role: 'hiring_manager' })).data;
  const others = (await db.query(`SELECT id FROM jobs WHERE id <> $1 ORDER BY id LIMIT $2`, [largestJobId, teamJobCount - 1])).rows.map((row) => row.id);
  for (const jobId of [largestJobId, ...others]) await api('PUT', `/jobs/${jobId}/hiring-team`, { members: [{ userId: user.id, role: 'hiring_manager' }] });
  const scopes = ['reports:read', 'applications:read'];
  const created = (await api('POST', '/api-keys', { name: 'Bench hiring manager', scopes, environment: 'live', ownerId: user.id })).data;
  console.log(`Hiring manager ${user.id} on the teams of ${others.length + 1} jobs`);
  return created.key;
}

/** A new recruiter, off the team of the last job by id, which is made confidential: they reach every job but that one. Their key. */
async function recruiter(db, key, largestJobId) {
  const api = apiCaller(baseUrl, key);
  const user = (await api('POST', '/users', { name: 'Bench Recruiter', email: `bench.recruiter.${Date.now()}@example.com`, role: 'recruiter' })).data;
  const [{ id: hidden }] = (await db.query(`SELECT id FROM jobs WHERE id <> $1 ORDER BY id DESC LIMIT 1`, [largestJobId])).rows;
  await api('PATCH', `/jobs/${hidden}`, { confidential: true });
  const scopes = ['reports:read', 'applications:read'];
  const created = (await api('POST', '/api-keys', { name: 'Bench recruiter', scopes, environment: 'live', ownerId: user.id })).data;
  console.log(`Recruiter ${user.id}: every job but the confidential ${hidden}`);
  return created.key;
}

/** POST /applications/{id}/move on both builds, alternately, each connection moving its own application between two stages. */
async function compareMoves(db, key, jobId) {
  const stages = (await db.query(`SELECT id FROM job_stages WHERE job_id = $1 ORDER BY "order"`, [jobId])).rows.map((row) => row.id);
  const ids = (await db.query(`SELECT id FROM applications WHERE job_id = $1 AND status = 'active' ORDER BY id LIMIT $2`, [jobId, connections * 50])).rows.map(
    (row) => row.id,
  );
  let next = 0;
  const requests = [
    {
      method: 'POST',
      setupRequest: (request) => {
        const index = next++;
        const id = ids[index % ids.length];
        return { ...request, path: `/api/v1/applications/${id}/move`, body: JSON.stringify({ toStageId: stages[1 + (Math.floor(index / ids.length) % 2)] }) };
      },
    },
  ];
  const results = { 'this build': [], '--against': [] };
  const builds = [
    ['this build', baseUrl],
    ['--against', against],
  ];
  // Each round the other build goes first, so that neither always follows the reports or the other's writes.
  for (let round = 1; round <= rounds; round++) {
    for (const [name, url] of round % 2 === 1 ? builds : [...builds].reverse())
      results[name].push(await measure(`move (${name}, round ${round})`, url, key, { requests }));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [name, runs] of Object.entries(results))
    console.log(`move (${name}): median over ${rounds} rounds p50 ${median(runs.map((r) => r.p50))} ms, p95 ${median(runs.map((r) => r.p95))} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
