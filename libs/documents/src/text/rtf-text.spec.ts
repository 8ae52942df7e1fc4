import { rtfToText } from './rtf-text';

describe(rtfToText.name, () => {
  it('keeps the body text and drops the font table, colour table and optional destinations', () => {
    const rtf =
      '{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}{\\colortbl;\\red255\\green0\\blue0;}{\\*\\generator Msftedit;}\\f0\\fs24 Senior \\b ' +
      'engineer\\b0\\par Second line}';
    expect(rtfToText(rtf)).toBe('Senior engineer\nSecond line');
  });

  it("decodes \\'hh as Windows-1252 and \\uN with its fallback characters skipped", () => {
    expect(rtfToText("{\\rtf1 Jos\\'e9 \\u8364?5 \\uc2\\u8212 ab done}")).toBe('José €5 — done');
  });

  it('unescapes braces and backslashes and turns \\tab and \\line into whitespace', () => {
    expect(rtfToText('{\\rtf1 a\\{b\\}c\\\\d\\tab e\\line f}')).toBe('a{b}c\\d\te\nf');
  });

  it('tolerates unbalanced braces and a truncated file', () => {
    expect(rtfToText('{\\rtf1 text}}} more')).toBe('text more');
    expect(rtfToText("{\\rtf1 cut \\'")).toBe('cut ?');
  });

  // 300,000 groups: a parser quadratic in them would not finish within the test's timeout.
  it('stays linear on a hostile input', () => {
    expect(rtfToText(`{\\rtf1 ${'{\\b x}'.repeat(200_000)}${'{'.repeat(100_000)}`)).toBe('x'.repeat(200_000));
  });
});
