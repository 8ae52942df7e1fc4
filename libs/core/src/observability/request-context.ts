import { randomUUID } from 'node:crypto';

/** A client's `X-Request-Id` is echoed only when it is this short and plain (it ends up in logs). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._~:/+=-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}
