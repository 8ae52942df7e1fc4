/** The recurring validation rules (docs/api/wire-rules.md#recurring-validation-rules), as pure predicates. */

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$/;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const MAX_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

export function isUuid(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const lower = value.toLowerCase();
  return UUID.test(value) || lower === NIL_UUID || lower === MAX_UUID;
}

/** The email rule (docs/api/wire-rules.md#recurring-validation-rules); OpenAPI carries it as `pattern` (JSON Schema's `format: email` is another rule). */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 320;

export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * Base64 of RFC 4648 with padding: a length that is a multiple of 4, the alphabet, `=` only as the
 * last one or two characters. One pass over the characters, no regular expression: a backtracking
 * pattern overflows the stack on a few megabytes (docs/adr/0048-upload-bodies.md).
 */
export function isBase64(value: string): boolean {
  if (value.length % 4 !== 0) return false;
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  const end = value.length - padding;
  for (let index = 0; index < end; index++) {
    const code = value.charCodeAt(index);
    const inAlphabet = (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 /* + */ || code === 47; /* / */
    if (!inAlphabet) return false;
  }
  return true;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d+))?)?Z$/;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** `YYYY-MM-DDTHH:MM[:SS[.fraction]]Z` with a calendar-valid date from year 0001 (PostgreSQL has no year 0). */
export function isIsoUtcDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  return isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * The instant of a valid `isIsoUtcDateTime` string, its fraction cut to milliseconds (what every
 * timestamp column keeps). `new Date(text)` is not used: V8 misreads long fractions
 * (`…00.0009999995Z` becomes `…00.009Z`).
 */
export function parseIsoUtcDateTime(value: string): Date {
  const match = DATE_TIME.exec(value);
  if (match === null) throw new Error(`not a UTC date-time: ${value}`);
  const [, year, month, day, hours, minutes, seconds = '00', fraction = ''] = match;
  return new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${fraction.padEnd(3, '0').slice(0, 3)}Z`);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` from year 0001 (PostgreSQL has no year 0), leap years respected. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (match === null) return false;
  return isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Whether a finite number has at most `places` decimals as the client wrote it: JSON numbers
 * become the nearest double, whose shortest decimal form is what was sent (1.005 stays 1.005).
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  if (!Number.isFinite(value)) return false;
  const text = String(Math.abs(value));
  const exponent = /e([+-]\d+)$/.exec(text);
  const mantissa = exponent === null ? text : text.slice(0, exponent.index);
  const decimals = (mantissa.split('.')[1] ?? '').length - (exponent === null ? 0 : Number(exponent[1]));
  return decimals <= places;
}

/** An absolute http or https URL with a host. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && /^https?:\/\//i.test(value);
  } catch {
    return false;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Levels of nested objects and arrays in `value` (1 for `{}`), counted without recursion and given up past `max`. */
export function nestingDepth(value: unknown, max = Infinity): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > max) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Why a string or key of a request cannot be taken as it is. */
export type TextProblem = 'nul' | 'ill-formed' | 'reserved-key';

export interface TextFinding {
  path: string;
  problem: TextProblem;
}

/**
 * Keys with a meaning on every JavaScript object. class-transformer drops them without a word
 * (its guard against prototype pollution) and reads `constructor` as the class of a free-form
 * object, so they are refused wherever they appear, like any unknown key.
 */
export const RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor'];

/**
 * PostgreSQL stores neither U+0000 nor an unpaired UTF-16 surrogate (`"\ud800"` in JSON) in text
 * or jsonb, and no UTF-8 encoder can write the latter: either is refused before it gets there.
 */
export function textProblem(text: string): Exclude<TextProblem, 'reserved-key'> | null {
  if (text.includes('\u0000')) return 'nul';
  return text.isWellFormed() ? null : 'ill-formed';
}

/**
 * Every string and key of a JSON value (paths `a.0.b`, under `root`) that breaks a text rule:
 * NUL, not well-formed Unicode, or a reserved key. Walked without recursion; a key's value is not
 * walked once the key itself is refused.
 */
export function findTextProblems(value: unknown, root = ''): TextFinding[] {
  const found: TextFinding[] = [];
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem !== null) found.push({ path, problem });
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      const problem = RESERVED_KEYS.includes(key) ? 'reserved-key' : textProblem(key);
      if (problem !== null) found.push({ path: childPath, problem });
      else pending.push([child, childPath]);
    }
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
