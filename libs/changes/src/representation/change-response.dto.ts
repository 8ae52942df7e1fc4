import { ApiProperty } from '@nestjs/swagger';
import { EVENT_TYPES, RESOURCE_TYPES } from '@app/core';
import { MAX_CHANGES_LIMIT } from './change-requests';

export class ChangeResponse {
  @ApiProperty({ format: 'uuid', description: 'The event id: the webhook-id of the same event' }) id: string;
  @ApiProperty({ type: 'string', enum: EVENT_TYPES, enumName: 'EventType' }) type: string;
  @ApiProperty({ type: 'string', enum: RESOURCE_TYPES, enumName: 'ChangeResourceType' }) resourceType: string;
  @ApiProperty({ description: 'The id of the changed resource' }) resourceId: string;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The resource as its GET returns it now, or `{ id, deleted: true }` (plus `mergedIntoId` after a merge) when it no longer exists',
  })
  data: object;
}

export class ChangeFeedCursorSchema {
  @ApiProperty({ description: 'Where to resume (pass as `cursor`); never null, also on the last page' }) nextCursor: string;
  @ApiProperty({ description: 'Whether more changes are available now' }) hasMore: boolean;
  @ApiProperty({ minimum: 1, maximum: MAX_CHANGES_LIMIT }) limit: number;
}

export class ChangeFeedMetaSchema {
  @ApiProperty({ type: ChangeFeedCursorSchema }) pagination: ChangeFeedCursorSchema;
}
