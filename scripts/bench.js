#!/usr/bin/env node
/**
 * Load test of the hot paths with autocannon, against a running service on loopback:
 *   npm start                      # in another terminal
 *   npm run bench                  # or: node scripts/bench.js --url http://127.0.0.1:3000 --duration 15
 * The key comes from BENCH_API_KEY, or .data/bootstrap-api-key (written by npm start). Every request
 * counts against the key's rate limit: start the service with a RATE_LIMIT_PER_MINUTE above what
 * the run sends (e.g. 100000000). A third run repeats the POST with a new Idempotency-Key each time.
 */
const autocannon = require('autocannon');
const { randomBytes } = require('node:crypto');
const { option } = require('./lib/cli');
const { benchKey } = require('./lib/bench');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));
const key = benchKey();
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
const runId = randomBytes(4).toString('hex');

async function createCandidate() {
  const response = await fetch(`${baseUrl}/api/v1/candidates`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email: `bench.${runId}.seed@example.com` }),
  });
  if (response.status !== 201) throw new Error(`Cannot create the benchmark candidate: ${response.status} ${await response.text()}`);
  return (await response.json()).data.id;
}

function run(title, path, request) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${baseUrl}${path}`, connections, duration, headers, requests: [request] }, (error, result) => {
      if (error) return reject(error);
      const failures = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${title.padEnd(32)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
          `${result.requests.total} requests, ${failures} failed`,
      );
      resolve(result);
    });
  });
}

async function main() {
  console.log(`autocannon: ${connections} connections, ${duration} s each, against ${baseUrl} (Node ${process.version})`);
  const id = await createCandidate();
  await run('GET /api/v1/candidates/{id}', `/api/v1/candidates/${id}`, { method: 'GET' });
  let counter = 0;
  await run('POST /api/v1/candidates', '/api/v1/candidates', {
    method: 'POST',
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email: `bench.${runId}.${counter++}@example.com`, headline: 'Load test' }),
    }),
  });
  await run('POST + Idempotency-Key', '/api/v1/candidates', {
    method: 'POST',
    setupRequest: (request) => {
      const n = counter++;
      return {
        ...request,
        headers: { ...request.headers, 'idempotency-key': `bench-${runId}-${n}` },
        body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email: `bench.${runId}.${n}@example.com`, headline: 'Load test' }),
      };
    },
  });
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
