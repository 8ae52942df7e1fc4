import { Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  HTTP_STATUS_BY_CODE,
  InvalidStateError,
  MergedError,
  ValidationFailedError,
  type ErrorCode,
} from '../errors';
import { ApiExceptionFilter, mergedLocation } from './exception.filter';

describe(ApiExceptionFilter.name, () => {
  const filter = new ApiExceptionFilter();
  const request = { method: 'POST', url: '/api/v1/candidates?x=1', originalUrl: '/api/v1/candidates?x=1', id: 'req-123' };
  let logged: string[];
  let errors: unknown[];

  beforeEach(() => {
    logged = [];
    errors = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown, stack?: unknown) => {
      errors.push(message);
      logged.push(`${JSON.stringify(message)} ${String(stack)}`);
    });
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(Object.entries(HTTP_STATUS_BY_CODE))('maps %s to HTTP %i', (code, status) => {
    const [actualStatus, body] = filter.toResponse(new DomainError(code as ErrorCode, 'message'), request);
    expect(actualStatus).toBe(status);
    expect(body).toEqual({ error: { code, message: 'message' } });
  });

  it('keeps details of the domain errors that carry them', () => {
    expect(filter.toResponse(new ForbiddenError('jobs:write'), request)[1].error.details).toEqual({ requiredScope: 'jobs:write' });
    expect(filter.toResponse(new InvalidStateError('no', 'rejected', ['active']), request)[1].error.details).toEqual({
      status: 'rejected',
      allowed: ['active'],
    });
    expect(filter.toResponse(new ConflictError('taken'), request)[1].error).toEqual({ code: 'CONFLICT', message: 'taken' });
    const issues = [{ location: 'body' as const, path: 'a', message: 'a is required' }];
    expect(filter.toResponse(new ValidationFailedError(issues), request)).toEqual([
      422,
      { error: { code: 'VALIDATION_ERROR', message: 'The request has invalid parameters', details: issues } },
    ]);
  });

  it('answers a merged resource with 308, details.mergedIntoId and Location: the same path and query with the survivor id', () => {
    const merged = new MergedError('Candidate', '0190a0b4-8a3e-7c2d-9f00-00000000000a', '0190a0b4-8a3e-7c2d-9f00-00000000000b');
    expect(filter.toResponse(merged, request)).toEqual([
      308,
      { error: { code: 'MERGED', message: merged.message, details: { mergedIntoId: merged.mergedIntoId } } },
    ]);
    const headers: Record<string, string> = {};
    filter.setHeaders(
      merged,
      { ...request, originalUrl: '/api/v1/candidates/0190A0B4-8a3e-7c2d-9f00-00000000000A/tags?limit=5&x=0190a0b4-8a3e-7c2d-9f00-00000000000a' },
      {
        setHeader: (name: string, value: string) => void (headers[name] = value),
      },
    );
    expect(headers).toEqual({ Location: '/api/v1/candidates/0190a0b4-8a3e-7c2d-9f00-00000000000b/tags?limit=5&x=0190a0b4-8a3e-7c2d-9f00-00000000000a' });
    expect(mergedLocation('/api/v1/candidates/%30190a0b4-8a3e-7c2d-9f00-00000000000a', merged)).toBe('/api/v1/candidates/0190a0b4-8a3e-7c2d-9f00-00000000000b');
    expect(mergedLocation('/api/v1/candidates/%E0%A4%A', merged)).toBe('/api/v1/candidates/%E0%A4%A');
  });

  it('answers framework exceptions with the envelope', () => {
    expect(filter.toResponse(new NotFoundException(), request)).toEqual([
      404,
      { error: { code: 'NOT_FOUND', message: 'No route for POST /api/v1/candidates' } },
    ]);
    expect(filter.toResponse(new PayloadTooLargeException(), request)[0]).toBe(413);
  });

  it('answers 503 when the database connection is lost', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(filter.toResponse(refused, request)).toEqual([
      503,
      { error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable; retry shortly' } },
    ]);
    const terminated = { driverError: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) };
    expect(filter.toResponse(terminated, request)[0]).toBe(503);
  });

  it('answers anything else with 500 and an errorId that is logged with the cause, never the stack', () => {
    const [status, body] = filter.toResponse(new TypeError('secret internal detail'), request);
    expect(status).toBe(500);
    const { errorId } = body.error.details as { errorId: string };
    expect(body.error).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred', details: { errorId } });
    expect(errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('secret internal detail');
    expect(logged.join('\n')).toContain(errorId);
    expect(logged.join('\n')).toContain('secret internal detail');
    // The log line carries both ids as fields, and never the query string (it may hold personal data).
    expect(errors).toEqual([expect.objectContaining({ errorId, requestId: 'req-123' })]);
    expect(logged.join('\n')).not.toContain('x=1');
  });
});
