import { EnumField, PageQueryDto } from '@app/core';
import { JOB_STATUSES, type JobStatus } from '../../domain/job-rules';
import type { ListJobsQuery } from '../../representation/job-requests';

export class ListJobsDto extends PageQueryDto implements ListJobsQuery {
  @EnumField(JOB_STATUSES, { optional: true, enumName: 'JobStatus', description: 'Only jobs in this status' }) status?: JobStatus;
}
