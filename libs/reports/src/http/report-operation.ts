import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ApiErrorResponses } from '@app/core';

/** A report route: JSON `{ data, meta }`, or with `format=csv` the same rows as text/csv (docs/api/reports.md#csv). */
export function ReportOperation(options: { summary: string; description: string; response: Type<unknown> | [Type<unknown>] }): MethodDecorator {
  const list = Array.isArray(options.response);
  const model = Array.isArray(options.response) ? options.response[0] : options.response;
  const json = {
    type: 'object',
    required: ['data', 'meta'],
    properties: { data: list ? { type: 'array', items: { $ref: getSchemaPath(model) } } : { $ref: getSchemaPath(model) }, meta: { type: 'object' } },
  };
  return applyDecorators(
    ApiOperation({ summary: options.summary, description: options.description }),
    ApiExtraModels(model),
    ApiResponse({
      status: 200,
      description: 'The report; with `format=csv`, text/csv: a header line, then one line per row',
      content: { 'application/json': { schema: json }, 'text/csv': { schema: { type: 'string' } } },
    }),
    ApiErrorResponses(404, 422, 500, 503),
  );
}
