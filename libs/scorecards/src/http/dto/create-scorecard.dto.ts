import { EnumField, NestedArrayField, referenceTo, TextField, UuidField } from '@app/core';
import { SCORECARD_RATINGS, type ScorecardRating } from '../../domain/scorecard-rules';
import type { CreateScorecardInput, CriterionInput } from '../../representation/scorecard-requests';

export const COMMENT_MAX = 20000;
export const MAX_CRITERIA = 50;
export const CRITERION_NAME_MAX = 200;
export const CRITERION_COMMENT_MAX = 2000;

/** One rated criterion; names are unique within a scorecard (any letter case). */
export class CriterionDto implements CriterionInput {
  @TextField({ min: 1, max: CRITERION_NAME_MAX, example: 'System design' }) name: string;
  @EnumField(SCORECARD_RATINGS, { enumName: 'ScorecardRating', example: 'good' }) rating: ScorecardRating;
  @TextField({ max: CRITERION_COMMENT_MAX, optional: true, nullable: true, example: 'Clear trade-offs between queues and polling.' }) comment?: string | null;
}

/** POST /scorecards. The author is the API key's user. No other keys are accepted. */
export class CreateScorecardDto implements CreateScorecardInput {
  @UuidField(referenceTo('An existing application (any status)')) applicationId: string;
  @EnumField(SCORECARD_RATINGS, { enumName: 'ScorecardRating', example: 'strong' }) rating: ScorecardRating;
  @TextField({ max: COMMENT_MAX, optional: true, nullable: true, example: 'Hire: strong fundamentals, communicates well.' }) comment?: string | null;
  @NestedArrayField(() => CriterionDto, { optional: true, nullable: true, max: MAX_CRITERIA }) criteria?: CriterionDto[] | null;
  @UuidField({ optional: true, ...referenceTo("A stage of the application's job; defaults to the application's current stage") }) stageId?: string;
}
