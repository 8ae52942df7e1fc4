import type { RowJobWorkerOptions } from '@app/core';

/** Timings of the webhook side of the worker. `concurrency`: deliveries in flight per worker process; a slow receiver holds one slot, not the queue. */
export interface WebhookWorkerOptions extends RowJobWorkerOptions {
  /**
   * Deliveries to one endpoint in flight at once per worker process; more wait (without an attempt)
   * so that one slow receiver holds a few slots and never the whole worker.
   */
  maxInFlightPerEndpoint: number;
  /** docs/api/events.md#delivery-retries-and-dead-letters: a 2xx within 15 s. */
  requestTimeoutMs: number;
}

export const WEBHOOK_WORKER_OPTIONS = Symbol('WEBHOOK_WORKER_OPTIONS');

export const DEFAULT_WEBHOOK_WORKER_OPTIONS: WebhookWorkerOptions = {
  // 64 in flight make the attempts' shared SELECT/UPDATE batches twice as large as 32 did (worker CPU per delivery -25%, PostgreSQL's -35%).
  concurrency: 64,
  maxInFlightPerEndpoint: 16,
  requestTimeoutMs: 15_000,
  lockDurationMs: 30_000,
  stalledIntervalMs: 15_000,
  reconcileIntervalMs: 30_000,
  reconcileGraceMs: 30_000,
  shutdownTimeoutMs: 20_000,
};
