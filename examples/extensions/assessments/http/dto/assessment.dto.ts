import { EnumField, IntegerField, UuidField } from '@app/core';
import { ReportWindowDto } from '@app/reports';
import { ASSESSMENT_PACKAGES, type AssessmentPackage } from '../../domain/assessment-rules';
import type { AssessmentResultInput, RequestAssessmentInput, ScoreReportQuery } from '../../representation/assessment-requests';

export class RequestAssessmentDto implements RequestAssessmentInput {
  @UuidField({ example: '0190a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b' }) candidateId: string;
  @EnumField(ASSESSMENT_PACKAGES, { enumName: 'AssessmentPackage', example: 'coding' }) package: AssessmentPackage;
}

/** What the partner posts when an assessment is done, signed over its raw bytes. */
export class AssessmentResultDto implements AssessmentResultInput {
  @UuidField({ description: 'Our assessment id, which the request gave the partner', example: '0190a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b' }) reference: string;
  @IntegerField({ min: 0, max: 100, example: 87 }) score: number;
}

/** The report kit's common query: `from`, `to` and `format` (json or csv). */
export class ScoreReportQueryDto extends ReportWindowDto implements ScoreReportQuery {}
