import type { components } from './schema';

/** An error code of the API (docs/api/wire-rules.md#status-codes-and-error-codes), or another string for a status the service never sends with an envelope. */
export type ErrorCode = components['schemas']['ErrorObjectSchema']['code'] | (string & {});

/** One broken rule of a 422 VALIDATION_ERROR. */
export type ValidationIssue = components['schemas']['ValidationIssueSchema'];

/**
 * The service answered with an error status (4xx/5xx, after any retries): its envelope
 * `{ error: { code, message, details } }` and the request id to quote to an operator.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status, e.g. 422. */
    readonly status: number,
    /** `error.code`, e.g. `VALIDATION_ERROR`; `HTTP_<status>` when the body was not the service's envelope (a proxy's page). */
    readonly code: ErrorCode,
    message: string,
    /** `error.details`: for VALIDATION_ERROR an array of ValidationIssue, for others an object (e.g. `{ requiredScope }`), or undefined. */
    readonly details: unknown,
    /** The `X-Request-Id` response header, when present. */
    readonly requestId: string | undefined,
    /** The failed response (its body already read). */
    readonly response: Response,
  ) {
    super(message);
  }

  /** The issues of a VALIDATION_ERROR (empty for other errors). */
  get issues(): ValidationIssue[] {
    return this.code === 'VALIDATION_ERROR' && Array.isArray(this.details) ? (this.details as ValidationIssue[]) : [];
  }

  /** Reads the envelope out of a failed response. */
  static async from(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let envelope: { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = undefined;
    }
    const error = envelope?.error;
    const code = typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`;
    const message = typeof error?.message === 'string' ? error.message : `${response.status} ${response.statusText}`.trim();
    return new ApiError(response.status, code, message, error?.details, response.headers.get('x-request-id') ?? undefined, response);
  }
}
