import type { BackgroundCheckPackage, BackgroundCheckResult } from '../domain/background-check-rules';

/** POST /background-checks, as the service reads it (RequestBackgroundCheckDto validates it). */
export interface RequestBackgroundCheckInput {
  candidateId: string;
  package: BackgroundCheckPackage;
}

/** POST /background-checks/{id}/complete, as the service reads it (CompleteBackgroundCheckDto validates it). */
export interface CompleteBackgroundCheckInput {
  result: BackgroundCheckResult;
  findings?: string | null;
}
