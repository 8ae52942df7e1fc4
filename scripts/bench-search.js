#!/usr/bin/env node
/**
 * Latency of candidate search (GET /api/v1/candidates?q=) over a large, realistic data set.
 *   node scripts/bench-search.js --url http://127.0.0.1:3000 --database postgres://root@127.0.0.1:5432/ats \
 *     [--candidates 100000] [--requests 200] [--connections 4]
 * Seeds the database directly (see seed(): Zipf-drawn names, headlines, tags, notes and, when the
 * documents table exists, résumé texts of varied length, the same on every run), once: a database that
 * already holds that many candidates is reused. Prints how many candidates each query kind matches,
 * then sends each kind `--requests` times over `--connections` concurrent clients and prints
 * p50/p95/p99 per kind. The key comes from BENCH_API_KEY or
 * .data/bootstrap-api-key; the service needs a RATE_LIMIT_PER_MINUTE above what the run sends.
 */
const crypto = require('node:crypto');
const { Client } = require('pg');
const { option } = require('./lib/cli');
const { benchKey } = require('./lib/bench');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const databaseUrl = option('database', process.env.DATABASE_URL);
const candidateCount = Number(option('candidates', '100000'));
const requestsPerKind = Number(option('requests', '200'));
const connections = Number(option('connections', '4'));
const key = benchKey();

