import { docxBomb, docxWith, pdfDeeplyNested, pdfFlateBomb, pdfOfManyPages, pdfPageTreeLoop, pdfWith } from '../../../../test/fixtures/documents';
import { extractText, type ExtractionLimits } from './text-extraction';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MiB = 1024 * 1024;
const LIMITS: ExtractionLimits = { timeoutMs: 60_000, memoryMb: 256, maxPdfPages: 200 };
/**
 * What the calling process (the worker) may grow by while a hostile file is parsed, and keep
 * afterwards: far below the GiBs a parse inside it took, with room for the garbage collector's timing.
 */
const PEAK_GROWTH_BOUND = 128 * MiB;
const KEPT_GROWTH_BOUND = 96 * MiB;

/** Runs `work` while sampling this process's RSS: its growth at the peak and once done, from just before it. */
async function withRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number; after: number }> {
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage.rss()) - baseline, after: process.memoryUsage.rss() - baseline };
  } finally {
    clearInterval(sampler);
  }
}

describe('extractText on hostile files: bounded in memory, failed alone (docs/operations.md)', () => {
  beforeAll(async () => {
    // Warm up (modules, buffers) so that what is measured is the parse, not the first load.
    await extractText('application/pdf', pdfWith(['warm']), LIMITS);
    await extractText(DOCX, await docxWith(['warm']), LIMITS);
  });

  it.each([
    // Refused from its central directory, never inflated.
    ['a DOCX bomb whose headers tell its size (1 GiB from 1 MB)', () => docxBomb(1024), /declares more than/],
    // Inflated by the parser until its process passes the memory bound.
    ['a DOCX bomb whose headers lie about its size (1 GiB said to be 1 KB)', () => docxBomb(1024, 1024), /more than 256 MiB/],
    ['a PDF with a FlateDecode stream of 1 GiB', () => pdfFlateBomb(1024), /more than 256 MiB/],
    ['a PDF whose page tree loops', () => pdfPageTreeLoop(), /circular/],
    ['a PDF with arrays nested 100,000 deep', () => pdfDeeplyNested(100_000), /./],
  ])('%s: failed, and the worker stays within its bound', async (_name, build, reason) => {
    const bytes = build();
    const contentType = bytes.subarray(0, 4).toString('latin1') === '%PDF' ? 'application/pdf' : DOCX;
    const { result, peak, after } = await withRss(() => extractText(contentType, bytes, LIMITS));
    expect(result).toEqual({ textStatus: 'failed', reason: expect.stringMatching(reason) });
    expect(peak).toBeLessThan(PEAK_GROWTH_BOUND);
    expect(after).toBeLessThan(KEPT_GROWTH_BOUND);
  });

  // Loading the page tree of 50,000 pages comes near the parser's 256 MiB (over it on some runs on
  // Node 24): the file is then `failed` like a bomb; otherwise its first maxPdfPages pages are read.
  it('reads the first maxPdfPages pages of a 50,000-page PDF, or fails it at the parser bound; the worker stays within its bound', async () => {
    const bytes = pdfOfManyPages(50_000);
    const { result, peak, after } = await withRss(() => extractText('application/pdf', bytes, { ...LIMITS, maxPdfPages: 5 }));
    if (result.textStatus === 'failed') expect(result).toEqual({ textStatus: 'failed', reason: expect.stringMatching(/more than 256 MiB/) });
    else expect((result as { text: string }).text.match(/page/g)).toHaveLength(5);
    expect(peak).toBeLessThan(PEAK_GROWTH_BOUND);
    expect(after).toBeLessThan(KEPT_GROWTH_BOUND);
  });
});
