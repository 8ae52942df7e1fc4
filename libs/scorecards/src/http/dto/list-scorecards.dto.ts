import { PageQueryDto, UuidField } from '@app/core';
import type { ListScorecardsQuery } from '../../representation/scorecard-requests';

/** GET /scorecards: every filter given must hold. */
export class ListScorecardsDto extends PageQueryDto implements ListScorecardsQuery {
  @UuidField({ optional: true, description: 'Only scorecards about this candidate' }) candidateId?: string;
  @UuidField({ optional: true, description: 'Only scorecards of this application' }) applicationId?: string;
}
