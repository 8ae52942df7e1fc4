import type { Response } from 'supertest';
import type { ApiClient } from '../helpers/api-client';
import { expectSuccess } from '../helpers/assertions';

export interface Change {
  id: string;
  type: string;
  resourceType: string;
  resourceId: string;
  occurredAt: string;
  data: Record<string, any>;
}

export interface ChangePage {
  items: Change[];
  nextCursor: string;
  hasMore: boolean;
}

/** One page of GET /changes: a 200 whose nextCursor is never null (docs/api/sync.md#cursor-and-order). */
export function changePage(response: Response, limit = 100): ChangePage {
  const items = expectSuccess(response) as Change[];
  const { nextCursor, hasMore, limit: echoed } = response.body.meta.pagination;
  expect(typeof nextCursor).toBe('string');
  expect(echoed).toBe(limit);
  expect(items.length).toBeLessThanOrEqual(limit);
  return { items, nextCursor, hasMore };
}

const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

export async function readChanges(api: ApiClient, params: Record<string, string | number | undefined> = {}): Promise<ChangePage> {
  return changePage(await api.get(`/changes?${query(params)}`), Number(params.limit ?? 100));
}

/** Follows nextCursor until hasMore is false; returns every change read and where to resume. */
export async function readToEnd(api: ApiClient, params: Record<string, string | number | undefined> = {}): Promise<{ changes: Change[]; cursor: string }> {
  const changes: Change[] = [];
  let cursor = params.cursor as string | undefined;
  for (;;) {
    const page = await readChanges(api, { ...params, cursor });
    changes.push(...page.items);
    cursor = page.nextCursor;
    if (!page.hasMore) return { changes, cursor };
  }
}
