import { ApiProperty } from '@nestjs/swagger';
import { INTERVIEW_MODES, INTERVIEW_SOURCES, INTERVIEW_STATUSES, INTERVIEW_TYPES } from '../domain/interview-rules';

/** The spec's Interview: exactly these fields, null when unset. */
export class InterviewResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) applicationId: string;
  @ApiProperty({ format: 'uuid', description: "The application's candidate" }) candidateId: string;
  @ApiProperty({ format: 'uuid', description: "The application's job" }) jobId: string;
  @ApiProperty({ format: 'uuid' }) interviewerId: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: INTERVIEW_TYPES, enumName: 'InterviewType' }) type: string;
  @ApiProperty({ enum: INTERVIEW_MODES, enumName: 'InterviewMode' }) mode: string;
  @ApiProperty({ enum: INTERVIEW_STATUSES, enumName: 'InterviewStatus' }) status: string;
  @ApiProperty({ format: 'date-time' }) scheduledAt: string;
  @ApiProperty({ minimum: 5, maximum: 480 }) durationMins: number;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ enum: INTERVIEW_SOURCES, enumName: 'InterviewSource', description: '`automation` when an automation scheduled it' }) source: string;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) meetingUrl: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
