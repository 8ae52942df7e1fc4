import { EnumField, PageQueryDto, TakesListFilters, UuidField } from '@app/core';
import { JOB_STATUSES, type JobStatus } from '../../domain/job-rules';
import type { ListJobsQuery } from '../../representation/job-requests';

/** `cf.<key>` and the other parameters of the installation's list filters are set aside for them (docs/api/custom-fields.md#list-filters). */
@TakesListFilters()
export class ListJobsDto extends PageQueryDto implements ListJobsQuery {
  @EnumField(JOB_STATUSES, { optional: true, enumName: 'JobStatus', description: 'Only jobs in this status' }) status?: JobStatus;
  @UuidField({ optional: true, description: 'Only jobs of this department or of its descendants (422 when there is no such department)' })
  departmentId?: string;
  @UuidField({ optional: true, description: 'Only jobs in this office or in one of its descendants (422 when there is no such office)' })
  officeId?: string;
}
