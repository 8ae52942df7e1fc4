/** Timings of the webhook side of the worker. Production uses the defaults; tests shorten them. */
export interface WebhookWorkerOptions {
  /** Deliveries in flight per worker process; a slow receiver holds one slot, not the queue. */
  concurrency: number;
  /**
   * Deliveries to one endpoint in flight at once per worker process; more wait (without an attempt)
   * so that one slow receiver holds a few slots and never the whole worker.
   */
  maxInFlightPerEndpoint: number;
  /** CONTRACT §4: a 2xx within 15 s. */
  requestTimeoutMs: number;
  /** BullMQ job lock, renewed while a delivery runs; a crashed worker's jobs return after it lapses. */
  lockDurationMs: number;
  /** How often BullMQ looks for jobs of crashed workers. */
  stalledIntervalMs: number;
  /** How often the reconciler looks for due deliveries that have no job (Redis flushed or lost). */
  reconcileIntervalMs: number;
  /** A due delivery younger than this may still be on its way to the queue: left alone. */
  reconcileGraceMs: number;
  /** On SIGTERM, in-flight deliveries get this long to finish before the worker closes anyway. */
  shutdownTimeoutMs: number;
}

export const WEBHOOK_WORKER_OPTIONS = Symbol('WEBHOOK_WORKER_OPTIONS');

export const DEFAULT_WEBHOOK_WORKER_OPTIONS: WebhookWorkerOptions = {
  concurrency: 32,
  maxInFlightPerEndpoint: 8,
  requestTimeoutMs: 15_000,
  lockDurationMs: 30_000,
  stalledIntervalMs: 15_000,
  reconcileIntervalMs: 30_000,
  reconcileGraceMs: 30_000,
  shutdownTimeoutMs: 20_000,
};
