import type { Worker } from 'bullmq';

/**
 * Closes a BullMQ worker on shutdown: no new jobs, the jobs in progress may finish within
 * `timeoutMs`; after that it is closed by force (their jobs return to the queue when their locks
 * lapse). Resolves true when it had to force.
 */
export async function closeWorker(worker: Worker, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs)));
  const forced = await Promise.race([worker.close().then(() => false as const), timedOut]);
  clearTimeout(timer);
  if (forced) await worker.close(true).catch(() => undefined);
  return forced;
}
