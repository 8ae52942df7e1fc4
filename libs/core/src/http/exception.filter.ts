import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError, isDatabaseUnavailable, MergedError, type ErrorCode } from '../errors';
import type { Metrics } from '../observability/metrics';
import { errorBody, statusOf, type ErrorBody } from './envelope';

interface HttpResponse {
  headersSent: boolean;
  status(code: number): HttpResponse;
  setHeader(name: string, value: string): void;
  json(body: unknown): void;
}

const CODE_BY_HTTP_STATUS: Record<number, ErrorCode> = {
  400: 'INVALID_JSON',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

interface FailedRequest {
  method: string;
  url: string;
  originalUrl?: string;
  id?: string;
}

/** The request URL (path and query) with every path segment that names the merged id replaced by the survivor's id. */
export function mergedLocation(url: string, merged: MergedError): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const namesMerged = (segment: string) => {
    try {
      return decodeURIComponent(segment).toLowerCase() === merged.mergedId;
    } catch {
      return false;
    }
  };
  return (
    path
      .split('/')
      .map((segment) => (namesMerged(segment) ? merged.mergedIntoId : segment))
      .join('/') + query
  );
}

/** The one place where errors become HTTP responses (docs/api/wire-rules.md#error-envelope). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly metrics?: Metrics) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<HttpResponse>();
    const request = host.switchToHttp().getRequest<FailedRequest>();
    if (response.headersSent) return;
    const [status, body] = this.toResponse(exception, request);
    if (status === 401) response.setHeader('WWW-Authenticate', 'Bearer');
    this.setHeaders(exception, request, response);
    response.status(status).json(body);
  }

  /** Headers an error response carries beyond the envelope: the error's own (e.g. 416's `Content-Range`), `Location` of a 308 MERGED. */
  setHeaders(exception: unknown, request: FailedRequest, response: Pick<HttpResponse, 'setHeader'>): void {
    if (exception instanceof DomainError) for (const [name, value] of Object.entries(exception.headers ?? {})) response.setHeader(name, value);
    if (exception instanceof MergedError) response.setHeader('Location', mergedLocation(request.originalUrl ?? request.url, exception));
  }

  toResponse(exception: unknown, request: FailedRequest): [number, ErrorBody] {
    if (exception instanceof DomainError) {
      return [statusOf(exception.code), errorBody(exception.code, exception.message, exception.details)];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code = CODE_BY_HTTP_STATUS[status];
      if (status === 404) return [404, errorBody('NOT_FOUND', `No route for ${request.method} ${(request.originalUrl ?? request.url).split('?')[0]}`)];
      if (code !== undefined) return [status, errorBody(code, exception.message)];
    }
    if (isDatabaseUnavailable(exception)) {
      this.metrics?.databaseUnavailableAnswered();
      this.logger.warn({ msg: `Database unavailable: ${(exception as Error).message}`, requestId: request.id });
      return [503, errorBody('SERVICE_UNAVAILABLE', 'The database is unavailable; retry shortly')];
    }
    const errorId = randomUUID();
    const path = (request.originalUrl ?? request.url).split('?')[0];
    this.logger.error(
      { msg: `Unhandled error ${errorId} on ${request.method} ${path}`, errorId, requestId: request.id },
      (exception as Error)?.stack ?? String(exception),
    );
    return [500, errorBody('INTERNAL_ERROR', 'An unexpected error occurred', { errorId })];
  }
}
