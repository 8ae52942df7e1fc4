import { AsyncLocalStorage } from 'node:async_hooks';
import type { IdempotencyClaim } from './idempotency.store';

/** The key held by the request being served, and whether any of its work has committed. */
export interface IdempotencyScope {
  claim: IdempotencyClaim;
  committed: boolean;
}

const storage = new AsyncLocalStorage<IdempotencyScope>();
let requestsInScope = 0;

/**
 * Runs a request's work in its idempotency scope, which the commit hook reads in whatever
 * transaction the work opens. Call `leaveIdempotencyScope` once when the work has ended.
 */
export function enterIdempotencyScope<T>(scope: IdempotencyScope, work: () => T): T {
  requestsInScope += 1;
  return storage.run(scope, work);
}

/**
 * On Node 20 an AsyncLocalStorage in use turns on async hooks for the whole process, which slow
 * every `await` of every request (docs/performance/log/2026-11-21-baseline-and-platform-edges.md): the storage is switched off whenever no
 * request with an Idempotency-Key is running, and `run` switches it on again.
 */
export function leaveIdempotencyScope(): void {
  requestsInScope -= 1;
  if (requestsInScope === 0) storage.disable();
}

/** The scope of the request whose work is running, if it holds an idempotency key. */
export function currentIdempotencyScope(): IdempotencyScope | undefined {
  return storage.getStore();
}
