import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line of a request carries. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** A client's `X-Request-Id` is echoed only when it is this short and plain (it ends up in logs). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._~:/+=-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request being served, or undefined outside a request (boot, timers). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
