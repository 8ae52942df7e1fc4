import { EnumField, PageQueryDto, UuidField, TakesListFilters } from '@app/core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/application-rules';
import type { ListApplicationsQuery } from '../../representation/application-requests';

/** GET /applications (docs/api/resources.md#applications): every filter given must hold. */
/** `cf.<key>` and the other parameters of the installation's list filters are set aside for them (docs/api/custom-fields.md#list-filters). */
@TakesListFilters()
export class ListApplicationsDto extends PageQueryDto implements ListApplicationsQuery {
  @UuidField({ optional: true, description: 'Applications to this job' }) jobId?: string;
  @UuidField({ optional: true, description: 'Applications of this candidate' }) candidateId?: string;
  @UuidField({ optional: true, description: 'Applications currently in this stage' }) stageId?: string;
  @EnumField(APPLICATION_STATUSES, { optional: true, enumName: 'ApplicationStatus', description: 'Applications in this status' }) status?: ApplicationStatus;
}