/** A seeded generator (mulberry32): the same data on every run. */
function generator(seedValue) {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(42);
/** Zipf-like draw from a list ordered most frequent first: log-uniform rank, so rank k comes up about as often as 1/k. */
const zipf = (list) => list[Math.min(list.length, Math.floor(Math.exp(random() * Math.log(list.length + 1)))) - 1];
const chance = (share) => random() < share;

// Names and places, most frequent first (a Zipf draw over each list), with the accents recruiters meet.
const FIRST = (
  'James Maria Mohammed Anna David Sofia Michael Wei Laura José Sarah Daniel Elena Thomas Fatima Lucas Emma Ahmed Julia Carlos ' +
  'Olga Ali Chloé Marco Priya Jan Aisha Paul Yuki Ana Peter Ingrid Omar Lea Rahul Zoë Luis Hana Ivan Nora Kenji Amara Stefan ' +
  'Margaret Grace Ada Linus Émile Barbara Ken Frances Dennis Hedy Alan Radia Søren Margarita Marguerite Margot Björn Agnieszka ' +
  'Tomasz Nguyen Chidi Ngozi Pedro Raúl Inés Mateo Valentina Kwame Siddharth Ananya Oleksandr Kateryna Mehmet Elif Joon Minji'
).split(' ');
const LAST = (
  'Smith García Müller Wang Kim Nguyen Rossi Silva Kowalski Johnson Martin Fernández Schmidt Li Cohen Novak Okafor Singh ' +
  'Hansen Dubois López Yamamoto Ivanova Brown Núñez Lovelace Hopper Hamilton Torvalds Durand Liskov Thompson Allen Ritchie ' +
  'Lamarr Turing Perlman Andersen Björk Šimić Papadopoulos Öztürk Ferreira Moreau Jansen Kovács Horvat Petrović Haddad ' +
  'Mensah Banerjee Takahashi Sato Chen Zhang Rodríguez González Pérez Sánchez Ramírez Torres Flores Rivera Gómez Díaz Reyes ' +
  'Morales Ortiz Gutiérrez Chávez Ramos Ruiz Álvarez Mendoza Castillo Jiménez Vásquez Romero Herrera Medina Aguilar Vargas'
).split(' ');
const CITIES = (
  'London Berlin Paris New_York São_Paulo Toronto Bangalore Madrid Amsterdam Warsaw Lisbon Austin Montréal Zürich Kraków ' +
  'Nairobi Lagos Singapore Sydney Tokyo Seoul Dublin Stockholm Copenhagen Vienna Prague Budapest Athens Istanbul Cairo ' +
  'Mexico_City Bogotá Buenos_Aires Santiago Lima Chicago Seattle Boston Denver Atlanta Remote'
)
  .split(' ')
  .map((city) => city.replace(/_/g, ' '));
const SENIORITY = ['Senior', '', 'Lead', 'Junior', 'Staff', 'Principal', 'Head of', 'Intern'];
const ROLES = (
  'Software Engineer|Backend Engineer|Frontend Developer|Full Stack Developer|Data Scientist|Product Manager|DevOps Engineer|' +
  'Engineering Manager|Data Engineer|Site Reliability Engineer|Product Designer|QA Engineer|Mobile Developer|Machine Learning Engineer|' +
  'Security Engineer|Recruiter|Account Executive|Solutions Architect|Technical Writer|Platform Engineer|Data Analyst|' +
  'Customer Success Manager|Marketing Manager|Embedded Software Engineer|Game Developer|Cloud Architect|Database Administrator|' +
  'Scrum Master|UX Researcher|Support Engineer|Sales Engineer|Business Analyst|IT Administrator|Network Engineer|Release Manager'
).split('|');
const SKILLS = (
  'Python|JavaScript|TypeScript|Java|SQL|React|AWS|Docker|Kubernetes|PostgreSQL|Go|Node.js|C#|Terraform|Kafka|GraphQL|Rust|' +
  'Spark|Figma|Scala|Kotlin|Swift|Ruby|PHP|C++|Elixir|Haskell|Redis|MongoDB|Elasticsearch|Airflow|dbt|Snowflake|Azure|GCP|' +
  'Ansible|Jenkins|Vue|Angular|Svelte|Django|Rails|Spring|Flutter|TensorFlow|PyTorch|Pandas|Tableau|Salesforce|Jira'
).split('|');
/**
 * Words of summaries, notes and résumés, most frequent first; a few are terms of two words, so
 * phrases occur as they do in real text. Ranks past this list are made-up words (the long tail).
 */
const WORDS = (
  'the and of to in a with for on as at by team experience from work worked project projects years development engineer ' +
  'software led developed built data systems design management responsible using new customer services platform product ' +
  'engineering support business lead company improved production technical code testing python applications performance ' +
  'architecture implemented web managed created teams cloud infrastructure api features tools users quality application ' +
  'backend client services designed skills process delivery release reduced maintained migration deployment senior frontend ' +
  'stakeholders agile scalable integration analysis security monitoring automation microservices mentored collaborated ' +
  'database reporting strategy operations requirements internal high latency kubernetes documentation communication ' +
  'continuous review pipelines react javascript sql aws docker reliability availability scrum roadmap distributed_systems ' +
  'typescript cost revenue growth ownership incident on-call observability java postgresql hiring interviewed program ' +
  'machine_learning analytics dashboards metrics budget vendor partners compliance onboarding training workshops ' +
  'go terraform kafka graphql open_source contributor speaker conference published patent university degree bachelor ' +
  'master computer_science mathematics physics certification scala spark airflow redis event-driven streaming batch ' +
  'real-time caching sharding replication failover rust kotlin swift mobile ios android embedded firmware linux networking ' +
  'c++ ruby rails django flask spring elixir haskell figma accessibility localization payments fintech healthcare ' +
  'e-commerce logistics gaming adtech saas b2b startup enterprise consulting freelance remote relocation visa salary ' +
  'notice_period references portfolio'
)
  .split(' ')
  .map((word) => word.replace(/_/g, ' '));
const VOCABULARY_SIZE = 20_000;

/** Made-up words for ranks past WORDS, the same on every run. */
function vocabulary() {
  const syllables =
    'ba be bi bo bu ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo zu'.split(' ');
  const list = [...WORDS];
  const seen = new Set(list);
  const draw = generator(7);
  while (list.length < VOCABULARY_SIZE) {
    let word = '';
    for (let length = 2 + Math.floor(draw() * 3); length > 0; length--) word += syllables[Math.floor(draw() * syllables.length)];
    if (seen.has(word)) continue;
    list.push(word);
    seen.add(word);
  }
  return list;
}

const VOCABULARY = vocabulary();

/** `count` Zipf-drawn words of the vocabulary. */
const words = (count) => Array.from({ length: count }, () => zipf(VOCABULARY)).join(' ');
/** A standard normal draw (Box-Muller). */
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const SEED_BATCH = 2_000;
const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'example.com', 'yahoo.com', 'proton.me', 'icloud.com'];

