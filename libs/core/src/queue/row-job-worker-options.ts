/**
 * Timings of a row-job queue's worker side (processor and reconciler), the same for every context;
 * each context's options extend them with its own.
 * Production uses the contexts' defaults; tests shorten them.
 */
export interface RowJobWorkerOptions {
  /** Jobs one worker process runs at once. */
  concurrency: number;
  /** BullMQ's job lock, renewed while a job runs: how soon a crashed worker's job runs elsewhere. */
  lockDurationMs: number;
  /** How often BullMQ looks for jobs of crashed workers. */
  stalledIntervalMs: number;
  /** How often the reconciler looks for due rows that have no job (Redis flushed or lost). */
  reconcileIntervalMs: number;
  /** A due row younger than this may still be on its way to the queue: the reconciler leaves it alone. */
  reconcileGraceMs: number;
  /** On SIGTERM, jobs in progress get this long to finish before the worker closes anyway. */
  shutdownTimeoutMs: number;
}
