import type { Worker } from 'bullmq';
import { REDIS_WORK_SHUTDOWN_WAIT_MS, settledWithin } from './settled-within';

/** How long a forced close may take before the worker's connections are dropped. */
const FORCED_CLOSE_MS = 2_000;

/** True when the worker's Redis connection is up: only then can a graceful close (or a job in progress) finish. */
async function redisReady(worker: Worker): Promise<boolean> {
  const client = worker.backend.client;
  if (!(await settledWithin(client, FORCED_CLOSE_MS))) return false;
  return (await client.catch(() => undefined))?.status === 'ready';
}

/**
 * Closes a BullMQ worker on shutdown: no new jobs, the jobs in progress may finish within
 * `timeoutMs`; after that, or at once when Redis is away (a graceful close then waits for a
 * reconnection that may never come), it is closed by force and its connections are dropped (the
 * jobs return to the queue when their locks lapse). Resolves true when it had to force.
 */
export async function closeWorker(worker: Worker, timeoutMs: number): Promise<boolean> {
  if ((await redisReady(worker)) && (await settledWithin(worker.close(), timeoutMs))) return false;
  if (!(await settledWithin(worker.close(true), FORCED_CLOSE_MS))) await settledWithin(worker.disconnect(), REDIS_WORK_SHUTDOWN_WAIT_MS);
  return true;
}
