import { brokenPdf, docxWith, pdfWith, png, rtfWith } from '../../../../test/fixtures/documents';
import { extractText, TEXT_MAX_CHARS, type ExtractionLimits } from './text-extraction';

const LIMITS: ExtractionLimits = { timeoutMs: 20_000, memoryMb: 128, maxPdfPages: 2 };

describe(extractText.name, () => {
  it('reads the text of a PDF in a child process, up to the page cap', async () => {
    const result = await extractText('application/pdf', pdfWith(['Senior engineer', 'José Martínez'], { pages: 3 }), LIMITS);
    expect(result.textStatus).toBe('extracted');
    const text = (result as { text: string }).text;
    expect(text).toContain('Senior engineer');
    expect(text).toContain('José Martínez');
    // Three pages with the same text, two read.
    expect(text.split('Senior engineer')).toHaveLength(3);
  });

  it('reads the text of a DOCX', async () => {
    expect(
      await extractText('application/vnd.openxmlformats-officedocument.wordprocessingml.document', await docxWith(['Résumé of Ada', 'Engineer']), LIMITS),
    ).toEqual({
      textStatus: 'extracted',
      text: expect.stringMatching(/Résumé of Ada\s+Engineer/),
    });
  });

  it('reads plain text and RTF, and calls images and DOC unsupported', async () => {
    expect(await extractText('text/plain', Buffer.from('plain text'), LIMITS)).toEqual({ textStatus: 'extracted', text: 'plain text' });
    expect(await extractText('application/rtf', rtfWith("Jos\\'e9"), LIMITS)).toEqual({ textStatus: 'extracted', text: 'José' });
    expect(await extractText('image/png', png(), LIMITS)).toEqual({ textStatus: 'unsupported' });
    expect(await extractText('application/msword', Buffer.from('x'), LIMITS)).toEqual({ textStatus: 'unsupported' });
  });

  it('stores U+FFFD where the text holds what PostgreSQL refuses: NUL, a lone surrogate', async () => {
    const docx = await docxWith(['Engineer\u0000Python', 'Rust']);
    expect(await extractText('application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx, LIMITS)).toEqual({
      textStatus: 'extracted',
      text: expect.stringMatching(/^Engineer\ufffdPython\s+Rust\s*$/),
    });
    // RTF's \u takes a signed 16-bit code: 0 is NUL, -10179 half of a pair.
    expect(await extractText('application/rtf', rtfWith('a\\u0 ?b \\u-10179 ?c'), LIMITS)).toEqual({ textStatus: 'extracted', text: 'a\ufffdb \ufffdc' });
    expect(await extractText('text/plain', Buffer.from('nul\u0000'), LIMITS)).toEqual({ textStatus: 'extracted', text: 'nul\ufffd' });
  });

  it('caps the stored text', async () => {
    const result = await extractText('text/plain', Buffer.alloc(TEXT_MAX_CHARS + 10, 'a'), LIMITS);
    expect((result as { text: string }).text).toHaveLength(TEXT_MAX_CHARS);
  });

  it('fails a broken PDF and a broken DOCX without throwing', async () => {
    expect(await extractText('application/pdf', brokenPdf(), LIMITS)).toEqual({ textStatus: 'failed', reason: expect.any(String) });
    expect(
      await extractText('application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.from('PK\u0003\u0004 not a zip'), LIMITS),
    ).toEqual({ textStatus: 'failed', reason: expect.any(String) });
  });

  it('fails a parse that needs more memory than the parser process may use, and the worker lives on', async () => {
    const result = await extractText(
      'application/pdf',
      pdfWith(
        Array.from({ length: 2000 }, (_, i) => `line ${i} `.repeat(20)),
        { pages: 20 },
      ),
      { ...LIMITS, memoryMb: 4 },
    );
    expect(result).toEqual({ textStatus: 'failed', reason: expect.stringMatching(/memory/i) });
    expect((await extractText('application/pdf', pdfWith(['still fine']), LIMITS)).textStatus).toBe('extracted');
  });

  it('stops a parse that runs past the deadline', async () => {
    const started = Date.now();
    const result = await extractText(
      'application/pdf',
      pdfWith(
        Array.from({ length: 50 }, (_, i) => `line ${i}`),
        { pages: 2 },
      ),
      { ...LIMITS, timeoutMs: 1 },
    );
    expect(result).toEqual({ textStatus: 'failed', reason: expect.stringMatching(/longer than 1 ms/) });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
