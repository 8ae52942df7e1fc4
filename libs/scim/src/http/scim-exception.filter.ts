import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ApiExceptionFilter, DomainError } from '@app/core';
import { ScimError, type ScimType } from '../domain/scim-error';
import { ERROR_SCHEMA, SCIM_MEDIA_TYPE } from '../domain/scim-schemas';

interface HttpResponse {
  headersSent: boolean;
  status(code: number): HttpResponse;
  setHeader(name: string, value: string): void;
  json(body: unknown): void;
}

/** The API's codes that have a SCIM status or scimType of their own (RFC 7644 §3.12). */
const SCIM_TYPE_BY_CODE: Partial<Record<string, { status?: number; scimType: ScimType }>> = {
  CONFLICT: { scimType: 'uniqueness' },
  VALIDATION_ERROR: { status: 400, scimType: 'invalidValue' },
  INVALID_JSON: { scimType: 'invalidSyntax' },
};

/**
 * Every failure on the SCIM routes as SCIM's Error message (`schemas`, `status` as a string, `scimType`, `detail`),
 * those of the guard (401, 403, 429) included. The API's filter decides the status, the headers and what is logged.
 */
@Catch()
export class ScimExceptionFilter implements ExceptionFilter {
  private readonly api = new ApiExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<HttpResponse>();
    const request = host.switchToHttp().getRequest<{ method: string; url: string; originalUrl?: string; id?: string }>();
    if (response.headersSent) return;
    let status: number;
    let detail: string;
    let scimType: ScimType | undefined;
    if (exception instanceof ScimError) {
      ({ status, detail, scimType } = exception);
    } else {
      const [apiStatus, body] = this.api.toResponse(exception, request);
      const mapped = SCIM_TYPE_BY_CODE[body.error.code];
      status = mapped?.status ?? apiStatus;
      scimType = mapped?.scimType;
      const issues = Array.isArray(body.error.details) ? (body.error.details as { message: string }[]).map((issue) => issue.message) : [];
      detail = issues.length > 0 ? issues.join('; ') : body.error.message;
      if (exception instanceof DomainError) this.api.setHeaders(exception, request, response);
    }
    if (status === 401) response.setHeader('WWW-Authenticate', 'Bearer');
    response.setHeader('Content-Type', `${SCIM_MEDIA_TYPE}; charset=utf-8`);
    response.status(status).json({ schemas: [ERROR_SCHEMA], status: String(status), ...(scimType === undefined ? {} : { scimType }), detail });
  }
}
