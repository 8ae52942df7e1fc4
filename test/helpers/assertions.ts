import type { Response } from 'supertest';

/** `2026-11-21T10:00:00.000Z`: UTC with milliseconds (docs/api/wire-rules.md#timestamps). */
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The API key format (docs/api/auth.md#api-keys). */
export const KEY_FORMAT = /^ats_(live|test)_[0-9A-Za-z]{36}$/;

/** An error response: this status and code, the envelope `{ error: { code, message, details? } }` and nothing else. */
export function expectError(response: Response, status: number, code: string): Record<string, any> {
  if (response.status !== status) throw new Error(`expected ${status} ${code}, got ${response.status} ${JSON.stringify(response.body)}`);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(response.body)).toEqual(['error']);
  const { error } = response.body;
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  expect(Object.keys(error).every((key) => ['code', 'message', 'details'].includes(key))).toBe(true);
  expect(response.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|stack/i);
  return error;
}

/** A 401: UNAUTHORIZED with `WWW-Authenticate: Bearer`. */
export function expectUnauthorized(response: Response): void {
  expectError(response, 401, 'UNAUTHORIZED');
  expect(response.headers['www-authenticate']).toBe('Bearer');
}

/** A 403 naming the scope the key lacks. */
export function expectForbidden(response: Response, requiredScope: string): void {
  const error = expectError(response, 403, 'FORBIDDEN');
  expect(error.details).toEqual({ requiredScope });
}

export interface Issue {
  location: 'body' | 'query' | 'path' | 'header';
  path: string;
}

/** A 422 whose details are exactly one issue per broken rule: these locations and paths, each with a message. */
export function expectValidationError(response: Response, issues: Issue[]): Array<{ location: string; path: string; message: string }> {
  const error = expectError(response, 422, 'VALIDATION_ERROR');
  expect(Array.isArray(error.details)).toBe(true);
  for (const issue of error.details) {
    expect(Object.keys(issue).sort()).toEqual(['location', 'message', 'path']);
    expect(typeof issue.message).toBe('string');
    expect(issue.message.length).toBeGreaterThan(0);
  }
  const sortKey = (issue: Issue) => `${issue.location}:${issue.path}`;
  expect(
    error.details.map((issue: Issue) => ({ location: issue.location, path: issue.path })).sort((a: Issue, b: Issue) => sortKey(a).localeCompare(sortKey(b))),
  ).toEqual(issues.map(({ location, path }) => ({ location, path })).sort((a, b) => sortKey(a).localeCompare(sortKey(b))));
  return error.details;
}

/** A success envelope `{ data, meta }` with this status; returns `data`. */
export function expectSuccess(response: Response, status = 200): any {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
  return response.body.data;
}

/** A list page: `meta.pagination = { nextCursor, hasMore, limit }`, nextCursor null exactly when hasMore is false. */
export function expectPage(response: Response, limit: number): { items: any[]; nextCursor: string | null; hasMore: boolean } {
  const data = expectSuccess(response);
  expect(Array.isArray(data)).toBe(true);
  expect(Object.keys(response.body.meta)).toEqual(['pagination']);
  const { pagination } = response.body.meta;
  expect(Object.keys(pagination).sort()).toEqual(['hasMore', 'limit', 'nextCursor']);
  expect(pagination.limit).toBe(limit);
  expect(typeof pagination.hasMore).toBe('boolean');
  if (pagination.hasMore) {
    expect(typeof pagination.nextCursor).toBe('string');
    expect(pagination.nextCursor.length).toBeGreaterThan(0);
  } else {
    expect(pagination.nextCursor).toBeNull();
  }
  expect(data.length).toBeLessThanOrEqual(limit);
  if (pagination.hasMore) expect(data.length).toBe(limit);
  return { items: data, nextCursor: pagination.nextCursor, hasMore: pagination.hasMore };
}
