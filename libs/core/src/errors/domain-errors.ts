/** Error codes (docs/api/wire-rules.md#status-codes-and-error-codes). Services throw these; one filter maps them to HTTP statuses. */
export type ErrorCode =
  | 'INVALID_JSON'
  | 'INVALID_MULTIPART'
  | 'MALFORMED_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'MERGED'
  | 'NOT_FOUND'
  | 'CURSOR_EXPIRED'
  | 'CONFLICT'
  | 'INVALID_STATE'
  | 'LEGAL_HOLD'
  | 'RETENTION_FLOOR'
  | 'NO_OPEN_OPENING'
  | 'APPROVAL_REQUIRED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'REQUEST_TIMEOUT'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'RANGE_NOT_SATISFIABLE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'VALIDATION_ERROR'
  | 'RATE_LIMITED'
  | 'HEADERS_TOO_LARGE'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'INSUFFICIENT_STORAGE';

/** Where a broken rule is; `header` for `Idempotency-Key` and `On-Behalf-Of`. */
export type ParameterLocation = 'body' | 'query' | 'path' | 'header';

export interface ValidationIssue {
  location: ParameterLocation;
  path: string;
  message: string;
}

export class DomainError extends Error {
  /** Response headers that belong to this answer (e.g. `Content-Range` of a 416). */
  headers?: Readonly<Record<string, string>>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(resource: string, id?: string) {
    super('NOT_FOUND', id === undefined ? `${resource} not found` : `${resource} ${id} not found`);
  }
}

/**
 * The resource named in the path was merged into another: 308 to the same URL with the survivor's
 * id (the exception filter builds `Location`), so clients that follow redirects keep working.
 */
export class MergedError extends DomainError {
  constructor(
    resource: string,
    readonly mergedId: string,
    readonly mergedIntoId: string,
  ) {
    super('MERGED', `${resource} ${mergedId} was merged into ${mergedIntoId}`, { mergedIntoId });
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, details?: unknown) {
    super('CONFLICT', message, details);
  }
}

export class InvalidStateError extends DomainError {
  constructor(message: string, status: string, allowed: readonly string[]) {
    super('INVALID_STATE', message, { status, allowed });
  }
}

export class ValidationFailedError extends DomainError {
  constructor(readonly issues: ValidationIssue[]) {
    super('VALIDATION_ERROR', 'The request has invalid parameters', issues);
  }

  /** One body field that breaks a rule only the service can check (e.g. a reference to a missing row). */
  static body(path: string, message: string): ValidationFailedError {
    return new ValidationFailedError([{ location: 'body', path, message }]);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'A valid API key is required: send Authorization: Bearer <key>') {
    super('UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(requiredScope: string, message = `This API key lacks the scope ${requiredScope}`) {
    super('FORBIDDEN', message, { requiredScope });
  }
}

/** 403 for a route or header that needs the acting user to hold a role (docs/api/auth.md#roles), whatever the key's scopes. */
export class RoleForbiddenError extends DomainError {
  constructor(requiredRole: string | readonly string[], message = `This needs a key whose user is ${[requiredRole].flat().join(' or ')}`) {
    super('FORBIDDEN', message, { requiredRole });
  }
}

export class RateLimitedError extends DomainError {
  /** `counted`: what the window counts requests of. */
  constructor(retryAfterSeconds: number, counted = 'this API key') {
    super('RATE_LIMITED', `Too many requests for ${counted}; retry in ${retryAfterSeconds} s`);
  }
}

export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request (method, path or body); use a new key');
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(limitBytes: number) {
    super('PAYLOAD_TOO_LARGE', `The content exceeds ${limitBytes} bytes`, { limitBytes });
  }
}

/** 416: a `Range` that starts past the end of the content; `Content-Range: bytes *\/<size>` says the size. */
export class RangeNotSatisfiableError extends DomainError {
  constructor(size: number) {
    super('RANGE_NOT_SATISFIABLE', `The requested range is outside the content (${size} bytes)`, { size });
    this.headers = { 'Content-Range': `bytes */${size}` };
  }
}

/** A change-feed cursor from before what retention pruned (docs/api/sync.md#retention-and-410): the client resyncs. */
export class CursorExpiredError extends DomainError {
  constructor(retentionDays: number) {
    super('CURSOR_EXPIRED', `This cursor points before changes pruned by the ${retentionDays}-day retention; resync, then follow the feed from a new cursor`, {
      retentionDays,
    });
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(message = 'The service is temporarily unavailable; retry shortly', details?: unknown) {
    super('SERVICE_UNAVAILABLE', message, details);
  }
}

/** 507: a store has no room left (disk full); nothing of the request was kept, retry once space is freed. `store` names it in the message. */
export class InsufficientStorageError extends DomainError {
  constructor(store: string) {
    super('INSUFFICIENT_STORAGE', `The ${store} is full; nothing was stored. Retry once space has been freed`);
  }
}

/** A write refused for want of space: a full disk or quota (ENOSPC, EDQUOT), 507 from an S3-compatible store. */
export function isStorageFull(error: unknown): boolean {
  const failure = error as { code?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.code === 'ENOSPC' || failure?.code === 'EDQUOT' || failure?.$metadata?.httpStatusCode === 507;
}

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  INVALID_JSON: 400,
  INVALID_MULTIPART: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  MERGED: 308,
  NOT_FOUND: 404,
  CURSOR_EXPIRED: 410,
  CONFLICT: 409,
  INVALID_STATE: 409,
  LEGAL_HOLD: 409,
  RETENTION_FLOOR: 409,
  NO_OPEN_OPENING: 409,
  APPROVAL_REQUIRED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  RANGE_NOT_SATISFIABLE: 416,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
};
