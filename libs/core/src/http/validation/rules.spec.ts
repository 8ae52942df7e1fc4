import {
  findTextProblems,
  hasAtMostDecimals,
  isBase64,
  isEmailAddress,
  isHttpUrl,
  isIsoDate,
  isIsoUtcDateTime,
  isUuid,
  nestingDepth,
  parseIsoUtcDateTime,
  textProblem,
} from './rules';

describe('validation rules', () => {
  it.each([
    ['0190a0b4-8a3e-7c2d-9f00-1234567890ab', true],
    ['0190A0B4-8A3E-7C2D-BF00-1234567890AB', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', true],
    ['0190a0b4-8a3e-9c2d-9f00-1234567890ab', false],
    ['0190a0b4-8a3e-0c2d-9f00-1234567890ab', false],
    ['0190a0b4-8a3e-7c2d-cf00-1234567890ab', false],
    ['0190a0b48a3e7c2d9f001234567890ab', false],
    ['0190a0b4-8a3e-7c2d-9f00-1234567890abc', false],
    [' 0190a0b4-8a3e-7c2d-9f00-1234567890ab', false],
    [42, false],
  ])('isUuid(%p) is %p', (value, expected) => expect(isUuid(value)).toBe(expected));

  it.each([
    ['ada@example.com', true],
    ["o'brien+tag@mail.example.co", true],
    ['a_b-c.d@x-y.io', true],
    ['.ada@example.com', false],
    ['ada..l@example.com', false],
    ['ada.@example.com', false],
    ['ada@example.c', false],
    ['ada@example.c0m', false],
    ['ada@-example.com', false],
    ['ada@example', false],
    ['ada example@example.com', false],
    [`${'a'.repeat(64)}@${'b'.repeat(251)}.com`, true],
    [`${'a'.repeat(64)}@${'b'.repeat(252)}.com`, false],
  ])('isEmailAddress(%p) is %p', (value, expected) => expect(isEmailAddress(value)).toBe(expected));

  it.each([
    ['2026-11-21T10:00Z', true],
    ['2026-11-21T10:00:59Z', true],
    ['2026-11-21T23:59:59.123456Z', true],
    ['2024-02-29T00:00Z', true],
    ['2000-02-29T00:00Z', true],
    ['1900-02-29T00:00Z', false],
    ['0000-01-01T00:00Z', false],
    ['0001-01-01T00:00Z', true],
    ['2026-02-29T00:00Z', false],
    ['2026-04-31T00:00Z', false],
    ['2026-13-01T00:00Z', false],
    ['2026-11-21T24:00Z', false],
    ['2026-11-21T10:60Z', false],
    ['2026-11-21T10:00:60Z', false],
    ['2026-11-21T10:00+00:00', false],
    ['2026-11-21T10:00', false],
    ['2026-11-21', false],
    ['2026-11-21T10:00:00.Z', false],
  ])('isIsoUtcDateTime(%p) is %p', (value, expected) => expect(isIsoUtcDateTime(value)).toBe(expected));

  it.each([
    ['2026-11-21T10:00Z', '2026-11-21T10:00:00.000Z'],
    ['2026-11-21T10:00:07Z', '2026-11-21T10:00:07.000Z'],
    ['2026-11-21T10:00:07.5Z', '2026-11-21T10:00:07.500Z'],
    ['2026-11-21T10:00:07.123999Z', '2026-11-21T10:00:07.123Z'],
    ['2026-11-21T10:00:00.0009999995Z', '2026-11-21T10:00:00.000Z'],
    ['0001-01-01T00:00Z', '0001-01-01T00:00:00.000Z'],
    ['2024-02-29T23:59:59.999Z', '2024-02-29T23:59:59.999Z'],
  ])('parseIsoUtcDateTime(%p) is %p, the fraction cut to milliseconds', (value, expected) => expect(parseIsoUtcDateTime(value).toISOString()).toBe(expected));

  it.each([
    ['2026-11-21', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['0000-01-01', false],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['2026-11-21T00:00Z', false],
    [' 2026-11-21', false],
    [20261121, false],
  ])('isIsoDate(%p) is %p', (value, expected) => expect(isIsoDate(value)).toBe(expected));

  it.each([
    [1, true],
    [0.01, true],
    [1234.5, true],
    [1234.56, true],
    [9999999999999.99, true],
    [1.005, false],
    [0.001, false],
    [1.5e-7, false],
    [1e21, true],
    [-12.34, true],
    [-12.345, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('hasAtMostDecimals(%p, 2) is %p', (value, expected) => expect(hasAtMostDecimals(value, 2)).toBe(expected));

  it.each([
    ['https://www.linkedin.com/in/ada', true],
    ['http://localhost:8080/x?y=1', true],
    ['ftp://example.com', false],
    ['mailto:ada@example.com', false],
    ['//example.com', false],
    ['example.com', false],
    ['https://', false],
    ['https://exa mple.com', false],
    [' https://example.com', false],
  ])('isHttpUrl(%p) is %p', (value, expected) => expect(isHttpUrl(value)).toBe(expected));

  it.each([
    ['', true],
    ['b2s=', true],
    ['YQ==', true],
    ['YWJj', true],
    ['a+/9', true],
    ['YQ=', false],
    ['YQ', false],
    ['Y===', false],
    ['====', false],
    ['YQ==YWJj', false],
    ['not base64!', false],
    ['YW Jj', false],
    ['YWJ\u00e9', false],
  ])('isBase64(%p) is %p', (value, expected) => expect(isBase64(value)).toBe(expected));

  it('checks megabytes of base64 without overflowing the stack', () => {
    const large = Buffer.alloc(6 * 1024 * 1024, 'ab').toString('base64');
    expect(isBase64(large)).toBe(true);
    expect(isBase64(`${large.slice(0, -4)}YQ!=`)).toBe(false);
  });

  it('measures nesting depth without recursion, stopping past the limit', () => {
    expect(nestingDepth(1)).toBe(0);
    expect(nestingDepth({})).toBe(1);
    expect(nestingDepth({ a: [1, { b: [] }], c: 'x' })).toBe(4);
    const deep = JSON.parse(`${'['.repeat(200_000)}1${']'.repeat(200_000)}`);
    expect(nestingDepth(deep, 64)).toBe(65);
  });

  it.each([
    ['plain text', null],
    ['', null],
    ['emoji \ud83d\ude00 as a surrogate pair', null],
    ['\ufffd replacement character', null],
    ['before\u0000after', 'nul'],
    ['\ud800', 'ill-formed'],
    ['lone high \ud83d then text', 'ill-formed'],
    ['lone low \udc00', 'ill-formed'],
    ['reversed pair \ude00\ud83d', 'ill-formed'],
    ['ends high \udbff', 'ill-formed'],
  ])('textProblem(%p) is %p', (text, expected) => expect(textProblem(text)).toBe(expected));

  it('finds every string and key that breaks a text rule, by path, nested arrays included', () => {
    const body = JSON.parse(
      '{"a":"fine","b":["ok","bad\\u0000"],"c":{"k\\u0000":1,"d":"\\u0000"},"firstName":"\\ud800x",' +
        '"educationEntries":[{"school":"MIT"},{"school":"\\udc00"}],"\\ud800":{"e":"\\u0000"},"emoji":"\\ud83d\\ude00"}',
    );
    expect(findTextProblems(body)).toEqual([
      { path: 'b.1', problem: 'nul' },
      { path: 'c.d', problem: 'nul' },
      { path: 'c.k\u0000', problem: 'nul' },
      { path: 'educationEntries.1.school', problem: 'ill-formed' },
      { path: 'firstName', problem: 'ill-formed' },
      { path: '\ud800', problem: 'ill-formed' },
    ]);
    expect(findTextProblems({ a: 1, b: null, c: [true], d: 'ok' })).toEqual([]);
  });

  it('finds __proto__ and constructor keys at any depth, as JSON.parse keeps them, without walking their values', () => {
    const body = JSON.parse(
      '{"__proto__":{"x":"\\u0000"},"constructor":1,"list":[{"constructor":{"prototype":{}}}],"free":{"a":{"__proto__":[]}},"prototype":"kept"}',
    );
    expect(findTextProblems(body)).toEqual([
      { path: '__proto__', problem: 'reserved-key' },
      { path: 'constructor', problem: 'reserved-key' },
      { path: 'free.a.__proto__', problem: 'reserved-key' },
      { path: 'list.0.constructor', problem: 'reserved-key' },
    ]);
  });

  it('reports a lone string under the root it is given (a path parameter)', () => {
    expect(findTextProblems('a\u0000', 'id')).toEqual([{ path: 'id', problem: 'nul' }]);
    expect(findTextProblems('fine', 'id')).toEqual([]);
  });
});
