/** A JSON value as the audit log hashes it. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * RFC 8785 (JSON Canonicalization Scheme): no whitespace, object members sorted by the UTF-16 code
 * units of their names, strings and numbers serialized as ECMAScript's JSON.stringify does (which is
 * what RFC 8785 §3.2.2 prescribes). Written here: no canonicalization package is installed (docs/adr/0072-audit-chain.md).
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('RFC 8785 has no representation for NaN or Infinity');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  // Array.prototype.sort without a comparator compares UTF-16 code units, as RFC 8785 §3.2.3 requires.
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
}
