import type { PageQuery } from '@app/core';
import type { ScorecardRating } from '../domain/scorecard-rules';

/** The request shapes the service and the repository read; the DTOs in http/dto validate them. */
export interface CriterionInput {
  name: string;
  rating: ScorecardRating;
  comment?: string | null;
}

export interface CreateScorecardInput {
  applicationId: string;
  rating: ScorecardRating;
  comment?: string | null;
  criteria?: CriterionInput[] | null;
  stageId?: string;
}

export interface ListScorecardsQuery extends PageQuery {
  candidateId?: string;
  applicationId?: string;
}
