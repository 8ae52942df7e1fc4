#!/usr/bin/env node
/**
 * Latency of custom field filters and writes (docs/api/custom-fields.md) over 100,000 candidates.
 *   node scripts/bench-custom-fields.js --url http://127.0.0.1:3000 --database postgres://root@127.0.0.1:5432/ats \
 *     [--candidates 100000] [--duration 10] [--connections 4] \
 *     [--against http://127.0.0.1:3001 --against-database postgres://root@127.0.0.1:5432/ats_before --rounds 4]
 * Seeds the database directly, once (a database that already holds that many candidates is reused): 20
 * candidate custom fields (text, numbers, dates, a currency, selects), values on 90% of the candidates, the
 * same on every run, inserted with the triggers off (no search rows: nothing here searches). Then
 * autocannon sends, for `--duration` seconds each: the list filtered by one `cf.` equality on a value 1%
 * of candidates hold, by one range (`cf.notice_period_days.gte`), unfiltered, and PATCHes of five values;
 * it prints p50/p90/p97.5/p99 and the target of each (docs/adr/0067-list-filters-of-other-contexts.md). The key comes from BENCH_API_KEY or
 * .data/bootstrap-api-key; the service needs a RATE_LIMIT_PER_MINUTE above what the run sends.
 * With `--against <url>` (the API of another build, e.g. the commit before custom fields, on a database of its own migrated by
 * that build, `--against-database`, seeded with the same candidates): POST /candidates on both, `--rounds` rounds, the order of
 * the two builds alternating round by round, then the median of each build's rounds. The same key must open both.
 */
const autocannon = require('autocannon');
const { Client } = require('pg');
const { option } = require('./lib/cli');
const { benchKey } = require('./lib/bench');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const databaseUrl = option('database', process.env.DATABASE_URL);
const candidateCount = Number(option('candidates', '100000'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '4'));
const against = option('against', '');
const againstDatabaseUrl = option('against-database', '');
const rounds = Number(option('rounds', '4'));
const key = benchKey();
const SEED_BATCH = 10_000;

/** The 20 definitions: 15 text fields (extra_0 ... extra_14) and these five, filtered and written below. */
const FIELDS = [
  { key: 'visa_sponsorship', type: 'single_select', options: ['required', 'not_required', 'unknown'] },
  { key: 'notice_period_days', type: 'number' },
  { key: 'available_from', type: 'date' },
  { key: 'salary_expectation', type: 'currency' },
  { key: 'languages', type: 'multi_select', options: ['en', 'de', 'fr', 'es', 'pt'] },
  ...Array.from({ length: 15 }, (_, index) => ({ key: `extra_${index}`, type: 'text' })),
];

async function seed(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS count FROM candidates`);
  if (rows[0].count >= candidateCount) return console.log(`Reusing ${rows[0].count} candidates`);
  const started = Date.now();
  // A build from before custom fields (--against-database) gets the same candidates and no values.
  const withValues = (await db.query(`SELECT to_regclass('custom_field_values') IS NOT NULL AS present`)).rows[0].present;
  if (withValues)
    await db.query(
      `INSERT INTO custom_field_definitions
       (id, object_type, key, label, type, options, required, pii, searchable, description, archived, created_at, updated_at)
     SELECT gen_random_uuid(), 'candidate', f->>'key', f->>'key', f->>'type',
            COALESCE((SELECT jsonb_agg(jsonb_build_object('value', o, 'label', upper(o))) FROM jsonb_array_elements_text(f->'options') o), '[]'),
            false, f->>'type' = 'text', false, '', false, now(), now()
       FROM jsonb_array_elements($1::jsonb) f
     ON CONFLICT (object_type, key) DO NOTHING`,
      [JSON.stringify(FIELDS)],
    );
  // Triggers off while seeding (the search rows are not built: this benchmark does not search).
  await db.query('BEGIN');
  await db.query(`SET LOCAL session_replication_role = replica`);
  for (let from = rows[0].count; from < candidateCount; from += SEED_BATCH) {
    const to = Math.min(candidateCount, from + SEED_BATCH);
    // Seeded from the row number: the same candidates and values on every run; 1% hold visa_sponsorship=required (h % 100 = 1:
    // a multiple of 10 holds no values at all).
    const made = `INSERT INTO candidates (id, first_name, last_name, email, created_at, updated_at)
         SELECT gen_random_uuid(), 'Bench', 'Candidate ' || n, 'bench.' || n || '@example.com',
                now() - n * interval '1 second', now() - n * interval '1 second'
           FROM generate_series($1::int + 1, $2::int) n`;
    if (!withValues) {
      await db.query(made, [from, to]);
      continue;
    }
    await db.query(
      `WITH made AS (${made} RETURNING id, created_at)
       INSERT INTO custom_field_values (object_id, object_type, values, created_at, updated_at)
       SELECT id, 'candidate',
              jsonb_build_object(
                'visa_sponsorship', CASE WHEN h % 100 = 1 THEN 'required' WHEN h % 2 = 0 THEN 'not_required' ELSE 'unknown' END,
                'notice_period_days', h % 181,
                'available_from', to_char(date '2027-01-01' + (h % 365), 'YYYY-MM-DD'),
                'salary_expectation', jsonb_build_object('amount', 40000 + (h % 120) * 1000, 'currency', 'EUR'),
                'languages', jsonb_build_array('en', CASE WHEN h % 3 = 0 THEN 'de' ELSE 'fr' END))
              || (SELECT jsonb_object_agg('extra_' || i, 'value ' || ((h + i) % 1000)) FROM generate_series(0, 14) i),
              created_at, created_at
         FROM (SELECT id, created_at, abs(hashtext(id::text)) AS h FROM made) m
        WHERE h % 10 <> 0`,
      [from, to],
    );
  }
  // The rows the trigger would have made: what ranges and exists read (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md#indexes).
  if (withValues)
    await db.query(
      `INSERT INTO custom_field_value_keys SELECT k.* FROM custom_field_values v, custom_field_value_key_rows(v.object_id, v.object_type, v.values) k
     ON CONFLICT DO NOTHING`,
    );
  await db.query('COMMIT');
  await db.query(`VACUUM ANALYZE candidates`);
  if (withValues) {
    await db.query(`VACUUM ANALYZE custom_field_values`);
    await db.query(`VACUUM ANALYZE custom_field_value_keys`);
  }
  console.log(`Seeded ${candidateCount} candidates with custom field values in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** autocannon's percentiles stop at 90 and 97.5: p97.5 is printed as the (stricter) stand-in for p95. */
function report(name, target, result) {
  const goal = target > 0 ? `   target p95 < ${target} ms` : '';
  const { latency } = result;
  console.log(
    `${name.padEnd(48)} p50 ${String(latency.p50).padStart(4)} ms   p90 ${String(latency.p90).padStart(4)} ms   ` +
      `p97.5 ${String(latency.p97_5).padStart(4)} ms   ` +
      `p99 ${String(latency.p99).padStart(4)} ms   ${result.requests.total} requests, ${result.non2xx + result.errors} not 2xx${goal}`,
  );
}

const headers = () => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });

