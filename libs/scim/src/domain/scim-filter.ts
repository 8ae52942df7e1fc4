import { ScimError } from './scim-error';

/** `userName eq "<value>"` (attribute and operator in any letter case, the attribute also by its full URN); JSON string escapes in the value. */
const USER_NAME_EQ = /^\s*(?:urn:ietf:params:scim:schemas:core:2\.0:User:)?userName\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i;

/**
 * The one filter the service answers (docs/api/scim.md#lists-and-filters): the email `userName eq "..."` names, or undefined
 * without a filter. Any other filter is 400 invalidFilter, as RFC 7644 §3.4.2.2 says of an unsupported one.
 */
export function parseUserNameFilter(filter: string | undefined): string | undefined {
  if (filter === undefined) return undefined;
  const match = USER_NAME_EQ.exec(filter);
  if (match === null) throw ScimError.badRequest('invalidFilter', 'Only the filter userName eq "<email>" is supported');
  try {
    return JSON.parse(match[1]) as string;
  } catch {
    throw ScimError.badRequest('invalidFilter', 'The filter value is not a valid string');
  }
}

/** `startIndex` and `count` (RFC 7644 §3.4.2.4): below 1 is 1, below 0 is 0, above `max` is `max`; not an integer is 400. */
export function parseWindow(
  startIndex: string | undefined,
  count: string | undefined,
  fallbackCount: number,
  max: number,
): { startIndex: number; count: number } {
  const integer = (value: string | undefined, name: string, fallback: number): number => {
    if (value === undefined) return fallback;
    if (!/^\s*-?\d{1,15}\s*$/.test(value)) throw ScimError.badRequest('invalidValue', `${name} must be an integer`);
    return Number(value);
  };
  return { startIndex: Math.max(1, integer(startIndex, 'startIndex', 1)), count: Math.min(max, Math.max(0, integer(count, 'count', fallbackCount))) };
}
