import { ApiProperty } from '@nestjs/swagger';
import { BULK_STATUSES, RESULT_STATUSES } from '../domain/bulk-action-rules';

const TIME = { format: 'date-time', example: '2026-11-21T10:00:00.000Z' } as const;

/** A bulk action: its progress, counted from its items' results (docs/api/bulk-actions.md). */
export class BulkActionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: BULK_STATUSES,
    enumName: 'BulkActionStatus',
    description: 'queued → running → succeeded (every item has a result, whatever it is) or failed (the run could not finish)',
    example: 'succeeded',
  })
  status: string;
  @ApiProperty({ description: 'Items named in the request', example: 400 }) total: number;
  @ApiProperty({ example: 396 }) succeeded: number;
  @ApiProperty({ example: 3 }) failed: number;
  @ApiProperty({ description: 'Items with nothing to do (already rejected is a failure; already in that stage, tagged or in the pool is not)', example: 1 })
  skipped: number;
  @ApiProperty(TIME) createdAt: string;
  @ApiProperty({ ...TIME, type: String, nullable: true, description: 'When the run ended; null until then' }) finishedAt: string | null;
}

/** Why an item failed: the error its single route would have answered. */
export class BulkItemErrorResponse {
  @ApiProperty({ example: 'INVALID_STATE' }) code: string;
  @ApiProperty({ example: 'Cannot reject an application that is rejected' }) message: string;
  @ApiProperty({ required: false, description: "As the single route's error details", example: { status: 'rejected', allowed: ['active'] } })
  details?: unknown;
}

/** One item's result. */
export class BulkActionResultResponse {
  @ApiProperty({ format: 'uuid', description: "The item's id (an application's or a candidate's)" }) id: string;
  @ApiProperty({ enum: RESULT_STATUSES, enumName: 'BulkActionResultStatus', example: 'succeeded' }) status: string;
  @ApiProperty({ type: BulkItemErrorResponse, nullable: true, description: 'null unless failed' }) error: BulkItemErrorResponse | null;
}
