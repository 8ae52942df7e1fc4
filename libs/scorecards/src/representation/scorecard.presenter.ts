import type { ScorecardEntity } from '../persistence/scorecard.entity';
import type { ScorecardResponse } from './scorecard-response.dto';

export function presentScorecard(scorecard: ScorecardEntity): ScorecardResponse {
  return {
    id: scorecard.id,
    candidateId: scorecard.candidateId,
    applicationId: scorecard.applicationId,
    stageId: scorecard.stageId,
    stageName: scorecard.stageName,
    authorId: scorecard.authorId,
    rating: scorecard.rating,
    comment: scorecard.comment,
    criteria: scorecard.criteria.map((criterion) => ({ name: criterion.name, rating: criterion.rating, comment: criterion.comment })),
    createdAt: scorecard.createdAt.toISOString(),
    updatedAt: scorecard.updatedAt.toISOString(),
  };
}
