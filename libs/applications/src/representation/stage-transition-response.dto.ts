import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_STATUSES } from '../domain/application-rules';
import { TRANSITION_VIAS } from '../domain/stage-transition';

export class StageTransitionActorResponse {
  @ApiProperty({ format: 'uuid', description: 'A user id; an automation id for automation-made changes; the job post id for a careers-site apply' }) id: string;
  @ApiProperty({ example: 'Grace Hopper' }) name: string;
}

export class StageTransitionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) applicationId: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null for the creation' }) fromStageId: string | null;
  @ApiProperty({ format: 'uuid', description: 'Equal to fromStageId for a reject, withdraw, hire or merge' }) toStageId: string;
  @ApiProperty({ type: String, enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus', nullable: true, description: 'null for the creation' })
  fromStatus: string | null;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' }) toStatus: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: StageTransitionActorResponse }) actor: StageTransitionActorResponse;
  @ApiProperty({ enum: TRANSITION_VIAS, enumName: 'StageTransitionVia' }) via: string;
}

export class StageTransitionPaginationSchema {
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` to get the next page; null on the last page' }) nextCursor: string | null;
  @ApiProperty() hasMore: boolean;
  @ApiProperty({ minimum: 1, maximum: 1000 }) limit: number;
}

/** The page meta of GET /stage-transitions: pages of up to 1000 for sync. */
export class StageTransitionPageMetaSchema {
  @ApiProperty({ type: StageTransitionPaginationSchema }) pagination: StageTransitionPaginationSchema;
}
