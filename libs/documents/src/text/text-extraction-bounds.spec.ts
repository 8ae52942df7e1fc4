import { docxBomb, docxWith, pdfDeeplyNested, pdfFlateBomb, pdfOfManyPages, pdfPageTreeLoop, pdfWith } from '../../../../test/fixtures/documents';
import { extractText, type ExtractionLimits } from './text-extraction';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MiB = 1024 * 1024;
const LIMITS: ExtractionLimits = { timeoutMs: 60_000, memoryMb: 256, maxPdfPages: 200 };
/** What the calling process (the worker) may grow by while a hostile file is parsed, and keep afterwards. */
const PEAK_GROWTH_BOUND = 96 * MiB;
const KEPT_GROWTH_BOUND = 48 * MiB;

/** Runs `work` while sampling this process's RSS: its peak and its value once done. */
async function withRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number; after: number }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage.rss()), after: process.memoryUsage.rss() };
  } finally {
    clearInterval(sampler);
  }
}

describe('extractText on hostile files: bounded in memory, failed alone (docs/operations.md)', () => {
  let baseline: number;
  beforeAll(async () => {
    // Warm up (modules, buffers) so that the baseline is the steady state.
    await extractText('application/pdf', pdfWith(['warm']), LIMITS);
    await extractText(DOCX, await docxWith(['warm']), LIMITS);
    global.gc?.();
    baseline = process.memoryUsage.rss();
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
    expect(peak - baseline).toBeLessThan(PEAK_GROWTH_BOUND);
    expect(after - baseline).toBeLessThan(KEPT_GROWTH_BOUND);
  });

  it('reads the first maxPdfPages pages of a 50,000-page PDF within the same bound', async () => {
    const { result, peak, after } = await withRss(() => extractText('application/pdf', pdfOfManyPages(50_000), { ...LIMITS, maxPdfPages: 5 }));
    expect(result).toEqual({ textStatus: 'extracted', text: expect.any(String) });
    expect((result as { text: string }).text.match(/page/g)).toHaveLength(5);
    expect(peak - baseline).toBeLessThan(PEAK_GROWTH_BOUND);
    expect(after - baseline).toBeLessThan(KEPT_GROWTH_BOUND);
  });
});
