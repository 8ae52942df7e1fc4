import type { RowJobWorkerOptions } from '@app/core';

/**
 * Timings and bounds of the document side of the worker (`concurrency`: documents parsed at once per
 * worker process, each in its own child process). Production uses the defaults; tests shorten them.
 */
export interface DocumentWorkerOptions extends RowJobWorkerOptions {
  /** A parse that takes longer is stopped (its process killed): the document's text `failed`. */
  extractionTimeoutMs: number;
  /** Resident memory of a parser process (heap, buffers, zlib); a file that needs more fails alone (docs/operations.md). */
  extractionMemoryMb: number;
  /** Pages of a PDF read for text; the rest is ignored. */
  maxPdfPages: number;
  /** Bytes without a row are removed once older than this (an upload in progress is younger). */
  orphanAgeMs: number;
  sweepIntervalMs: number;
}

export const DOCUMENT_WORKER_OPTIONS = Symbol('DOCUMENT_WORKER_OPTIONS');

export const DEFAULT_DOCUMENT_WORKER_OPTIONS: DocumentWorkerOptions = {
  concurrency: 2,
  lockDurationMs: 60_000,
  stalledIntervalMs: 30_000,
  shutdownTimeoutMs: 20_000,
  reconcileIntervalMs: 60_000,
  reconcileGraceMs: 60_000,
  extractionTimeoutMs: 30_000,
  extractionMemoryMb: 256,
  maxPdfPages: 200,
  orphanAgeMs: 3600_000,
  sweepIntervalMs: 15 * 60_000,
};
