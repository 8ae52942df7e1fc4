import { ApiProperty } from '@nestjs/swagger';
import { ASSESSMENT_PACKAGES, ASSESSMENT_STATUSES, type AssessmentPackage, type AssessmentStatus } from '../domain/assessment-rules';
import type { AssessmentEntity } from '../persistence/assessment.entity';

/** The public representation: the HTTP response, the events' `data` and the change-feed body. */
export class AssessmentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty({ enum: ASSESSMENT_PACKAGES, enumName: 'AssessmentPackage' }) package: AssessmentPackage;
  @ApiProperty({ enum: ASSESSMENT_STATUSES, enumName: 'AssessmentStatus' }) status: AssessmentStatus;
  @ApiProperty({ type: String, nullable: true, description: "The partner's id of the assessment" }) partnerReference: string | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100, description: 'Set when completed' }) score: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export function presentAssessment(row: AssessmentEntity): AssessmentResponse {
  return {
    id: row.id,
    candidateId: row.candidateId,
    package: row.package as AssessmentPackage,
    status: row.status,
    partnerReference: row.partnerReference,
    score: row.score,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the partner gets back for a callback it sent: no record of ours, only that it was taken. */
export class CallbackReceiptResponse {
  @ApiProperty({ enum: ['received'] }) status: 'received';
}

/** One day of the score report (JSON rows; the CSV has the same columns). */
export class ScoreReportRowResponse {
  @ApiProperty({ format: 'date', description: 'The UTC day the assessments completed' }) day: string;
  @ApiProperty({ enum: ASSESSMENT_PACKAGES, enumName: 'AssessmentPackage' }) package: AssessmentPackage;
  @ApiProperty() completed: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Mean score, 2 decimals' }) meanScore: number | null;
  @ApiProperty({ type: Number, nullable: true }) bestScore: number | null;
}
