import { createHmac, timingSafeEqual } from 'node:crypto';

/** A callback signed longer ago than this (or this far in the future) is refused: a replay window of five minutes. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/** The header the partner signs with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const CALLBACK_SIGNATURE_HEADER = 'x-partner-signature';

/** The signature of `body` at `timestamp` (what the partner computes; the tests sign with it too). */
export function signCallback(secret: string, timestamp: number, body: Buffer | string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * Why a callback's signature does not hold, or null: computed over the body's exact bytes (a re-serialised JSON would
 * differ in spacing or key order), compared in constant time, within the tolerance of `now`.
 */
export function callbackSignatureProblem(secret: string, header: string | undefined, body: Buffer, now: Date): string | null {
  if (header === undefined) return `The ${CALLBACK_SIGNATURE_HEADER} header is missing`;
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return `The ${CALLBACK_SIGNATURE_HEADER} header is not t=<seconds>,v1=<hex>`;
  if (Math.abs(now.getTime() / 1000 - timestamp) > CALLBACK_TOLERANCE_SECONDS) return 'The signature is too old or in the future';
  const expected = Buffer.from(signCallback(secret, timestamp, body).split('v1=')[1], 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? null : 'The signature does not match the body';
}
