import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger as Pino } from 'pino';
import type { Metrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdFrom, runInRequestContext, type RequestContext } from './request-context';

interface ObservedRequest extends Request {
  id?: string;
  context?: RequestContext;
  principal?: { keyId: string };
}

/** Status recorded for a request whose client went away before the response was complete (nginx's convention). */
const CLIENT_CLOSED = 499;

/**
 * First middleware of the API: gives the request its id (the client's `X-Request-Id` when sane,
 * else a new UUID), returns it on the response, runs the rest of the request in a context that
 * puts it on every log line, and at the end writes the access log line and the HTTP metrics,
 * labelled with the route template.
 */
export function observeRequests(logger: Pino, metrics: Metrics): RequestHandler {
  return (request: ObservedRequest, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(request.headers['x-request-id']);
    request.id = requestId;
    request.context = { requestId };
    response.setHeader(REQUEST_ID_HEADER, requestId);
    metrics.requestStarted();
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = response.writableFinished ? response.statusCode : CLIENT_CLOSED;
      const route = request.route?.path === undefined ? 'unmatched' : `${request.baseUrl}${String(request.route.path)}`;
      metrics.requestFinished(request.method, route, status, seconds);
      if (!logger.isLevelEnabled('info')) return;
      const line = {
        requestId,
        method: request.method,
        route,
        path: (request.originalUrl ?? request.url).split('?')[0],
        status,
        durationMs: Math.round(seconds * 1e6) / 1e3,
        apiKeyId: request.principal?.keyId,
      };
      if (status >= 500) logger.warn(line, 'request failed');
      else logger.info(line, 'request completed');
    });
    runInRequestContext(request.context, next);
  };
}

/**
 * Re-enters the request's context: Node runs the body parser's stream callbacks in the socket's
 * async context, so the one entered by observeRequests is lost across body parsing.
 */
export const restoreRequestContext: RequestHandler = (request: ObservedRequest, _response, next) => {
  if (request.context === undefined) return next();
  runInRequestContext(request.context, next);
};
