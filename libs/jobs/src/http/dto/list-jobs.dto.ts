import { EnumField, PageQueryDto } from '@app/core';
import { JOB_STATUSES, type JobStatus } from '../../domain/job-rules';

export class ListJobsDto extends PageQueryDto {
  @EnumField(JOB_STATUSES, { optional: true, enumName: 'JobStatus', description: 'Only jobs in this status' }) status?: JobStatus;
}
