import { EnumField, PageQueryDto, TakesListFilters } from '@app/core';
import { JOB_STATUSES, type JobStatus } from '../../domain/job-rules';
import type { ListJobsQuery } from '../../representation/job-requests';

/** `cf.<key>` and the other parameters of the installation's list filters are set aside for them (docs/api/custom-fields.md#list-filters). */
@TakesListFilters()
export class ListJobsDto extends PageQueryDto implements ListJobsQuery {
  @EnumField(JOB_STATUSES, { optional: true, enumName: 'JobStatus', description: 'Only jobs in this status' }) status?: JobStatus;
}
