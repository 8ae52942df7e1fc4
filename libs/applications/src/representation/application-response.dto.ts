import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_STATUSES } from '../domain/application-rules';

export class ApplicationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ format: 'uuid', description: 'The pipeline stage the application is in' }) currentStageId: string;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' }) status: string;
  @ApiProperty({ example: 'careers_site' }) source: string;
  @ApiProperty({ description: 'Position in the stage column, ascending' }) pipelineOrder: number;
  @ApiProperty({ format: 'date-time' }) appliedAt: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
