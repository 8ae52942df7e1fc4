import { canonicalJson, type JsonValue } from './canonical-json';

/** The examples of RFC 8785 (https://www.rfc-editor.org/rfc/rfc8785). */
describe('canonicalJson (RFC 8785)', () => {
  it('serializes the primitives of §3.2.2 (example of §3.2.2 "Serialization of Primitive Data Types")', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001], ' +
        '"string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}',
    ) as JsonValue;
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('sorts members by UTF-16 code units (example of §3.2.3)', () => {
    const input = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    expect(Object.keys(JSON.parse(canonicalJson(input)) as object).length).toBe(7);
    const order = canonicalJson(input)
      .slice(1, -1)
      .split(/,(?=")/)
      .map((member) => JSON.parse(`{${member}}`) as Record<string, string>)
      .map((member) => Object.values(member)[0]);
    expect(order).toEqual([
      'Carriage Return',
      'One',
      'Control',
      'Latin Small Letter O With Diaeresis',
      'Euro Sign',
      'Emoji: Grinning Face',
      'Hebrew Letter Dalet With Dagesh',
    ]);
  });

  it('serializes the numbers of Appendix B as ECMAScript does', () => {
    const cases: Array<[number, string]> = [
      [0, '0'],
      [-0, '0'],
      [5e-324, '5e-324'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
      [9007199254740992, '9007199254740992'],
      [295147905179352830000, '295147905179352830000'],
      [1e21, '1e+21'],
      [0.000001, '0.000001'],
      [1e-7, '1e-7'],
    ];
    for (const [value, text] of cases) expect(canonicalJson(value)).toBe(text);
  });

  it('nests arrays and objects without whitespace and refuses non-finite numbers', () => {
    expect(canonicalJson({ b: [1, { d: null, c: 'x' }], a: {} })).toBe('{"a":{},"b":[1,{"c":"x","d":null}]}');
    expect(() => canonicalJson(Number.NaN)).toThrow('NaN');
  });
});
