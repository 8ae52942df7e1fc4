import { PageQueryDto, UuidField, TakesListFilters } from '@app/core';
import type { ListInterviewsQuery } from '../../representation/interview-requests';

/** GET /interviews: every filter given must hold. */
/** `cf.<key>` and the other parameters of the installation's list filters are set aside for them (docs/api/custom-fields.md#list-filters). */
@TakesListFilters()
export class ListInterviewsDto extends PageQueryDto implements ListInterviewsQuery {
  @UuidField({ optional: true, description: 'Only interviews of this application' }) applicationId?: string;
  @UuidField({ optional: true, description: 'Only interviews of this candidate' }) candidateId?: string;
  @UuidField({ optional: true, description: 'Only interviews for this job' }) jobId?: string;
}
