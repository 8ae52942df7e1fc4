import { clearScopeField, currentRequestScope, withScopeField } from '../http/request-scope';
import type { IdempotencyClaim } from './idempotency.store';

/** The key held by the request being served, and whether any of its work has committed. */
export interface IdempotencyScope {
  claim: IdempotencyClaim;
  committed: boolean;
}

/**
 * Runs a request's work in its idempotency scope (a field of the request's scope), which the commit
 * hook reads in whatever transaction the work opens. Call `leaveIdempotencyScope` once when the work has ended.
 */
export function enterIdempotencyScope<T>(scope: IdempotencyScope, work: () => T): T {
  return withScopeField('idempotency', scope, work);
}

export function leaveIdempotencyScope(): void {
  clearScopeField('idempotency');
}

/** The scope of the request whose work is running, if it holds an idempotency key. */
export function currentIdempotencyScope(): IdempotencyScope | undefined {
  return currentRequestScope()?.idempotency;
}
