import { HTTP_STATUS_BY_CODE, type ErrorCode } from '../errors';

export interface Pagination {
  nextCursor: string | null;
  hasMore: boolean;
  limit: number;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function statusOf(code: ErrorCode): number {
  return HTTP_STATUS_BY_CODE[code];
}

/** A handler result whose success status is decided at run time (e.g. 201 created vs 200 existing). */
export class StatusResult<T> {
  constructor(
    readonly status: number,
    readonly data: T,
  ) {}
}

/**
 * A body sent as it is, without the envelope, with its status and headers (its Content-Type among them):
 * for a protocol with its own wire format (SCIM, docs/api/scim.md; JSON-LD and XML feeds, docs/api/careers.md).
 * An object is sent as JSON, a string as text.
 */
export class ExactResponse {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export function isPage(value: unknown): value is Page<unknown> {
  return typeof value === 'object' && value !== null && Array.isArray((value as Page<unknown>).items) && 'pagination' in value;
}
