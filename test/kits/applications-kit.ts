import type { ApiClient } from '../helpers/api-client';
import { expectTimestamp, unique, UUID } from '../helpers/common';
import type { TestApp } from '../helpers/test-app';

/** Shared setup and expectations of the applications e2e files (docs/api/resources.md#applications). */

export const APPLICATION_KEYS = [
  'id',
  'candidateId',
  'jobId',
  'currentStageId',
  'status',
  'source',
  'pipelineOrder',
  'appliedAt',
  'createdAt',
  'updatedAt',
].sort();

export interface TestStage {
  id: string;
  name: string;
  order: number;
}

export interface TestJob {
  id: string;
  status: string;
  /** In pipeline order. */
  stages: TestStage[];
}

export const DEFAULT_STAGES = ['Applied', 'Screen', 'Interview', 'Offer', 'Hired'];

/**
 * A job made through POST /jobs (then PATCH for a status a job cannot be created in). `orders`
 * lets a test put the lowest `order` anywhere in the listed sequence. `stages: []` makes a job
 * without stages, which the jobs API refuses to produce: its one stage is removed with SQL.
 */
export async function createJob(t: TestApp, options: { status?: string; stages?: string[]; orders?: number[] } = {}): Promise<TestJob> {
  const { status = 'open', stages = DEFAULT_STAGES } = options;
  const orders = options.orders ?? stages.map((_, index) => index);
  const creatable = status !== 'closed';
  const response = await t.api.post('/jobs', {
    title: `Engineer ${unique()}`,
    ...(creatable ? { status } : {}),
    stages: (stages.length === 0 ? ['Only'] : stages).map((name, index) => ({ name, order: orders[index] ?? 0 })),
  });
  if (response.status !== 201) throw new Error(`createJob: ${response.status} ${JSON.stringify(response.body)}`);
  const job = response.body.data;
  if (!creatable) await setJobStatus(t, job.id, status);
  if (stages.length === 0) await t.db.query('DELETE FROM job_stages WHERE job_id = $1', [job.id]);
  const made = stages.length === 0 ? [] : (job.stages as TestStage[]).map(({ id, name, order }) => ({ id, name, order }));
  return { id: job.id, status, stages: made };
}

/** PATCH /jobs/{id} { status }. */
export async function setJobStatus(t: TestApp, jobId: string, status: string): Promise<void> {
  const response = await t.api.patch(`/jobs/${jobId}`, { status });
  if (response.status !== 200) throw new Error(`setJobStatus: ${response.status} ${JSON.stringify(response.body)}`);
}

/** DELETE /jobs/{id} (docs/api/states.md#job): closed and soft-deleted. */
export async function deleteJob(t: TestApp, jobId: string): Promise<void> {
  const response = await t.api.delete(`/jobs/${jobId}`);
  if (response.status !== 200) throw new Error(`deleteJob: ${response.status} ${JSON.stringify(response.body)}`);
}

/** POST /applications that must succeed; makes the candidate and the job when not given. */
export async function apply(
  t: TestApp,
  input: { candidateId?: string; jobId?: string; source?: string } = {},
  api: ApiClient = t.api,
): Promise<Record<string, any>> {
  const candidateId = input.candidateId ?? (await t.factory.candidate()).id;
  const jobId = input.jobId ?? (await createJob(t)).id;
  const response = await api.post('/applications', { candidateId, jobId, source: input.source ?? 'careers_site' });
  if (response.status !== 201) throw new Error(`apply: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** An application as the spec lists it: exactly these keys and types. */
export function expectApplicationShape(application: Record<string, any>): void {
  expect(Object.keys(application).sort()).toEqual(APPLICATION_KEYS);
  for (const key of ['id', 'candidateId', 'jobId', 'currentStageId']) expect(application[key]).toMatch(UUID);
  expect(['active', 'rejected', 'hired', 'withdrawn']).toContain(application.status);
  expect(typeof application.source).toBe('string');
  expect(Number.isInteger(application.pipelineOrder)).toBe(true);
  for (const key of ['appliedAt', 'createdAt', 'updatedAt']) expectTimestamp(application[key]);
}

/** pipelineOrder of every application in a stage, from the table. */
export async function ordersInStage(t: TestApp, stageId: string): Promise<number[]> {
  const rows: Array<{ pipeline_order: number }> = await t.db.query(
    `SELECT pipeline_order FROM applications WHERE current_stage_id = $1 ORDER BY pipeline_order`,
    [stageId],
  );
  return rows.map((row) => row.pipeline_order);
}
