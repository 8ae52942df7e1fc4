import type { RowJobWorkerOptions } from '@app/core';

/** Timings of the messaging side of the worker; tests shorten them. */
export type MessageWorkerOptions = RowJobWorkerOptions;

export const MESSAGE_WORKER_OPTIONS = Symbol('MESSAGE_WORKER_OPTIONS');

export const DEFAULT_MESSAGE_WORKER_OPTIONS: MessageWorkerOptions = {
  // The SMTP pool keeps 5 connections: more sends in flight only queue behind them.
  concurrency: 10,
  lockDurationMs: 30_000,
  stalledIntervalMs: 15_000,
  reconcileIntervalMs: 30_000,
  reconcileGraceMs: 30_000,
  shutdownTimeoutMs: 20_000,
};
