import { EnumField, TextField, UuidField } from '@app/core';
import {
  BACKGROUND_CHECK_PACKAGES,
  BACKGROUND_CHECK_RESULTS,
  type BackgroundCheckPackage,
  type BackgroundCheckResult,
} from '../../domain/background-check-rules';
import type { CompleteBackgroundCheckInput, RequestBackgroundCheckInput } from '../../representation/background-check-requests';

export class RequestBackgroundCheckDto implements RequestBackgroundCheckInput {
  @UuidField({ description: 'The candidate to check' }) candidateId: string;
  @EnumField(BACKGROUND_CHECK_PACKAGES, { enumName: 'BackgroundCheckPackage', example: 'standard' }) package: BackgroundCheckPackage;
}

export class CompleteBackgroundCheckDto implements CompleteBackgroundCheckInput {
  @EnumField(BACKGROUND_CHECK_RESULTS, { enumName: 'BackgroundCheckResult', example: 'clear' }) result: BackgroundCheckResult;
  @TextField({ max: 5000, optional: true, nullable: true, example: 'No records found.' }) findings?: string | null;
}
