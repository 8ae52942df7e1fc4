import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestAudit } from '../audit/request-audit';
import type { Principal } from '../auth/principal';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';

/**
 * What the code a request runs reads of that request without being passed it: one field a concern,
 * each read and written by its own module only (docs/adr/0068-reach-in-the-data-layer.md).
 */
export interface RequestScope {
  /** Holds the principal once the guard (and On-Behalf-Of) set it: the request itself; reach reads it when a statement is built. */
  principalHolder: { principal?: Principal };
  /** The Idempotency-Key the request holds, while its work runs. */
  idempotency?: IdempotencyScope;
  /** What the audit log records of a write request, while its handler runs. */
  auditedWrite?: RequestAudit;
}

/** The one AsyncLocalStorage of the API: on Node 20 each one in use slows every `await` (docs/adr/0028-request-ids-and-logs.md). */
const storage = new AsyncLocalStorage<RequestScope>();

/** Middleware: the rest of the request runs in its scope. */
export function requestScope(request: object, _response: unknown, next: () => void): void {
  storage.run({ principalHolder: request as { principal?: Principal } }, next);
}

/** The scope of the request whose work is running; undefined outside a request (workers, timers). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Runs `work` in `scope`: work done for a request outside its own flow, or a test. */
export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** Runs `work` (e.g. creating a timer) outside any request's scope: background work must not act as the request. */
export function outsideRequestScope<T>(work: () => T): T {
  return storage.exit(work);
}

type ConcernField = 'idempotency' | 'auditedWrite';

/**
 * Sets a concern's field of the running request's scope and runs `work`; outside a request, `work`
 * runs in a scope of its own holding just that field. `clearScopeField` ends it when the work has ended.
 */
export function withScopeField<K extends ConcernField, T>(field: K, value: NonNullable<RequestScope[K]>, work: () => T): T {
  const scope = storage.getStore();
  if (scope === undefined) return storage.run({ principalHolder: {}, [field]: value }, work);
  scope[field] = value;
  return work();
}

export function clearScopeField(field: ConcernField): void {
  const scope = storage.getStore();
  if (scope !== undefined) scope[field] = undefined;
}
