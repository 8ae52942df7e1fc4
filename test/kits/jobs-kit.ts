import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import type { ApiClient } from '../helpers/api-client';
import type { Issue } from '../helpers/assertions';
import { activityOf, expectTimestamp, unique, UUID } from '../helpers/common';
import type { TestApp } from '../helpers/test-app';

/** Shared expectations of the jobs e2e files (docs/api/resources.md#jobs-and-stages). */

export const JOB_KEYS = [
  'closedAt',
  'confidential',
  'createdAt',
  'department',
  'departmentId',
  'description',
  'employmentType',
  'id',
  'location',
  'officeIds',
  'stages',
  'status',
  'title',
  'updatedAt',
];
export const STAGE_KEYS = ['color', 'createdAt', 'emailConfig', 'id', 'jobId', 'name', 'order', 'updatedAt'];
export const DEFAULT_PIPELINE = ['Applied', 'Screen', 'Interview', 'Offer', 'Hired'];
export const MAX_ORDER = 4503599627370495;
export const COLOR = /^#[0-9A-Fa-f]{6}$/;

export const query = (...paths: string[]): Issue[] => paths.map((path) => ({ location: 'query', path }));
export const b64 = (value: unknown): string => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A stage as the spec lists it: exactly these keys, emailConfig with its boolean. */
export function expectStageShape(stage: Record<string, any>, jobId?: string): void {
  expect(Object.keys(stage).sort()).toEqual(STAGE_KEYS);
  expect(stage.id).toMatch(UUID);
  expect(stage.jobId).toMatch(UUID);
  if (jobId !== undefined) expect(stage.jobId).toBe(jobId);
  expect(typeof stage.name).toBe('string');
  expect(stage.color).toMatch(COLOR);
  expect(Number.isSafeInteger(stage.order)).toBe(true);
  expect(Object.keys(stage.emailConfig)).toEqual(['candidateUpdatesEnabled']);
  expect(typeof stage.emailConfig.candidateUpdatesEnabled).toBe('boolean');
  expectTimestamp(stage.createdAt);
  expectTimestamp(stage.updatedAt);
}

/** Stages sort by order, then createdAt (then id). */
export function expectPipelineOrder(stages: Array<{ id: string; order: number; createdAt: string }>): void {
  const sorted = [...stages].sort((a, b) => a.order - b.order || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  expect(stages.map((stage) => stage.id)).toEqual(sorted.map((stage) => stage.id));
}

/** A job as GET /jobs lists it (docs/api/resources.md#jobs-and-stages): exactly these keys, stages in pipeline order. */
export function expectJobShape(job: Record<string, any>): void {
  expect(Object.keys(job).sort()).toEqual(JOB_KEYS);
  expect(job.id).toMatch(UUID);
  expect(['draft', 'open', 'on_hold', 'closed']).toContain(job.status);
  if (job.status === 'closed') expectTimestamp(job.closedAt);
  else expect(job.closedAt).toBeNull();
  expectTimestamp(job.createdAt);
  expectTimestamp(job.updatedAt);
  expect(Array.isArray(job.stages)).toBe(true);
  for (const stage of job.stages) expectStageShape(stage, job.id);
  expectPipelineOrder(job.stages);
}

/** A job made through the public API. */
export async function createJob(api: ApiClient, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await api.post('/jobs', { title: `Engineer ${unique()}`, ...overrides });
  if (response.status !== 201) throw new Error(`createJob: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export async function createStage(api: ApiClient, jobId: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await api.post(`/jobs/${jobId}/stages`, { name: `Stage ${unique()}`, ...overrides });
  if (response.status !== 201) throw new Error(`createStage: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export async function eventsOfType(api: ApiClient, entityId: string, type: string): Promise<any[]> {
  return (await activityOf(api, entityId)).filter((event) => event.type === type);
}

/**
 * An application sitting in a stage. POST /applications is built by another context at the same
 * time, so the row is written directly (as that context would write it).
 */
export async function placeApplication(t: TestApp, jobId: string, stageId: string): Promise<string> {
  const candidate = await t.factory.candidate();
  const id = `0190a0b4-8a3e-7c2d-9f00-${randomBytes(6).toString('hex')}`;
  await t.db.query(
    `INSERT INTO applications (id, candidate_id, job_id, current_stage_id, status, source, pipeline_order, applied_at)
     VALUES ($1, $2, $3, $4, 'active', 'e2e', (SELECT coalesce(max(pipeline_order), 0) + 1 FROM applications WHERE current_stage_id = $4), now())`,
    [id, candidate.id, jobId, stageId],
  );
  return id;
}

export const ids = (response: Response): string[] => response.body.data.map((row: { id: string }) => row.id);
