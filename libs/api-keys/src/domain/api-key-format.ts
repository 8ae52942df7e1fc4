import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * Key format (docs/api/auth.md#api-keys): `ats_live_` or `ats_test_`, 30 random base62 characters, then 6 base62
 * characters of the CRC32 of everything before them, so a scanner can recognise a real key offline.
 */
export type KeyEnvironment = 'live' | 'test';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
const FORMAT = /^ats_(live|test)_[0-9A-Za-z]{36}$/;

function toBase62(value: number, width: number): string {
  let text = '';
  for (let rest = value; rest > 0; rest = Math.floor(rest / 62)) text = BASE62[rest % 62] + text;
  return text.padStart(width, '0');
}

function checksum(body: string): string {
  return toBase62(crc32(body), CHECKSUM_LENGTH);
}

export function generateApiKey(environment: KeyEnvironment): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += BASE62[randomInt(62)];
  const body = `ats_${environment}_${random}`;
  return body + checksum(body);
}

/** True for a key in our format whose checksum matches (no database needed). */
export function hasValidChecksum(key: string): boolean {
  if (!FORMAT.test(key)) return false;
  const body = key.slice(0, -CHECKSUM_LENGTH);
  return checksum(body) === key.slice(-CHECKSUM_LENGTH);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What may be shown of a key after creation: its first 12 and last 4 characters. */
export function visibleParts(key: string): { prefix: string; last4: string } {
  return { prefix: key.slice(0, 12), last4: key.slice(-4) };
}
