import type { INestApplicationContext } from '@nestjs/common';
import { expectSuccess } from '../../helpers/assertions';
import { uniqueEmail, waitFor } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootDocumentsWorker } from '../../kits/documents-kit';

/** What `npm start` says about text extraction after Ready (scripts/lib/extraction.js, README.md#running-it). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { extractionProgress, describeExtraction, followExtraction } = require('../../../scripts/lib/extraction') as {
  extractionProgress(databaseUrl: string): Promise<{ total: number; pending: number }>;
  describeExtraction(progress: { total: number; pending: number }): string;
  followExtraction(databaseUrl: string, report: (line: string) => void, options?: { intervalMs?: number; everyMs?: number }): () => void;
};

/** Issue 34 item 17: after Ready, résumé search is incomplete while the worker extracts; the launcher counts it until it is done. */
describe('npm start: the banner counts the documents whose text is not extracted yet, until it is done', () => {
  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('counts the pending documents, then reports progress and the end once the worker has done them', async () => {
    // Uploaded while no worker runs, as the demo seed uploads its résumés before the worker starts.
    for (const word of ['kubernetes', 'terraform', 'figma']) {
      const candidate = expectSuccess(await t.api.post('/candidates', { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail() }), 201);
      const contentBase64 = Buffer.from(`Skills: ${word}\n`).toString('base64');
      expectSuccess(await t.api.post(`/candidates/${candidate.id}/documents`, { filename: `${word}.txt`, contentBase64 }), 201);
    }
    const progress = await extractionProgress(t.config.databaseUrl);
    expect(progress).toEqual({ total: 3, pending: 3 });
    expect(describeExtraction(progress)).toBe('0 of 3 extracted so far; search (?q=) covers those only until the worker has done all (updates follow)');

    const lines: string[] = [];
    const stop = followExtraction(t.config.databaseUrl, (line) => lines.push(line), { intervalMs: 100, everyMs: 0 });
    try {
      worker = await bootDocumentsWorker(t.config);
      await waitFor('the end of the extraction to be reported', async () => lines.some((line) => line.startsWith('all ')), 60_000, 100);
    } finally {
      stop();
    }
    expect(lines[lines.length - 1]).toBe("all 3 processed; search (?q=) covers every document's text");
    expect(lines.filter((line) => line.startsWith('all '))).toHaveLength(1);
    expect(expectSuccess(await t.api.get('/candidates').query({ q: 'terraform' }))).toHaveLength(1);
  });
});
