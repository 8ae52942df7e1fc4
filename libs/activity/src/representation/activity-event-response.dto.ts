import { ApiProperty } from '@nestjs/swagger';
import { ENTITY_TYPES, EVENT_TYPES } from '@app/core';

export class ActivityActorResponse {
  @ApiProperty({ format: 'uuid', description: 'A user id, or an automation id for automation-made changes' }) id: string;
  @ApiProperty({ example: 'Grace Hopper' }) name: string;
}

export class ActivityEventResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: 'string', enum: ENTITY_TYPES, enumName: 'ActivityEntityType' }) entityType: string;
  @ApiProperty({ format: 'uuid' }) entityId: string;
  @ApiProperty({ type: 'string', enum: EVENT_TYPES, enumName: 'EventType' }) type: string;
  @ApiProperty({ type: ActivityActorResponse }) actor: ActivityActorResponse;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What changed, e.g. fromStageId and toStageId' }) metadata: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
