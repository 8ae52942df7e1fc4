#!/usr/bin/env node
/**
 * Latency of candidate search (GET /api/v1/candidates?q=) over a large, realistic data set.
 *   node scripts/bench-search.js --url http://127.0.0.1:3000 --database postgres://root@127.0.0.1:5432/ats \
 *     [--candidates 100000] [--requests 200] [--connections 4]
 * Seeds the database directly with SQL (deterministic names, headlines, summaries, two notes, tags and,
 * when the documents table exists, a résumé text per candidate), once: a database that already holds
 * that many candidates is reused. Then sends each query kind `--requests` times over `--connections`
 * concurrent clients and prints p50/p95/p99 per kind. The key comes from BENCH_API_KEY or
 * .data/bootstrap-api-key; the service needs a RATE_LIMIT_PER_MINUTE above what the run sends.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Client } = require('pg');
const { option } = require('./lib/cli');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const databaseUrl = option('database', process.env.DATABASE_URL);
const candidateCount = Number(option('candidates', '100000'));
const requestsPerKind = Number(option('requests', '200'));
const connections = Number(option('connections', '4'));
const key = process.env.BENCH_API_KEY ?? readFileSync(join(__dirname, '..', '.data', 'bootstrap-api-key'), 'utf8').trim();

const FIRST = ['Ada', 'Grace', 'José', 'Margaret', 'Linus', 'Zoë', 'Émile', 'Barbara', 'Ken', 'Frances', 'Dennis', 'Hedy', 'Alan', 'Radia', 'Søren'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Núñez',
  'Hamilton',
  'Torvalds',
  'Müller',
  'Durand',
  'Liskov',
  'Thompson',
  'Allen',
  'Ritchie',
  'Lamarr',
  'Turing',
  'Perlman',
];
const ROLES = [
  'Backend engineer',
  'Frontend developer',
  'Engineering manager',
  'Data scientist',
  'Product designer',
  'Site reliability engineer',
  'Recruiter',
  'QA analyst',
];
const SKILLS = ['TypeScript', 'PostgreSQL', 'Kubernetes', 'React', 'Python', 'Rust', 'Go', 'Terraform', 'Kafka', 'GraphQL', 'Spark', 'Figma'];
const CITIES = ['Berlin', 'São Paulo', 'Montréal', 'Zürich', 'Lisbon', 'Austin', 'Nairobi', 'Kraków'];

/** Builds the data in SQL from the index, so 100,000 candidates take seconds, not a client loop. */
async function seed(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS count FROM candidates`);
  if (rows[0].count >= candidateCount) return console.log(`Reusing ${rows[0].count} candidates`);
  const started = Date.now();
  const arrays = [FIRST, LAST, ROLES, SKILLS, CITIES];
  await db.query(`SET session_replication_role = replica`); // triggers off while loading; the search rows are built below
  await db.query(
    `INSERT INTO candidates (id, first_name, last_name, email, headline, summary, location, created_at, updated_at)
     SELECT gen_random_uuid(), ($1::text[])[1 + i % 15], ($2::text[])[1 + (i / 15) % 14] || i,
            lower(unaccent(($1::text[])[1 + i % 15])) || '.' || i || '@example.com',
            ($3::text[])[1 + i % 8],
            'Experienced with ' || ($4::text[])[1 + i % 12] || ' and ' || ($4::text[])[1 + (i / 12) % 12] || ', shipped systems at scale.',
            ($5::text[])[1 + i % 8], now() - make_interval(secs => i), now() - make_interval(secs => i)
       FROM generate_series(1, $6::int) AS i`,
    [...arrays, candidateCount],
  );
  await db.query(
    `INSERT INTO notes (id, candidate_id, author_id, author_name, body, created_at, updated_at)
     SELECT gen_random_uuid(), c.id, gen_random_uuid(), 'Bench', n.body, now(), now()
       FROM candidates c, (VALUES ('Phone screen went well; strong on distributed systems and on-call practice.'),
                                  ('Asked about relocation and salary expectations; follow up next week.')) AS n(body)`,
  );
  const hasDocuments = (await db.query(`SELECT to_regclass('documents') IS NOT NULL AS present`)).rows[0].present;
  if (hasDocuments) {
    await db.query(
      `INSERT INTO documents (id, candidate_id, kind, filename, content_type, size_bytes, sha256, storage_key, text_status, text, created_by_id, created_at)
       SELECT gen_random_uuid(), c.id, 'resume', 'resume.pdf', 'application/pdf', 1000, md5(c.id::text) || md5(c.email), 'bench/' || c.id, 'extracted',
              repeat('Worked on ' || c.headline || ' projects using ' || c.summary || ' Led migrations, mentored engineers, improved latency. ', 20),
              gen_random_uuid(), now()
         FROM candidates c`,
    );
  }
  await db.query(`SET session_replication_role = origin`);
  await db.query(`SELECT candidate_search_refresh(id) FROM candidates`);
  await db.query(`ANALYZE`);
  console.log(
    `Seeded ${candidateCount} candidates with 2 notes${hasDocuments ? ' and a résumé text' : ''} each in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const QUERIES = {
  'a rare word (name)': () => `Perlman${1 + Math.floor(Math.random() * candidateCount)}`,
  'a name prefix': () => 'marg',
  'two common words': () => 'engineer kubernetes',
  'accented name': () => 'jose nunez',
  'a phrase and an exclusion': () => '"distributed systems" -python',
  'words of or': () => 'rust or terraform',
};

async function measure(name, makeQuery) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  async function client() {
    while (next < requestsPerKind) {
      next++;
      const started = process.hrtime.bigint();
      const response = await fetch(`${baseUrl}/api/v1/candidates?q=${encodeURIComponent(makeQuery())}&limit=20`, {
        headers: { authorization: `Bearer ${key}` },
      });
      await response.arrayBuffer();
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (response.status !== 200) failures++;
    }
  }
  await Promise.all(Array.from({ length: connections }, client));
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))].toFixed(1);
  console.log(
    `${name.padEnd(28)} p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms   p99 ${at(0.99).padStart(6)} ms   ${latencies.length} ` +
      `requests, ${failures} failed`,
  );
  return latencies;
}

async function main() {
  if (!databaseUrl) throw new Error('Pass --database (or DATABASE_URL): the database the service at --url uses');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await seed(db);
  } finally {
    await db.end();
  }
  console.log(`GET /api/v1/candidates?q= against ${baseUrl}: ${requestsPerKind} requests per kind over ${connections} connections (Node ${process.version})`);
  const all = [];
  for (const [name, makeQuery] of Object.entries(QUERIES)) all.push(...(await measure(name, makeQuery)));
  all.sort((a, b) => a - b);
  console.log(
    `${'all kinds'.padEnd(28)} p50 ${all[Math.floor(all.length / 2)].toFixed(1).padStart(6)} ms   p95 ` +
      `${all[Math.floor(all.length * 0.95)].toFixed(1).padStart(6)} ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
