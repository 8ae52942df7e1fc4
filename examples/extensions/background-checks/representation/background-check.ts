import { ApiProperty } from '@nestjs/swagger';
import {
  BACKGROUND_CHECK_PACKAGES,
  BACKGROUND_CHECK_RESULTS,
  BACKGROUND_CHECK_STATUSES,
  type BackgroundCheckPackage,
  type BackgroundCheckResult,
  type BackgroundCheckStatus,
} from '../domain/background-check-rules';
import type { BackgroundCheckEntity } from '../persistence/background-check.entity';

/** The public representation: the HTTP response, the events' `data` and the change-feed body. */
export class BackgroundCheckResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null once the candidate was erased' }) candidateId: string | null;
  @ApiProperty({ enum: BACKGROUND_CHECK_PACKAGES, enumName: 'BackgroundCheckPackage' }) package: BackgroundCheckPackage;
  @ApiProperty({ enum: BACKGROUND_CHECK_STATUSES, enumName: 'BackgroundCheckStatus' }) status: BackgroundCheckStatus;
  @ApiProperty({ enum: BACKGROUND_CHECK_RESULTS, enumName: 'BackgroundCheckResult', nullable: true, description: 'Set when completed' })
  result: BackgroundCheckResult | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the vendor found; cleared when the candidate is erased' }) findings: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export function presentBackgroundCheck(check: BackgroundCheckEntity): BackgroundCheckResponse {
  return {
    id: check.id,
    candidateId: check.candidateId,
    package: check.package,
    status: check.status,
    result: check.result,
    findings: check.findings,
    completedAt: check.completedAt?.toISOString() ?? null,
    createdAt: check.createdAt.toISOString(),
    updatedAt: check.updatedAt.toISOString(),
  };
}
