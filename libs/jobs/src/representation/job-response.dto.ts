import { ApiProperty } from '@nestjs/swagger';
import { EMPLOYMENT_TYPES, JOB_STATUSES } from '../domain/job-rules';

const nullableText = { type: String, nullable: true } as const;

export class StageEmailConfigResponse {
  @ApiProperty() candidateUpdatesEnabled: boolean;
}

export class JobStageResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ example: 'Phone screen' }) name: string;
  @ApiProperty({ example: '#3B82F6' }) color: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 4503599627370495 }) order: number;
  @ApiProperty({ type: StageEmailConfigResponse }) emailConfig: StageEmailConfigResponse;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class JobResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty(nullableText) department: string | null;
  @ApiProperty(nullableText) location: string | null;
  @ApiProperty({ ...nullableText, enum: EMPLOYMENT_TYPES }) employmentType: string | null;
  @ApiProperty(nullableText) description: string | null;
  @ApiProperty({ enum: JOB_STATUSES }) status: string;
  @ApiProperty({ description: 'Reached by admins and the hiring team only (docs/api/access.md)' }) confidential: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The department (docs/api/organization.md); null when none' })
  departmentId: string | null;
  @ApiProperty({ type: [String], format: 'uuid', description: 'The offices, 0-20' }) officeIds: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: [JobStageResponse], description: 'The pipeline, sorted by order, then createdAt' }) stages: JobStageResponse[];
}
