import { isEmailAddress, isHttpUrl, isIsoUtcDateTime, isUuid } from './rules';

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
});
