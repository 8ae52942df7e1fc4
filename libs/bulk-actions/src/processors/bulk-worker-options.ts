import type { RowJobWorkerOptions } from '@app/core';

/** Timings of the bulk actions half of the worker; tests shorten them. */
export interface BulkWorkerOptions extends RowJobWorkerOptions {
  /** Items of one bulk done at once, each in its own transaction. */
  itemConcurrency: number;
}

export const BULK_WORKER_OPTIONS = Symbol('BULK_WORKER_OPTIONS');
export const DEFAULT_BULK_WORKER_OPTIONS: BulkWorkerOptions = {
  // Bulks are long jobs: a few at once, their items in parallel.
  concurrency: 2,
  itemConcurrency: 8,
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  reconcileIntervalMs: 30_000,
  reconcileGraceMs: 60_000,
  shutdownTimeoutMs: 25_000,
};
