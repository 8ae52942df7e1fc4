import { PageQueryDto, UuidField } from '@app/core';

/** GET /interviews: every filter given must hold. */
export class ListInterviewsDto extends PageQueryDto {
  @UuidField({ optional: true, description: 'Only interviews of this application' }) applicationId?: string;
  @UuidField({ optional: true, description: 'Only interviews of this candidate' }) candidateId?: string;
  @UuidField({ optional: true, description: 'Only interviews for this job' }) jobId?: string;
}
