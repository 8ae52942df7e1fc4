import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorRequestHandler } from 'express';
import { ApiExceptionFilter, bodyParsingRefusal, DomainError } from '@app/core';
import { ScimError, type ScimType } from '../domain/scim-error';
import { ERROR_SCHEMA, SCIM_MEDIA_TYPE } from '../domain/scim-schemas';

interface HttpResponse {
  headersSent: boolean;
  status(code: number): HttpResponse;
  setHeader(name: string, value: string): void;
  json(body: unknown): void;
}

interface FailedRequest {
  method: string;
  url: string;
  originalUrl?: string;
  id?: string;
}

/** The API's codes that have a SCIM status or scimType of their own (RFC 7644 §3.12). */
const SCIM_TYPE_BY_CODE: Partial<Record<string, { status?: number; scimType: ScimType }>> = {
  CONFLICT: { scimType: 'uniqueness' },
  VALIDATION_ERROR: { status: 400, scimType: 'invalidValue' },
  INVALID_JSON: { scimType: 'invalidSyntax' },
};

const API = new ApiExceptionFilter();

/**
 * Writes a failure as SCIM's Error message (`schemas`, `status` as a string, `scimType`, `detail`);
 * the API's filter decides the status, the headers and what is logged.
 */
function writeScimError(exception: unknown, request: FailedRequest, response: HttpResponse): void {
  let status: number;
  let detail: string;
  let scimType: ScimType | undefined;
  if (exception instanceof ScimError) {
    ({ status, detail, scimType } = exception);
  } else {
    const [apiStatus, body] = API.toResponse(exception, request);
    const mapped = SCIM_TYPE_BY_CODE[body.error.code];
    status = mapped?.status ?? apiStatus;
    scimType = mapped?.scimType;
    const issues = Array.isArray(body.error.details) ? (body.error.details as { message: string }[]).map((issue) => issue.message) : [];
    detail = issues.length > 0 ? issues.join('; ') : body.error.message;
    if (exception instanceof DomainError) API.setHeaders(exception, request, response);
  }
  if (status === 401) response.setHeader('WWW-Authenticate', 'Bearer');
  response.setHeader('Content-Type', `${SCIM_MEDIA_TYPE}; charset=utf-8`);
  response.status(status).json({ schemas: [ERROR_SCHEMA], status: String(status), ...(scimType === undefined ? {} : { scimType }), detail });
}

/** Every failure on the SCIM routes as SCIM's Error message, those of the guard (401, 403, 429) included. */
@Catch()
export class ScimExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<HttpResponse>();
    if (response.headersSent) return;
    writeScimError(exception, host.switchToHttp().getRequest<FailedRequest>(), response);
  }
}

const SCIM_BASE = /^\/scim\/v2(\/|$)/;

/**
 * A body refused before any route under /scim/v2 (400 invalidSyntax for broken JSON, 413, 415) as SCIM's Error
 * message instead of the API's envelope; mounted before core's `bodyParserErrors` (docs/api/scim.md#errors).
 */
export const scimBodyParsingErrors: ErrorRequestHandler = (error, request, response, next) => {
  const refusal = bodyParsingRefusal(error as { type?: string; limit?: number });
  if (refusal === undefined || !SCIM_BASE.test(request.path)) return next(error);
  writeScimError(refusal, request, response);
};
