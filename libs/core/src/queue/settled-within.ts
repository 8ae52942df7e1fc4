/**
 * How long a stopping process waits for background work that talks to Redis (an enqueue, a
 * reconciliation pass): with Redis away such a command waits for a reconnection that may never
 * come, and the work is safe to abandon (the rows in PostgreSQL are the record; a reconciler
 * enqueues what was not).
 */
export const REDIS_WORK_SHUTDOWN_WAIT_MS = 5_000;

/** Resolves true once `work` settles (either way), false after `ms` if it has not; never rejects. */
export function settledWithin(work: Promise<unknown> | undefined, ms: number): Promise<boolean> {
  if (work === undefined) return Promise.resolve(true);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  return Promise.race([settled, timedOut]).finally(() => clearTimeout(timer));
}