async function list(name, path) {
  report(name, 50, await autocannon({ url: `${baseUrl}${path}`, connections, duration, headers: headers() }));
}

/** POST /candidates on this build and the one at --against, the order alternating by round; the medians of each build's rounds. */
async function compareCandidateCreates() {
  let made = 0;
  const run = `${process.pid}-${Date.now()}`;
  const requests = [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        path: '/api/v1/candidates',
        body: JSON.stringify({ firstName: 'Bench', lastName: `Create ${made}`, email: `bench.create.${run}.${made++}@example.com` }),
      }),
    },
  ];
  const builds = [
    ['this build', baseUrl],
    ['--against', against],
  ];
  const latencies = new Map(builds.map(([name]) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const [name, url] of round % 2 === 1 ? builds : [...builds].reverse()) {
      const result = await autocannon({ url, connections, duration, headers: headers(), requests });
      report(`POST /candidates (${name}, round ${round})`, 0, result);
      latencies.get(name).push(result.latency);
    }
  }
  // Gone again: newer candidates without values would lengthen every later newest-first list of the next run.
  for (const database of [databaseUrl, againstDatabaseUrl]) {
    const db = new Client({ connectionString: database });
    await db.connect();
    await db.query(`DELETE FROM candidates WHERE email LIKE 'bench.create.%'`).finally(() => db.end());
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  for (const [name, results] of latencies)
    console.log(
      `POST /candidates ${name}: median of ${rounds} rounds p50 ${median(results.map((l) => l.p50))} ms, p97.5 ${median(results.map((l) => l.p97_5))} ms`,
    );
}

async function main() {
  if (!databaseUrl) throw new Error('Pass --database (or DATABASE_URL): the database the service at --url uses');
  if (against && !againstDatabaseUrl) throw new Error('--against needs --against-database: the database its service uses, seeded with the same candidates');
  if (against) {
    const other = new Client({ connectionString: againstDatabaseUrl });
    await other.connect();
    await seed(other).finally(() => other.end());
  }
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  let sample;
  try {
    await seed(db);
    sample = (await db.query(`SELECT object_id FROM custom_field_values WHERE object_type = 'candidate' LIMIT 200`)).rows.map((row) => row.object_id);
  } finally {
    await db.end();
  }
  console.log(`Custom fields against ${baseUrl}: ${duration} s per kind over ${connections} connections (Node ${process.version})`);
  await list('GET /candidates?cf.visa_sponsorship=', '/api/v1/candidates?cf.visa_sponsorship=required');
  await list('GET /candidates?cf.notice_period_days.gte=', '/api/v1/candidates?cf.notice_period_days.gte=170');
  // Matched by about 0.5% of the candidates: planned from its matches (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md#indexes).
  await list('GET /candidates?cf.notice_period_days.gte=180', '/api/v1/candidates?cf.notice_period_days.gte=180');
  await list('GET /candidates?cf.available_from.lte=', '/api/v1/candidates?cf.available_from.lte=2027-01-02');
  await list('GET /candidates?cf.extra_3.exists=true', '/api/v1/candidates?cf.extra_3.exists=true');
  await list('GET /candidates?cf.visa_sponsorship.exists=false', '/api/v1/candidates?cf.visa_sponsorship.exists=false');
  await list('GET /candidates (no filter)', '/api/v1/candidates');
  let turn = 0;
  const body = () =>
    JSON.stringify({
      notice_period_days: turn % 90,
      available_from: `2027-0${1 + (turn % 9)}-1${turn % 10}`,
      visa_sponsorship: turn % 2 === 0 ? 'not_required' : 'unknown',
      salary_expectation: { amount: 50000 + turn, currency: 'EUR' },
      extra_0: `changed ${turn++}`,
    });
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    headers: headers(),
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request) => ({ ...request, path: `/api/v1/candidates/${sample[turn % sample.length]}/custom-fields`, body: body() }),
      },
    ],
  });
  report('PATCH five values', 30, result);
  if (against) await compareCandidateCreates();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
