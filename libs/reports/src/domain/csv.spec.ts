import { toCsv } from './csv';

describe(toCsv.name, () => {
  it('writes a header line and one line per row, CRLF ends, null as an empty cell', () => {
    expect(
      toCsv(
        ['source', 'applications', 'rate'],
        [
          ['referral', 3, 0.5],
          [null, 1, null],
        ],
      ),
    ).toBe('source,applications,rate\r\nreferral,3,0.5\r\n,1,\r\n');
    expect(toCsv(['a'], [])).toBe('a\r\n');
  });

  it('quotes cells with commas, quotes, line breaks or outer spaces, doubling quotes', () => {
    expect(toCsv(['name'], [['Screen, phone'], ['The "final" one'], ['two\nlines'], [' padded']])).toBe(
      'name\r\n"Screen, phone"\r\n"The ""final"" one"\r\n"two\nlines"\r\n" padded"\r\n',
    );
  });

  it('keeps a spreadsheet from running a text cell as a formula', () => {
    expect(toCsv(['source'], [['=HYPERLINK("x")'], ['+1'], ['-1'], ['@sum']])).toBe('source\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-1\r\n\'@sum\r\n');
  });
});
