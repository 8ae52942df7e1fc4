#!/usr/bin/env node
/**
 * Careers benchmark (docs/api/careers.md) against a running service on loopback:
 *
 *   TRUST_PROXY=true RATE_LIMIT_PER_MINUTE=100000000 npm start     # in another terminal
 *   node scripts/bench-careers.js [--url http://127.0.0.1:3000] [--posts 500] [--duration 20] [--connections 10]
 *                                 [--read-rate 0] [--rate 20] [--seconds 60] [--pdf-bytes 200000] [--multipart] [--no-reads] [--no-applies]
 *
 * 1. Makes sure `--posts` live posts exist (creates open jobs with a published post each, tagged
 *    `bench-careers` in their title, until there are enough; a second run reuses them).
 * 2. Public reads with autocannon, `--connections` at a time for `--duration` s each: the list
 *    (`GET /public/job-posts?limit=20`, cursor-free first page and a `q` search) and a post read
 *    (`GET /public/job-posts/{id}`, rotating over every post). p50/p95/p99 from every response's time.
 * 3. Applies: `--rate` applications a second for `--seconds` s, open loop (one is sent every
 *    1000/rate ms whether or not the earlier ones have answered), each with its own person and a
 *    unique résumé PDF of `--pdf-bytes`, as JSON (base64) or with `--multipart` as a streamed upload.
 *    Then checks that nothing was lost: every 202 has its application on the post's job, with its
 *    résumé document. p50/p95/p99 of the applies.
 * Every request carries its own `X-Forwarded-For` address (the service must run with TRUST_PROXY=true),
 * as a careers site's visitors come from many addresses: the per-address limits stay at their defaults.
 * The key (for the set-up and the loss check) comes from BENCH_API_KEY, or .data/bootstrap-api-key.
 */
const autocannon = require('autocannon');
const { Blob } = require('node:buffer');
const { randomBytes } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const { option } = require('./lib/cli');
const { benchKey, apiCaller, percentile } = require('./lib/bench');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const postCount = Number(option('posts', '500'));
const duration = Number(option('duration', '20'));
const connections = Number(option('connections', '10'));
const rate = Number(option('rate', '20'));
const seconds = Number(option('seconds', '60'));
const pdfBytes = Number(option('pdf-bytes', '200000'));
const multipart = process.argv.includes('--multipart');
const readRate = Number(option('read-rate', '0'));
const skipReads = process.argv.includes('--no-reads');
const skipApplies = process.argv.includes('--no-applies');
const key = benchKey();
const BENCH_TAG = 'bench-careers';
const runId = randomBytes(4).toString('hex');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const summary = (values) => [50, 95, 99].map((p) => `p${p} ${percentile(values, p).toFixed(1)} ms`).join(', ');

let addressCounter = 0;
/** A distinct client address per call (10.0.0.0/8), so that no per-address limit is reached. */
function nextAddress() {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const api = apiCaller(baseUrl, key);

async function allPages(path) {
  const items = [];
  let cursor = null;
  do {
    const page = await api('GET', `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    items.push(...page.data);
    cursor = page.meta.nextCursor ?? null;
  } while (cursor);
  return items;
}

const FORM = {
  resume: 'required',
  coverLetter: 'optional',
  phone: 'optional',
  linkedinUrl: 'optional',
  questions: [
    { key: 'years_experience', label: 'Years of professional experience', type: 'number', required: true, min: 0, max: 60 },
    { key: 'motivation', label: 'Why this role?', type: 'long_text', maxLength: 4000 },
    { key: 'privacy', label: 'I agree to the privacy notice', type: 'boolean', required: true, section: 'consent' },
  ],
};

/** The live benchmark posts, created until there are `postCount`. */
async function livePosts() {
  const posts = (await allPages('/job-posts?status=live')).filter((post) => post.title.startsWith(BENCH_TAG));
  if (posts.length < postCount) console.log(`Creating ${postCount - posts.length} open jobs with a live post each`);
  while (posts.length < postCount) {
    const n = posts.length + 1;
    const job = (await api('POST', '/jobs', { title: `${BENCH_TAG} engineer ${n}`, status: 'open' })).data;
    const post = (
      await api('POST', '/job-posts', {
        jobId: job.id,
        title: `${BENCH_TAG} Software Engineer ${n}`,
        content: `## About the role\n\nYou will build services in team ${n}. We value **careful** work.\n\n- TypeScript\n- PostgreSQL`,
        location: ['Berlin', 'Lisbon', 'Toronto', 'Remote'][n % 4],
        remote: n % 4 === 3,
        salary: { min: 60000 + n, max: 90000 + n, currency: 'EUR', period: 'year' },
        form: FORM,
      })
    ).data;
    posts.push((await api('POST', `/job-posts/${post.id}/publish`)).data);
  }
  return posts.slice(0, postCount);
}

