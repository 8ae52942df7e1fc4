'use strict';
/** What the benchmark scripts share: their key, a JSON caller of the API, percentiles. */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** The key a benchmark calls with: BENCH_API_KEY, or the bootstrap key `npm start` writes to .data/. */
function benchKey() {
  return process.env.BENCH_API_KEY ?? readFileSync(join(__dirname, '..', '..', '.data', 'bootstrap-api-key'), 'utf8').trim();
}

/**
 * `api(method, path, body?, bearer?)` against `${baseUrl}/api/v1`: sends `body` as JSON, resolves the
 * answer's whole envelope, throws with the status and the body on anything but 2xx.
 */
function apiCaller(baseUrl, key) {
  return async function api(method, path, body, bearer = key) {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text);
  };
}

/** The nearest-rank percentile `p` (0-100) of `values`, in any order. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

module.exports = { benchKey, apiCaller, percentile };
