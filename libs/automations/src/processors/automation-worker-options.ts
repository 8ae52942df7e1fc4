/** Timings of the automation half of the worker; tests shorten them. */
export interface AutomationWorkerOptions {
  /** Runs one worker process executes at once. */
  concurrency: number;
  /** How often a worker running a run writes `heartbeatAt`. */
  heartbeatIntervalMs: number;
  /** A running run without a heartbeat for this long is taken over by another worker. */
  staleAfterMs: number;
  /** BullMQ's job lock and stalled-job check: how soon a dead worker's job runs elsewhere. */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** How often the reconciler looks for open runs without a job, and how late a run must be to count. */
  reconcileIntervalMs: number;
  reconcileGraceMs: number;
  /** SIGTERM waits this long for runs in progress. */
  shutdownTimeoutMs: number;
  /** The window of maxRunsPerMinute and maxExternalActionsPerMinute (a minute; tests use shorter ones). */
  rateWindowSeconds: number;
}

export const AUTOMATION_WORKER_OPTIONS = Symbol('AUTOMATION_WORKER_OPTIONS');
export const DEFAULT_AUTOMATION_WORKER_OPTIONS: AutomationWorkerOptions = {
  concurrency: 10,
  heartbeatIntervalMs: 5_000,
  staleAfterMs: 30_000,
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  reconcileIntervalMs: 30_000,
  reconcileGraceMs: 60_000,
  shutdownTimeoutMs: 25_000,
  rateWindowSeconds: 60,
};