/** One candidate's rows, as columns of the batch it joins. */
function addCandidate(batch, index) {
  const [first, last] = [zipf(FIRST), zipf(LAST)];
  const id = crypto.randomUUID();
  const ascii = (name) =>
    name
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  batch.candidates.push([
    id,
    first,
    last,
    `${ascii(first)}.${ascii(last)}${index}@${zipf(EMAIL_DOMAINS)}`,
    chance(0.5) ? `+1 555 ${String(index % 1e7).padStart(7, '0')}` : null,
    chance(0.9) ? `${zipf(SENIORITY)} ${zipf(ROLES)}`.trim() : null,
    chance(0.7) ? words(10 + Math.floor(random() * 50)) : null,
    chance(0.8) ? zipf(CITIES) : null,
    new Date(Date.now() - index * 60_000).toISOString(),
  ]);
  const tags = new Set(Array.from({ length: Math.floor(random() * random() * 8) }, () => zipf(SKILLS)));
  for (const tag of tags) batch.tags.push([id, tag]);
  for (let note = Math.floor(random() * random() * 9); note > 0; note--) batch.notes.push([id, words(8 + Math.floor(random() * 112))]);
  // Log-normal length: median 500 words, mean about 600 (about 4 KB), from 40 to 6,000.
  if (chance(0.85)) batch.resumes.push([id, words(Math.round(Math.min(6000, Math.max(40, Math.exp(Math.log(500) + 0.6 * normal())))))]);
}

/** Column `index` of every row, for `unnest`. */
const column = (rows, index) => rows.map((row) => row[index]);

async function insertBatch(db, batch, hasDocuments) {
  const { candidates, tags, notes, resumes } = batch;
  await db.query(
    `INSERT INTO candidates (id, first_name, last_name, email, phone, headline, summary, location, created_at, updated_at)
     SELECT id, first_name, last_name, email, phone, headline, summary, location, created_at, created_at
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
         AS c(id, first_name, last_name, email, phone, headline, summary, location, created_at)`,
    candidates[0].map((_, index) => column(candidates, index)),
  );
  await db.query(
    `INSERT INTO candidate_tags (candidate_id, tag_id)
     SELECT c.id, t.id FROM unnest($1::uuid[], $2::text[]) AS c(id, label) JOIN tags t ON lower(t.label) = lower(c.label)`,
    [column(tags, 0), column(tags, 1)],
  );
  await db.query(
    `INSERT INTO notes (id, candidate_id, author_id, author_name, body, created_at, updated_at)
     SELECT gen_random_uuid(), n.id, gen_random_uuid(), 'Bench', n.body, now(), now() FROM unnest($1::uuid[], $2::text[]) AS n(id, body)`,
    [column(notes, 0), column(notes, 1)],
  );
  if (!hasDocuments) return;
  await db.query(
    `INSERT INTO documents (id, candidate_id, kind, filename, content_type, size_bytes, sha256, storage_key, text_status, text, created_by_id, created_at)
     SELECT gen_random_uuid(), r.id, 'resume', 'resume.pdf', 'application/pdf', length(r.text), encode(sha256(convert_to(r.text, 'UTF8')), 'hex'),
            'bench/' || r.id, 'extracted', r.text, gen_random_uuid(), now()
       FROM unnest($1::uuid[], $2::text[]) AS r(id, text)`,
    [column(resumes, 0), column(resumes, 1)],
  );
}

/**
 * Zipf-drawn names, headlines, cities, tags and words (seeded, so the same data every run); 0-7 tags
 * and 0-8 notes of 8-120 words per candidate; 85% with a résumé whose length is log-normal around
 * 600 words (about 4 KB). Rows go in with the triggers off, then the search rows are built in one statement.
 */
