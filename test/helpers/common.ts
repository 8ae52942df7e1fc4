import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import type { ApiClient } from './api-client';
import { TIMESTAMP, type Issue } from './assertions';

/** Helpers every context's e2e tests share: ids, pages, the activity feed, the Admin user, waits. */

/** A UUID as the API writes it: the spec's version and variant digits, lower case. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The keys of an activity event (GET /activity-events). */
export const EVENT_KEYS = ['actor', 'createdAt', 'entityId', 'entityType', 'id', 'metadata', 'type'];

export const unique = (): string => randomBytes(5).toString('hex');
export const uniqueEmail = (local = 'cand'): string => `${local}.${unique()}@example.com`;

export const body = (...paths: string[]): Issue[] => paths.map((path) => ({ location: 'body', path }));

export function expectTimestamp(value: unknown): void {
  expect(value).toEqual(expect.stringMatching(TIMESTAMP));
  expect(new Date(value as string).toISOString()).toBe(value);
}

/** A list envelope: `{ data: [...], meta: { pagination: { nextCursor, hasMore, limit } } }`. */
export function expectListEnvelope(response: Response, limit: number): void {
  expect(response.status).toBe(200);
  expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
  expect(Array.isArray(response.body.data)).toBe(true);
  expect(Object.keys(response.body.meta)).toEqual(['pagination']);
  const pagination = response.body.meta.pagination;
  expect(Object.keys(pagination).sort()).toEqual(['hasMore', 'limit', 'nextCursor']);
  expect(pagination.limit).toBe(limit);
  expect(typeof pagination.hasMore).toBe('boolean');
  // nextCursor is null exactly when hasMore is false.
  if (pagination.hasMore) expect(typeof pagination.nextCursor).toBe('string');
  else expect(pagination.nextCursor).toBeNull();
  expect(response.body.data.length).toBeLessThanOrEqual(limit);
}

/** Follows nextCursor until the last page; returns every page's rows in order. */
export async function walkPages(api: ApiClient, path: string, limit: number, query: Record<string, string> = {}): Promise<{ rows: any[]; pages: number }> {
  const rows: any[] = [];
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const response = await api.get(path).query({ ...query, limit: String(limit), ...(cursor === undefined ? {} : { cursor }) });
    expectListEnvelope(response, limit);
    pages++;
    rows.push(...response.body.data);
    const { hasMore, nextCursor } = response.body.meta.pagination;
    if (!hasMore) return { rows, pages };
    expect(response.body.data).toHaveLength(limit);
    cursor = nextCursor;
    if (pages > 1000) throw new Error('walkPages: no end in sight');
  }
}

/** True when rows are in (createdAt desc, id desc) order. */
export function expectNewestFirst(rows: Array<{ id: string; createdAt: string }>): void {
  const sorted = [...rows].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
  expect(rows.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
}

/** The activity feed of one entity, newest first. */
export async function activityOf(api: ApiClient, entityId: string): Promise<any[]> {
  const response = await api.get('/activity-events').query({ entityId, limit: '100' });
  expectListEnvelope(response, 100);
  return response.body.data;
}

/** The "Admin" user behind the bootstrap key. */
export async function adminUser(api: ApiClient): Promise<{ id: string; name: string }> {
  const { rows } = await walkPages(api, '/users', 100);
  const admin = rows.find((user) => user.name === 'Admin');
  if (admin === undefined) throw new Error('adminUser: no Admin user');
  return { id: admin.id, name: admin.name };
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy, and returns that; fails after `timeoutMs` naming what it waited for. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}
