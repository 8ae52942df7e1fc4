import type { TestApp } from '../helpers/test-app';

export { FINISHED, finishedRuns, runInStatus, runOf, runsOf } from '../helpers/queue-waits';

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

/** An application in a fresh job with its default stages (Applied, Screen, Interview, Offer, Hired). */
export async function applicationInJob(t: TestApp): Promise<{ candidate: Record<string, any>; job: Record<string, any>; application: Record<string, any> }> {
  const candidate = await t.factory.candidate();
  const job = (await t.api.post('/jobs', { title: 'Engineer' })).body.data;
  const response = await t.api.post('/applications', { candidateId: candidate.id, jobId: job.id, source: 'careers site' });
  if (response.status !== 201) throw new Error(`application: ${response.status} ${JSON.stringify(response.body)}`);
  return { candidate, job, application: response.body.data };
}
