import { PageQueryDto, UuidField } from '@app/core';

/** GET /scorecards: every filter given must hold. */
export class ListScorecardsDto extends PageQueryDto {
  @UuidField({ optional: true, description: 'Only scorecards about this candidate' }) candidateId?: string;
  @UuidField({ optional: true, description: 'Only scorecards of this application' }) applicationId?: string;
}
