import type { RowJobWorkerOptions } from '@app/core';

/** Timings of the automation half of the worker; tests shorten them. */
export interface AutomationWorkerOptions extends RowJobWorkerOptions {
  /** How often a worker running a run writes `heartbeatAt`. */
  heartbeatIntervalMs: number;
  /** A running run without a heartbeat for this long is taken over by another worker. */
  staleAfterMs: number;
  /** The window of maxRunsPerMinute and maxExternalActionsPerMinute (a minute; tests use shorter ones). */
  rateWindowSeconds: number;
}

export const AUTOMATION_WORKER_OPTIONS = Symbol('AUTOMATION_WORKER_OPTIONS');
export const DEFAULT_AUTOMATION_WORKER_OPTIONS: AutomationWorkerOptions = {
  concurrency: 30,
  heartbeatIntervalMs: 5_000,
  staleAfterMs: 30_000,
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  reconcileIntervalMs: 30_000,
  reconcileGraceMs: 60_000,
  shutdownTimeoutMs: 25_000,
  rateWindowSeconds: 60,
};