/** autocannon for `duration` s; every response's time is kept for the percentiles. */
function load(title, path, request = {}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        ...(readRate > 0 ? { overallRate: readRate } : {}),
        requests: [
          {
            method: 'GET',
            path,
            ...request,
            setupRequest: (req) => ({ ...(request.setupRequest ? request.setupRequest(req) : req), headers: { 'x-forwarded-for': nextAddress() } }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const failures = result.non2xx + result.errors + result.timeouts;
        const throughput = `${result.requests.average.toFixed(0).padStart(6)} req/s`;
        console.log(`${title.padEnd(40)} ${throughput}   ${summary(latencies)}   ${result.requests.total} requests, ${failures} failed`);
        resolve();
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** A one-page PDF of about `size` bytes with a line of text, unique per call (no two résumés share a sha256). */
function pdfOfSize(size, text) {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET\n`;
  const head =
    `%PDF-1.4\n%${randomBytes(8).toString('hex')}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n` +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n' +
    '5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n';
  const tail = '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const padding = '%'.repeat(Math.max(0, size - head.length - tail.length - stream.length - 60)) + '\n';
  const content = stream + padding;
  return Buffer.from(`${head}4 0 obj\n<< /Length ${content.length} >>\nstream\n${content}${tail}`);
}

function applyRequest(post, n) {
  const person = { firstName: 'Bench', lastName: `Applicant ${n}`, email: `bench.careers.${runId}.${n}@example.com` };
  const resume = pdfOfSize(pdfBytes, `Bench Applicant ${n} resume ${runId}`);
  const headers = { 'idempotency-key': `${runId}-${n}`, 'x-forwarded-for': nextAddress() };
  if (!multipart) {
    const body = {
      ...person,
      resume: { filename: `applicant-${n}.pdf`, contentBase64: resume.toString('base64') },
      answers: { years_experience: n % 30, motivation: 'I like careful work.', privacy: true },
      utm: { source: 'bench', campaign: runId },
    };
    return { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  }
  const form = new globalThis.FormData();
  for (const [name, value] of Object.entries(person)) form.append(name, value);
  form.append('answers.years_experience', String(n % 30));
  form.append('answers.motivation', 'I like careful work.');
  form.append('answers.privacy', 'true');
  form.append('utm.source', 'bench');
  form.append('utm.campaign', runId);
  form.append('resume', new Blob([resume], { type: 'application/pdf' }), `applicant-${n}.pdf`);
  return { headers, body: form };
}

/** `rate` applies a second for `seconds` s to posts in turn; returns who got a 202, and the latencies. */
async function applyLoad(posts) {
  const total = rate * seconds;
  const accepted = [];
  const refused = [];
  const latencies = [];
  const inFlight = [];
  const started = Date.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    const post = posts[n % posts.length];
    const { headers, body } = applyRequest(post, n);
    const sent = performance.now();
    inFlight.push(
      fetch(`${baseUrl}/api/v1/public/job-posts/${post.id}/applications`, { method: 'POST', headers, body }).then(async (response) => {
        const text = await response.text();
        latencies.push(performance.now() - sent);
        if (response.status === 202) accepted.push({ n, post });
        else refused.push(`${response.status} ${text.slice(0, 200)}`);
      }),
    );
  }
  await Promise.all(inFlight);
  return { accepted, refused, latencies, wallSeconds: (Date.now() - started) / 1000 };
}

/** Every accepted apply has its candidate, an application to the post's job and a résumé document. */
async function lost(accepted) {
  let missing = 0;
  for (const { n, post } of accepted) {
    const email = `bench.careers.${runId}.${n}@example.com`;
    const [candidate] = (await api('GET', `/candidates?email=${encodeURIComponent(email)}`)).data;
    const applications = candidate ? (await api('GET', `/applications?candidateId=${candidate.id}&jobId=${post.jobId}`)).data : [];
    const documents = candidate ? (await api('GET', `/candidates/${candidate.id}/documents?kind=resume`)).data : [];
    if (applications.length !== 1 || documents.length !== 1) {
      missing++;
      if (missing <= 5) console.log(`lost: apply ${n} (${email}): ${applications.length} applications, ${documents.length} résumés`);
    }
  }
  return missing;
}

async function main() {
  console.log(`Careers benchmark against ${baseUrl} (Node ${process.version})`);
  const posts = await livePosts();
  console.log(`${posts.length} live benchmark posts`);
  if (readRate > 0) console.log(`Reads at ${readRate} requests a second (open loop), ${connections} connections`);
  else console.log(`Reads as fast as ${connections} connections go (closed loop)`);
  if (!skipReads) await readLoad(posts);
  if (!skipApplies) await applyAndCheck(posts);
}

async function readLoad(posts) {
  await load(`GET /public/job-posts?limit=20`, '/api/v1/public/job-posts?limit=20');
  await load(`GET /public/job-posts?q=engineer&limit=20`, '/api/v1/public/job-posts?q=engineer%20typescript&limit=20');
  let next = 0;
  await load('GET /public/job-posts/{id}', '/api/v1/public/job-posts', {
    setupRequest: (req) => ({ ...req, path: `/api/v1/public/job-posts/${posts[next++ % posts.length].id}` }),
  });
}

async function applyAndCheck(posts) {
  const kind = multipart ? 'multipart' : 'JSON';
  console.log(`Applying: ${rate}/s for ${seconds} s, ${kind}, a ${(pdfBytes / 1000).toFixed(0)} KB PDF résumé each`);
  const { accepted, refused, latencies, wallSeconds } = await applyLoad(posts);
  console.log(
    `POST /public/job-posts/{id}/applications (${kind})  ${(accepted.length / wallSeconds).toFixed(1)} accepted/s   ${summary(latencies)}   ` +
      `${accepted.length} accepted (202), ${refused.length} refused`,
  );
  for (const line of refused.slice(0, 5)) console.log(`  refused: ${line}`);
  const missing = await lost(accepted);
  if (missing === 0) console.log(`nothing lost: all ${accepted.length} accepted applies have their application and résumé`);
  else console.log(`LOST: ${missing} of ${accepted.length}`);
  if (missing > 0 || refused.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
