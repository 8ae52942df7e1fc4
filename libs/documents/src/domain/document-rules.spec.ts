import { attachmentDisposition, byteRangeOf, documentFilename, jsonUploadLimitBytes } from './document-rules';

describe('documentFilename', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['C:\\Users\\ada\\cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['a/b\\c.txt', 'c.txt'],
    ['Résumé José.docx', 'Résumé José.docx'],
  ])('keeps %j as %j', (sent, kept) => expect(documentFilename(sent)).toEqual({ filename: kept }));

  it.each(['', 'dir/', 'a\\', 'cv\u0000.pdf', 'cv\n.pdf', 'cv\u007f', 'cv\u0085'])('refuses %j', (sent) =>
    expect(documentFilename(sent)).toHaveProperty('problem'),
  );

  it.each(['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'refuses the bidirectional control %j (a right-to-left override hides the real extension)',
    (control) => expect(documentFilename(`cv${control}fdp.exe`)).toEqual({ problem: expect.stringMatching(/bidirectional/) }),
  );

  it('keeps right-to-left text itself', () => expect(documentFilename('קורות חיים.pdf')).toEqual({ filename: 'קורות חיים.pdf' }));

  it('counts 255 characters after removing the directory part', () => {
    expect(documentFilename(`dir/${'a'.repeat(255)}`)).toEqual({ filename: 'a'.repeat(255) });
    expect(documentFilename('a'.repeat(256))).toHaveProperty('problem');
  });
});

describe('attachmentDisposition', () => {
  it('percent-encodes UTF-8 and the characters RFC 8187 does not allow', () => {
    expect(attachmentDisposition('Résumé (final) "v2";.pdf')).toBe("attachment; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20%22v2%22%3B.pdf");
    expect(attachmentDisposition("it's*.txt")).toBe("attachment; filename*=UTF-8''it%27s%2A.txt");
  });
});

describe('byteRangeOf', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-9', { kind: 'partial', range: { start: 0, end: 9 } }],
    ['bytes=5-', { kind: 'partial', range: { start: 5, end: 99 } }],
    ['bytes=-10', { kind: 'partial', range: { start: 90, end: 99 } }],
    ['bytes=-1000', { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=90-500', { kind: 'partial', range: { start: 90, end: 99 } }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=9-2', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
  ] as const)('%s over 100 bytes → %j', (header, expected) => expect(byteRangeOf(header, 100)).toEqual(expected));
});

describe('jsonUploadLimitBytes', () => {
  it('fits the base64 of the largest document', () => {
    const max = 20 * 1024 * 1024;
    expect(jsonUploadLimitBytes(max)).toBeGreaterThan(Buffer.alloc(max).toString('base64').length + 1000);
  });
});
