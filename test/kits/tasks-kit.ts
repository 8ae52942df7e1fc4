import type { ApiClient } from '../helpers/api-client';
import { expectTimestamp, UUID } from '../helpers/common';

/** Shared expectations and factories of the task e2e files (docs/api/resources.md#tasks). */

export const TASK_KEYS = [
  'id',
  'title',
  'description',
  'status',
  'priority',
  'dueDate',
  'completedAt',
  'ownerId',
  'candidateId',
  'applicationId',
  'jobId',
  'interviewId',
  'createdById',
  'createdAt',
  'updatedAt',
].sort();

export const LINK_FIELDS = ['candidateId', 'applicationId', 'jobId', 'interviewId'] as const;

export function expectTaskShape(task: Record<string, any>): void {
  expect(Object.keys(task).sort()).toEqual(TASK_KEYS);
  expect(task.id).toMatch(UUID);
  expect(task.createdById).toMatch(UUID);
  expect(['pending', 'in_progress', 'completed', 'canceled']).toContain(task.status);
  expect(['low', 'medium', 'high', 'urgent']).toContain(task.priority);
  for (const key of ['ownerId', ...LINK_FIELDS]) if (task[key] !== null) expect(task[key]).toMatch(UUID);
  for (const key of ['dueDate', 'completedAt']) if (task[key] !== null) expectTimestamp(task[key]);
  expect(task.completedAt !== null).toBe(task.status === 'completed');
  expectTimestamp(task.createdAt);
  expectTimestamp(task.updatedAt);
}

export async function createTask(api: ApiClient, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await api.post('/tasks', { title: 'Call references', ...overrides });
  if (response.status !== 201) throw new Error(`createTask: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Request-side dueDate values that break the spec's rule. */
export const INVALID_DUE_DATES: Array<[string, unknown]> = [
  ['29 February of a common year', '2026-02-29T10:00Z'],
  ['29 February 1900 (divisible by 100, not 400)', '1900-02-29T10:00Z'],
  ['31 April', '2026-04-31T10:00Z'],
  ['year 0000 (PostgreSQL has no year 0)', '0000-01-01T00:00Z'],
  ['month 13', '2026-13-01T10:00Z'],
  ['day 0', '2026-11-00T10:00Z'],
  ['hour 24', '2026-11-21T24:00Z'],
  ['24:00:00', '2026-11-21T24:00:00Z'],
  ['minute 60', '2026-11-21T10:60Z'],
  ['second 60', '2026-11-21T10:00:60Z'],
  ['the offset +00:00', '2026-11-21T10:00+00:00'],
  ['the offset +01:00', '2026-11-21T10:00:00+01:00'],
  ['the offset -05:00', '2026-11-21T10:00:00.000-05:00'],
  ['no zone', '2026-11-21T10:00:00'],
  ['a date only', '2026-11-21'],
  ['hours only', '2026-11-21T10Z'],
  ['a space instead of T', '2026-11-21 10:00Z'],
  ['a lower-case t and z', '2026-11-21t10:00z'],
  ['a dot without fraction', '2026-11-21T10:00:00.Z'],
  ['a fraction without seconds', '2026-11-21T10:00.5Z'],
  ['single-digit parts', '2026-1-2T3:04Z'],
  ['a number', 1795000000000],
  ['a boolean', true],
  ['an object', { at: '2026-11-21T10:00Z' }],
];

/** Request-side dueDate values the rule allows, with what the API returns (UTC, milliseconds). */
export const VALID_DUE_DATES: Array<[string, string]> = [
  ['2024-02-29T00:00Z', '2024-02-29T00:00:00.000Z'],
  ['2000-02-29T12:30Z', '2000-02-29T12:30:00.000Z'],
  ['2026-11-21T23:59:59Z', '2026-11-21T23:59:59.000Z'],
  ['2026-11-21T00:00:00.5Z', '2026-11-21T00:00:00.500Z'],
  ['2026-11-21T10:00:00.123Z', '2026-11-21T10:00:00.123Z'],
  ['2026-11-21T10:00:00.123456789Z', '2026-11-21T10:00:00.123Z'],
  // V8's Date parser reads ten or more fraction digits wrongly (this one as .009).
  ['2026-11-21T10:00:00.0009999995Z', '2026-11-21T10:00:00.000Z'],
  ['2026-12-31T23:59:59.999Z', '2026-12-31T23:59:59.999Z'],
  ['2019-01-01T00:00Z', '2019-01-01T00:00:00.000Z'],
  ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
  ['0001-01-01T00:00Z', '0001-01-01T00:00:00.000Z'],
  ['0004-02-29T00:00Z', '0004-02-29T00:00:00.000Z'],
  ['0099-12-31T23:59:59.999Z', '0099-12-31T23:59:59.999Z'],
];
