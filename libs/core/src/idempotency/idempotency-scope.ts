import { AsyncLocalStorage } from 'node:async_hooks';
import type { IdempotencyClaim } from './idempotency.store';

/** The key held by the request being served, and whether any of its work has committed. */
export interface IdempotencyScope {
  claim: IdempotencyClaim;
  committed: boolean;
}

export const idempotencyScope = new AsyncLocalStorage<IdempotencyScope>();
