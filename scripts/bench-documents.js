#!/usr/bin/env node
/**
 * Document benchmark against a running API on loopback (the worker is not needed):
 *
 *   RATE_LIMIT_PER_MINUTE=1000000 npm start      # in another terminal
 *   node scripts/bench-documents.js --pid <API process id> [--url http://127.0.0.1:3000] [--count 100] [--concurrency 4]
 *
 * 1. Upload and download throughput of a 2 MB PDF: `--count` multipart uploads (each PDF unique, so
 *    none is answered from the sha256 dedupe), then as many downloads, `--concurrency` at a time.
 * 2. The API process's peak RSS (sampled from /proc/<pid>/status every 20 ms) while 20 clients
 *    upload at once: 2 MB files, then 20 MB files. Streaming means the peak does not grow with the
 *    file size. Needs DOCUMENT_MAX_BYTES >= 20 MB (the default, 20 MiB) on the API.
 * The key comes from BENCH_API_KEY, or .data/bootstrap-api-key (written by npm start).
 */
const { Blob } = require('node:buffer');
const { randomBytes } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { option } = require('./lib/cli');
const { benchKey, apiCaller } = require('./lib/bench');

const baseUrl = option('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const count = Number(option('count', '100'));
const concurrency = Number(option('concurrency', '4'));
const pid = option('pid', undefined);
const key = benchKey();
const MB = 1000 * 1000;

const callApi = apiCaller(baseUrl, key);
const call = async (method, path, body) => (await callApi(method, path, body)).data;

/** A PDF of about `size` bytes: a page whose content stream is padding; unique per call. */
function pdfOfSize(size) {
  const head = Buffer.from(
    `%PDF-1.4\n%${randomBytes(8).toString('hex')}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n',
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  const padding = Buffer.alloc(Math.max(0, size - head.length - tail.length - 40), 0x20);
  return Buffer.concat([head, Buffer.from(`4 0 obj\n<< /Length ${padding.length} >>\nstream\n`), padding, tail]);
}

async function upload(candidateId, bytes, name) {
  const form = new globalThis.FormData();
  form.append('kind', 'resume');
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${baseUrl}/api/v1/candidates/${candidateId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  const json = await response.json();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function download(id) {
  const response = await fetch(`${baseUrl}/api/v1/documents/${id}/content`, { headers: { authorization: `Bearer ${key}` } });
  if (response.status !== 200) throw new Error(`download: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

/** Runs `task(i)` for i < total, `parallel` at a time; returns the wall time in seconds. */
async function timed(total, parallel, task) {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) await task(next++);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function rssMb() {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** Peak RSS of the API while 20 clients each upload one file of `size` bytes at once. */
async function peakRssDuring(candidateId, size) {
  const files = Array.from({ length: 20 }, () => pdfOfSize(size));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const seconds = await timed(20, 20, (i) => upload(candidateId, files[i], `big-${i}.pdf`));
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  console.log(
    `20 clients × ${(size / MB).toFixed(0)} MB at once: ${seconds.toFixed(2)} s, API RSS before ${before.toFixed(0)} MiB, peak ${peak.toFixed(0)} ` +
      `MiB (+${(peak - before).toFixed(0)} MiB)`,
  );
}

async function main() {
  console.log(`Documents benchmark against ${baseUrl} (Node ${process.version}), ${count} × 2 MB PDF, ${concurrency} at a time`);
  const candidate = await call('POST', '/candidates', {
    firstName: 'Bench',
    lastName: 'Documents',
    email: `bench.documents.${randomBytes(4).toString('hex')}@example.com`,
  });
  const files = Array.from({ length: count }, () => pdfOfSize(2 * MB));
  const ids = [];
  const uploadSeconds = await timed(count, concurrency, async (i) => ids.push((await upload(candidate.id, files[i], `cv-${i}.pdf`)).id));
  console.log(`upload   2 MB PDF: ${(count / uploadSeconds).toFixed(1)} files/s, ${((count * 2) / uploadSeconds).toFixed(1)} MB/s`);
  let received = 0;
  const downloadSeconds = await timed(count, concurrency, async (i) => {
    const bytes = await download(ids[i]);
    received += bytes;
  });
  console.log(`download 2 MB PDF: ${(count / downloadSeconds).toFixed(1)} files/s, ${(received / MB / downloadSeconds).toFixed(1)} MB/s`);
  if (pid === undefined) return console.log('(pass --pid <API process id> to measure its memory)');
  await peakRssDuring(candidate.id, 2 * MB);
  await peakRssDuring(candidate.id, 20 * MB);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
