import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import type { ApiClient } from '../../helpers/api-client';
import { expectPage, TIMESTAMP, type Issue } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Shared expectations of the jobs e2e files (CONTRACT §6 "Jobs", spec "Job stage", ops 8 and 9). */

export const JOB_KEYS = ['closedAt', 'createdAt', 'department', 'description', 'employmentType', 'id', 'location', 'stages', 'status', 'title', 'updatedAt'];
export const STAGE_KEYS = ['color', 'createdAt', 'emailConfig', 'id', 'jobId', 'name', 'order', 'updatedAt'];
export const DEFAULT_PIPELINE = ['Applied', 'Screen', 'Interview', 'Offer', 'Hired'];
export const MAX_ORDER = 4503599627370495;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** Path ids that break the spec's UUID rule (wrong version digit, wrong variant, wrong length, not hex). */
export const MALFORMED_IDS = ['abc', '123', '0190a0b4-8a3e-9c2d-9f00-1234567890ab', '0190a0b4-8a3e-7c2d-cf00-1234567890ab', '0190a0b48a3e7c2d9f001234567890ab', 'g190a0b4-8a3e-7c2d-9f00-1234567890ab'];

export const unique = (): string => randomBytes(5).toString('hex');
export const body = (...paths: string[]): Issue[] => paths.map((path) => ({ location: 'body', path }));
export const query = (...paths: string[]): Issue[] => paths.map((path) => ({ location: 'query', path }));
export const b64 = (value: unknown): string => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** The per-key rate limit is raised: these files check behaviour with many requests from one key. */
export function bootApp(): Promise<TestApp> {
  return createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
}

export function expectTimestamp(value: unknown): void {
  expect(value).toEqual(expect.stringMatching(TIMESTAMP));
  expect(new Date(value as string).toISOString()).toBe(value);
}

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

/** A job as CONTRACT §6 lists it: exactly these keys, stages in pipeline order. */
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

/** Follows nextCursor until the last page; returns every page's rows in order. */
export async function walkPages(api: ApiClient, path: string, limit: number, params: Record<string, string> = {}): Promise<{ rows: any[]; pages: number }> {
  const rows: any[] = [];
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const page = expectPage(await api.get(path).query({ ...params, limit: String(limit), ...(cursor === undefined ? {} : { cursor }) }), limit);
    pages++;
    rows.push(...page.items);
    if (!page.hasMore) return { rows, pages };
    cursor = page.nextCursor as string;
    if (pages > 1000) throw new Error('walkPages: no end in sight');
  }
}

/** The activity feed of one entity, newest first. */
export async function activityOf(api: ApiClient, entityId: string): Promise<any[]> {
  return expectPage(await api.get('/activity-events').query({ entityId, limit: '100' }), 100).items;
}

export async function eventsOfType(api: ApiClient, entityId: string, type: string): Promise<any[]> {
  return (await activityOf(api, entityId)).filter((event) => event.type === type);
}

/** The "Admin" user behind the bootstrap key. */
export async function adminUser(api: ApiClient): Promise<{ id: string; name: string }> {
  const { rows } = await walkPages(api, '/users', 100);
  const admin = rows.find((user) => user.name === 'Admin');
  if (admin === undefined) throw new Error('adminUser: no Admin user');
  return { id: admin.id, name: admin.name };
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
