/** U+FFFD REPLACEMENT CHARACTER: what stands, in stored text, for a character PostgreSQL refuses. */
export const REPLACEMENT_CHARACTER = '\ufffd';

/** JSON.stringify writes U+0000 and unpaired surrogates as these escapes (a pair is written as it is). */
const REFUSED_ESCAPE = /\\u(?:0000|d[89a-f])/i;

/**
 * Text from outside the installation (a receiver's answer, an action's error, text parsed from a file)
 * as PostgreSQL can store it: each U+0000 and each unpaired UTF-16 surrogate becomes U+FFFD.
 * `text` refuses U+0000 (22021) and `jsonb` refuses both as escapes (22P05, 22P02); the request
 * edge refuses them with 422 instead (docs/adr/0003-request-text-must-be-storable.md), so this is for what no client sent.
 */
export function storableText(text: string): string;
export function storableText(text: string | null): string | null;
export function storableText(text: string | null): string | null {
  if (text === null) return null;
  return (text.includes('\u0000') ? text.replaceAll('\u0000', REPLACEMENT_CHARACTER) : text).toWellFormed();
}

/** `value` as JSON text for a `jsonb` parameter, every string and key passed through storableText; undefined is `null`. */
export function storableJson(value: unknown): string {
  const json = JSON.stringify(value ?? null);
  return REFUSED_ESCAPE.test(json) ? JSON.stringify(value ?? null, storableValue) : json;
}

function storableValue(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.every((key) => storableText(key) === key)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [storableText(key), child]));
}