async function seed(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS count FROM candidates`);
  if (rows[0].count >= candidateCount) return console.log(`Reusing ${rows[0].count} candidates`);
  const started = Date.now();
  const hasDocuments = (await db.query(`SELECT to_regclass('documents') IS NOT NULL AS present`)).rows[0].present;
  await db.query(`INSERT INTO tags (id, label, created_at) SELECT gen_random_uuid(), label, now() FROM unnest($1::text[]) AS label ON CONFLICT DO NOTHING`, [
    SKILLS,
  ]);
  await db.query('BEGIN');
  await db.query(`SET LOCAL session_replication_role = replica`);
  for (let from = rows[0].count; from < candidateCount; from += SEED_BATCH) {
    const batch = { candidates: [], tags: [], notes: [], resumes: [] };
    for (let index = from; index < Math.min(candidateCount, from + SEED_BATCH); index++) addCandidate(batch, index);
    await insertBatch(db, batch, hasDocuments);
  }
  await db.query('COMMIT');
  await db.query(`SELECT candidate_search_refresh(id) FROM candidates`);
  await db.query(`VACUUM ANALYZE`);
  const { rows: sizes } = await db.query(
    `SELECT (SELECT count(*) FROM notes)::int AS notes, (SELECT count(*) FROM candidate_tags)::int AS tags,
            (SELECT count(*) FROM documents)::int AS documents, (SELECT avg(length(text))::int FROM documents) AS average_text`,
  );
  console.log(
    `Seeded ${candidateCount} candidates, ${sizes[0].notes} notes, ${sizes[0].tags} tags, ${sizes[0].documents} résumés ` +
      `(${sizes[0].average_text} characters on average) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Query kinds a recruiter types, each as a maker of the query text (`sample` holds emails of seeded candidates). */
const QUERIES = {
  'an email': (sample) => pick(sample.emails),
  'a rare word': () => pick(VOCABULARY.slice(5_000)),
  'accented full name': () => pick(['jose nunez', 'zoe muller', 'ines garcia', 'soren bjork']),
  'a name prefix': () => pick(['marg', 'lov', 'agn', 'kat']),
  'a common word': () => pick(['engineer', 'python', 'senior']),
  'two common words': () => pick(['engineer kubernetes', 'backend postgresql', 'senior react']),
  'a phrase and an exclusion': () => pick(['"distributed systems" -python', '"machine learning" -java']),
  'words of or': () => pick(['rust or terraform', 'kafka or spark']),
};

/** How many candidates each query of a kind matches (the search's own condition), over up to 6 draws. */
async function matchCounts(db, makeQuery, sample) {
  const queries = [...new Set(Array.from({ length: 6 }, () => makeQuery(sample)))];
  const counts = [];
  for (const q of queries) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS count FROM candidate_search
        WHERE vector @@ websearch_to_tsquery('ats_search', $1) OR name_key LIKE ats_unaccent(lower('%' || $1 || '%'))`,
      [q],
    );
    counts.push(rows[0].count);
  }
  return `${Math.min(...counts)}${Math.max(...counts) > Math.min(...counts) ? `-${Math.max(...counts)}` : ''} matches`;
}

async function measure(name, makeQuery, sample, matches) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  async function client() {
    while (next < requestsPerKind) {
      next++;
      const started = process.hrtime.bigint();
      const response = await fetch(`${baseUrl}/api/v1/candidates?q=${encodeURIComponent(makeQuery(sample))}&limit=20`, {
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
      `requests, ${failures} failed, ${matches}`,
  );
  return latencies;
}

async function main() {
  if (!databaseUrl) throw new Error('Pass --database (or DATABASE_URL): the database the service at --url uses');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const sample = {};
  const matches = {};
  try {
    await seed(db);
    sample.emails = (await db.query(`SELECT email FROM candidates TABLESAMPLE SYSTEM (1) LIMIT 500`)).rows.map((row) => row.email);
    for (const [name, makeQuery] of Object.entries(QUERIES)) matches[name] = await matchCounts(db, makeQuery, sample);
  } finally {
    await db.end();
  }
  console.log(`GET /api/v1/candidates?q= against ${baseUrl}: ${requestsPerKind} requests per kind over ${connections} connections (Node ${process.version})`);
  const all = [];
  for (const [name, makeQuery] of Object.entries(QUERIES)) all.push(...(await measure(name, makeQuery, sample, matches[name])));
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
