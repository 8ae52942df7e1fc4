import { applyDecorators, HttpCode, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { HTTP_STATUS_BY_CODE, type ErrorCode } from '../errors';

export class ValidationIssueSchema {
  @ApiProperty({ enum: ['body', 'query', 'path'] }) location: string;
  @ApiProperty({ example: 'educationEntries.0.school' }) path: string;
  @ApiProperty({ example: 'educationEntries.0.school must not be empty' }) message: string;
}

export class ErrorObjectSchema {
  @ApiProperty({ enum: Object.keys(HTTP_STATUS_BY_CODE) }) code: string;
  @ApiProperty() message: string;
  @ApiPropertyOptional({
    description: 'VALIDATION_ERROR: an array of issues. FORBIDDEN: { requiredScope }. INVALID_STATE: { status, allowed }. INTERNAL_ERROR: { errorId }.',
    oneOf: [{ type: 'array', items: { $ref: '#/components/schemas/ValidationIssueSchema' } }, { type: 'object' }],
  })
  details?: unknown;
}

export class ErrorEnvelopeSchema {
  @ApiProperty({ type: ErrorObjectSchema }) error: ErrorObjectSchema;
}

export class PaginationSchema {
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` to get the next page; null on the last page' }) nextCursor: string | null;
  @ApiProperty() hasMore: boolean;
  @ApiProperty({ minimum: 1, maximum: 100 }) limit: number;
}

export class PageMetaSchema {
  @ApiProperty({ type: PaginationSchema }) pagination: PaginationSchema;
}

const ERROR_DESCRIPTIONS: Partial<Record<number, string>> = {
  400: 'INVALID_JSON: the body is not parseable JSON',
  401: 'UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key',
  403: 'FORBIDDEN: the API key lacks the required scope (details.requiredScope)',
  404: 'NOT_FOUND: a resource named in the path does not exist',
  409: 'CONFLICT or INVALID_STATE',
  413: 'PAYLOAD_TOO_LARGE: body over 1 MiB',
  415: 'UNSUPPORTED_MEDIA_TYPE: the body is not application/json',
  422: 'VALIDATION_ERROR: details lists every broken rule',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR: details.errorId is logged with the cause',
  503: 'SERVICE_UNAVAILABLE: the database is unreachable',
};

export function ApiErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeSchema, ValidationIssueSchema),
    ...statuses.map((status) => ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ErrorEnvelopeSchema })),
  );
}

export interface OperationOptions {
  summary: string;
  description?: string;
  /** Success status, 200 unless given. */
  status?: number;
  /** The `data` schema: a class, `[Class]` for a list (adds `meta.pagination`). */
  response: Type<unknown> | [Type<unknown>];
  /** Other success statuses with the same body (e.g. 200 when the thing already existed). */
  alsoStatus?: number[];
  errors?: Array<Exclude<(typeof HTTP_STATUS_BY_CODE)[ErrorCode], 401 | 403>>;
}

/** One decorator per route: summary, success status and envelope schema, error responses. */
export function Operation(options: OperationOptions): MethodDecorator {
  const status = options.status ?? 200;
  const list = Array.isArray(options.response);
  const model = Array.isArray(options.response) ? options.response[0] : options.response;
  const schema = {
    type: 'object',
    required: ['data', 'meta'],
    properties: {
      data: list ? { type: 'array', items: { $ref: getSchemaPath(model) } } : { $ref: getSchemaPath(model) },
      meta: list ? { $ref: getSchemaPath(PageMetaSchema) } : { type: 'object' },
    },
  };
  return applyDecorators(
    ApiOperation({ summary: options.summary, description: options.description }),
    HttpCode(status),
    ApiExtraModels(model, PageMetaSchema),
    ...[status, ...(options.alsoStatus ?? [])].map((code) => ApiResponse({ status: code, schema })),
    ApiErrorResponses(...(options.errors ?? []), 500, 503),
  );
}

export class DeletedSchema {
  @ApiProperty({ example: true }) deleted: boolean;
}

export class SuccessSchema {
  @ApiProperty({ example: true }) success: boolean;
}
