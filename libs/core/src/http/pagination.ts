import { ValidationFailedError } from '../errors';
import { DateTimeField, IntegerField, isUuid, TextField } from './validation';
import type { Page } from './envelope';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The page a list query asks for, as services and repositories read it (PageQueryDto validates it). */
export interface PageQuery {
  limit?: number;
  cursor?: string;
  updatedAfter?: string;
}

/** `limit` and `cursor` (docs/api/wire-rules.md#pagination) and `updatedAfter` (docs/api/sync.md#incremental-lists) of every list. Extend it for filters. */
export class PageQueryDto implements PageQuery {
  @IntegerField({ optional: true, min: 1, max: MAX_PAGE_SIZE, fromQuery: true, description: `Page size, default ${DEFAULT_PAGE_SIZE}` })
  limit?: number;

  @TextField({ optional: true, min: 1, max: 200, description: 'The `nextCursor` of the previous page' })
  cursor?: string;

  @DateTimeField({
    optional: true,
    description:
      'Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, ' +
      'see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z',
    example: '2026-11-21T10:00:00.000Z',
  })
  updatedAfter?: string;
}

/** Position after which the next page starts: the last row's (createdAt, id). */
export interface Keyset {
  createdAt: Date;
  id: string;
}

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.createdAt.toISOString(), keyset.id])).toString('base64url');
}

/** The timestamp form encodeCursor writes; anything else (e.g. a year PostgreSQL cannot store) was not issued here. */
const CURSOR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const date = typeof createdAt === 'string' && CURSOR_TIMESTAMP.test(createdAt) ? new Date(createdAt) : new Date(NaN);
    if (Number.isNaN(date.getTime()) || !isUuid(id)) throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw unissuedCursor();
  }
}

function unissuedCursor(): ValidationFailedError {
  return new ValidationFailedError([{ location: 'query', path: 'cursor', message: 'cursor is not a cursor this API issued' }]);
}

/** A keyset led by a number the list is ordered by first (descending relevance, ascending stage order, ...). */
export interface LeadingKeyset extends Keyset {
  lead: number;
}

/** Decodes the lead and keyset a leading cursor starts with; `validLead` says which numbers the list can have issued. */
function decodeLeadingCursor(cursor: string | undefined, validLead: (lead: number) => boolean): LeadingKeyset | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [lead, createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown, unknown];
    const date = typeof createdAt === 'string' && CURSOR_TIMESTAMP.test(createdAt) ? new Date(createdAt) : new Date(NaN);
    if (typeof lead !== 'number' || !validLead(lead) || Number.isNaN(date.getTime()) || !isUuid(id)) throw new Error('bad cursor');
    return { lead, createdAt: date, id };
  } catch {
    throw unissuedCursor();
  }
}

/**
 * A LeadingKeyset that also carries where a ranked window ends (a search ranks only its newest matches:
 * the oldest ranked row), or null when the window holds every match; later pages keep that window.
 */
export interface WindowedKeyset extends LeadingKeyset {
  window: Keyset | null;
}

/** The window goes as epoch milliseconds and the id's 32 hex digits, so that the cursor stays within its 200 characters. */
export function encodeWindowedCursor(keyset: WindowedKeyset): string {
  const window = keyset.window === null ? null : [keyset.window.createdAt.getTime(), keyset.window.id.replace(/-/g, '')];
  return Buffer.from(JSON.stringify([keyset.lead, keyset.createdAt.toISOString(), keyset.id, window])).toString('base64url');
}

/** Decodes what encodeWindowedCursor wrote; a cursor without a window (issued before windows) has a null window. */
export function decodeWindowedCursor(cursor: string | undefined, validLead: (lead: number) => boolean): WindowedKeyset | undefined {
  const keyset = decodeLeadingCursor(cursor, validLead);
  if (cursor === undefined || keyset === undefined) return undefined;
  const window = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[])[3] ?? null;
  if (window === null) return { ...keyset, window: null };
  const [milliseconds, hex] = Array.isArray(window) ? (window as unknown[]) : [];
  const id = typeof hex === 'string' && /^[0-9a-f]{32}$/i.test(hex) ? hex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5') : '';
  const createdAt = new Date(typeof milliseconds === 'number' && Number.isInteger(milliseconds) ? milliseconds : NaN);
  if (Number.isNaN(createdAt.getTime()) || !isUuid(id)) {
    throw unissuedCursor();
  }
  return { ...keyset, window: { createdAt, id } };
}

export function pageLimit(query: PageQueryDto): number {
  return query.limit ?? DEFAULT_PAGE_SIZE;
}

/**
 * Builds a page from rows fetched with `LIMIT limit + 1` in (createdAt desc, id desc) order:
 * the extra row only tells whether another page exists.
 */
export function toPage<Row extends Keyset, View>(
  rows: Row[],
  limit: number,
  present: (row: Row) => View,
  encode: (last: Row) => string = encodeCursor,
): Page<View> {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(present),
    pagination: { nextCursor: hasMore && last ? encode(last) : null, hasMore, limit },
  };
}
