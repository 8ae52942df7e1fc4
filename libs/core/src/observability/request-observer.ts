import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger as Pino } from 'pino';
import type { Metrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-context';

interface ObservedRequest extends Request {
  id?: string;
  principal?: { keyId: string };
}

/** Status recorded for a request whose client went away before the response was complete (nginx's convention). */
const CLIENT_CLOSED = 499;

/**
 * First middleware of the API: gives the request its id (the client's `X-Request-Id` when sane,
 * else a new UUID) as `request.id`, for every log line written about the request, and returns it
 * on the response; at the end writes the access log line and the HTTP metrics, labelled with the
 * route template.
 */
export function observeRequests(logger: Pino, metrics: Metrics): RequestHandler {
  return (request: ObservedRequest, response: Response, next: NextFunction) => {
    const started = performance.now();
    const requestId = requestIdFrom(request.headers['x-request-id']);
    request.id = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    metrics.requestStarted();
    response.on('close', () => {
      const milliseconds = performance.now() - started;
      const status = response.writableFinished ? response.statusCode : CLIENT_CLOSED;
      const route = request.route?.path === undefined ? 'unmatched' : `${request.baseUrl}${String(request.route.path)}`;
      metrics.requestFinished(request.method, route, status, milliseconds / 1000);
      if (!logger.isLevelEnabled('info')) return;
      const line = {
        requestId,
        method: request.method,
        route,
        path: (request.originalUrl ?? request.url).split('?')[0],
        status,
        durationMs: Math.round(milliseconds * 1000) / 1000,
        apiKeyId: request.principal?.keyId,
      };
      if (status >= 500) logger.warn(line, 'request failed');
      else logger.info(line, 'request completed');
    });
    next();
  };
}
