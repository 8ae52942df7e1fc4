'use strict';
/**
 * Text extraction as `npm start` reports it after Ready (README.md#running-it): the worker extracts each document's
 * text in the background (docs/api/documents.md#text-extraction), and until it has done them all, `GET /candidates?q=`
 * finds a word of a document only in those it has done. After `--demo` that is minutes of 200 résumés.
 */
const { Client } = require('pg');

/** How many documents there are, and how many still wait for the worker (`textStatus: pending`). */
async function extractionProgress(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE text_status = 'pending')::int AS pending FROM documents`)
    .finally(() => client.end());
  return rows[0];
}

/** What follows "Document text:" in the banner and the updates after it. Unsupported and failed documents are done too: nothing more comes of them. */
function describeExtraction({ total, pending }) {
  if (pending === 0) return `all ${total} processed; search (?q=) covers every document's text`;
  return `${total - pending} of ${total} extracted so far; search (?q=) covers those only until the worker has done all (updates follow)`;
}

/**
 * Polls every `intervalMs` until no document is pending, calling `report(line)` when the count moved (at most every
 * `everyMs`) and once done. A failed poll is tried again on the next tick. Returns a function that stops following.
 */
function followExtraction(databaseUrl, report, { intervalMs = 2000, everyMs = 15_000 } = {}) {
  let stopped = false;
  let timer;
  let reported = { pending: undefined, at: Date.now() };
  const tick = async () => {
    const progress = await extractionProgress(databaseUrl).catch(() => undefined);
    if (stopped) return;
    if (progress !== undefined) {
      const done = progress.pending === 0;
      if (done || (progress.pending !== reported.pending && Date.now() - reported.at >= everyMs)) {
        report(describeExtraction(progress));
        reported = { pending: progress.pending, at: Date.now() };
      }
      if (done) return;
    }
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  timer = setTimeout(tick, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

module.exports = { extractionProgress, describeExtraction, followExtraction };
