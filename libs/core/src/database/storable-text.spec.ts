import { storableJson, storableText } from './storable-text';

describe(storableText.name, () => {
  it.each([
    ['a\u0000b\u0000', 'a\ufffdb\ufffd'],
    ['lone \ud800 high and \udc00 low', 'lone \ufffd high and \ufffd low'],
    ['cut pair \ud83d', 'cut pair \ufffd'],
  ])('replaces what PostgreSQL refuses in %j with U+FFFD', (sent, stored) => {
    expect(storableText(sent)).toBe(stored);
    expect(storableText(sent)).toHaveLength(sent.length);
  });

  it('keeps other text as it is: pairs, U+FFFD, control characters, null', () => {
    for (const text of ['', 'plain', 'smile \ud83d\ude00', '\ufffd', 'tab\tand \u0001']) expect(storableText(text)).toBe(text);
    expect(storableText(null)).toBeNull();
  });
});

describe(storableJson.name, () => {
  it('replaces them in strings and keys at any depth, as JSON PostgreSQL accepts', () => {
    const value = { 'k\u0000': 'v\u0000', list: ['ok', '\udfff', { deep: ['\u0000'] }], n: 1, b: true, nothing: null, pair: '\ud83d\ude00' };
    expect(JSON.parse(storableJson(value))).toEqual({
      'k\ufffd': 'v\ufffd',
      list: ['ok', '\ufffd', { deep: ['\ufffd'] }],
      n: 1,
      b: true,
      nothing: null,
      pair: '\ud83d\ude00',
    });
    expect(storableJson('\ud800')).toBe('"\ufffd"');
  });

  it('writes what has nothing to replace as JSON.stringify does, undefined as null', () => {
    const value = { a: 'x', escaped: 'a backslash and u0000: \\u0000', date: new Date(0) };
    expect(storableJson(value)).toBe(JSON.stringify(value));
    expect(storableJson(undefined)).toBe('null');
    expect(storableJson(null)).toBe('null');
  });
});
