/**
 * Strings that break the UUID rule of ids in paths, queries and bodies (docs/api/wire-rules.md#ids): wrong version digit (0, 9), wrong
 * variant, wrong length, not hex, no dashes, braces. The first is the plainest, for a check that needs only one.
 */
export const MALFORMED_IDS = [
  'abc',
  '123',
  '0190a0b4-8a3e-0c2d-9f00-1234567890ab',
  '0190a0b4-8a3e-9c2d-9f00-1234567890ab',
  '0190a0b4-8a3e-7c2d-cf00-1234567890ab',
  '0190a0b4-8a3e-7c2d-7f00-1234567890ab',
  '0190a0b48a3e7c2d9f001234567890ab',
  '0190a0b4-8a3e-7c2d-9f00-1234567890abc',
  '0190a0b4-8a3e-7c2d-9f00-1234567890a',
  'g190a0b4-8a3e-7c2d-9f00-1234567890ab',
  '{0190a0b4-8a3e-7c2d-9f00-1234567890ab}',
];
