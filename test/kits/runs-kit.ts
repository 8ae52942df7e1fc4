import type { ApiClient } from '../helpers/api-client';
import type { TestApp } from '../helpers/test-app';
import { waitFor, walkPages } from '../helpers/common';

export const RUN_KEYS = [
  'attemptCount',
  'cancelRequestedAt',
  'cancelledAt',
  'conditionResult',
  'createdAt',
  'deadLetteredAt',
  'definitionVersion',
  'durationMs',
  'error',
  'finishedAt',
  'heartbeatAt',
  'id',
  'lockedAt',
  'maxAttempts',
  'nextAttemptAt',
  'parentRunId',
  'replayOfRunId',
  'startStepIndex',
  'startedAt',
  'status',
  'triggerEvent',
  'triggerPayload',
  'workflowId',
].sort();

export const FINISHED = ['succeeded', 'skipped', 'dead_lettered', 'canceled'];

export async function runsOf(api: ApiClient, automationId: string, query: Record<string, string> = {}): Promise<any[]> {
  return (await walkPages(api, `/automations/${automationId}/runs`, 100, query)).rows;
}

export async function runOf(api: ApiClient, automationId: string, runId: string): Promise<Record<string, any>> {
  const response = await api.get(`/automations/${automationId}/runs/${runId}`);
  if (response.status !== 200) throw new Error(`get run: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Waits until the automation has `count` runs, all finished; returns them oldest first. */
export async function finishedRuns(api: ApiClient, automationId: string, count: number, timeoutMs = 15_000): Promise<any[]> {
  const runs = await waitFor(
    `${count} finished runs of ${automationId}`,
    async () => {
      const rows = await runsOf(api, automationId);
      return rows.length >= count && rows.every((run) => FINISHED.includes(run.status)) ? rows : undefined;
    },
    timeoutMs,
    100,
  );
  return runs.reverse();
}

/** Waits for one run of the automation to reach one of these statuses. */
export async function runInStatus(api: ApiClient, automationId: string, runId: string, statuses: string[], timeoutMs = 15_000): Promise<Record<string, any>> {
  return waitFor(
    `run ${runId} to be ${statuses.join(' or ')}`,
    async () => {
      const run = await runOf(api, automationId, runId);
      return statuses.includes(run.status) ? run : undefined;
    },
    timeoutMs,
    100,
  );
}

/** An application in a fresh job with its default stages (Applied, Screen, Interview, Offer, Hired). */
export async function applicationInJob(t: TestApp): Promise<{ candidate: Record<string, any>; job: Record<string, any>; application: Record<string, any> }> {
  const candidate = await t.factory.candidate();
  const job = (await t.api.post('/jobs', { title: 'Engineer' })).body.data;
  const response = await t.api.post('/applications', { candidateId: candidate.id, jobId: job.id, source: 'careers site' });
  if (response.status !== 201) throw new Error(`application: ${response.status} ${JSON.stringify(response.body)}`);
  return { candidate, job, application: response.body.data };
}
