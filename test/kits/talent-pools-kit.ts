import type { ApiClient } from '../helpers/api-client';
import { expectTimestamp, UUID } from '../helpers/common';

/** Shared expectations and factories of the talent-pool e2e files (docs/api/resources.md#talent-pools). */

export const POOL_KEYS = ['createdAt', 'description', 'id', 'name', 'updatedAt'];
export const ENTRY_KEYS = ['addedById', 'candidateId', 'createdAt', 'id', 'note', 'poolId'];

export function expectPoolShape(pool: Record<string, any>): void {
  expect(Object.keys(pool).sort()).toEqual(POOL_KEYS);
  expect(pool.id).toMatch(UUID);
  expect(typeof pool.name).toBe('string');
  expect(pool.description === null || typeof pool.description === 'string').toBe(true);
  expectTimestamp(pool.createdAt);
  expectTimestamp(pool.updatedAt);
}

export function expectEntryShape(entry: Record<string, any>): void {
  expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
  for (const key of ['id', 'poolId', 'candidateId', 'addedById']) expect(entry[key]).toMatch(UUID);
  expect(entry.note === null || typeof entry.note === 'string').toBe(true);
  expectTimestamp(entry.createdAt);
}

/** A pool made through the API. */
export async function createPool(api: ApiClient, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await api.post('/talent-pools', { name: 'Backend silver medallists', ...overrides });
  if (response.status !== 201) throw new Error(`createPool: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** An entry made through the API. */
export async function addEntry(api: ApiClient, poolId: string, candidateId: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await api.post(`/talent-pools/${poolId}/entries`, { candidateId, ...overrides });
  if (response.status !== 201) throw new Error(`addEntry: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}
