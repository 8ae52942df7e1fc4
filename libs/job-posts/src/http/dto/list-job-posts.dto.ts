import { EnumField, PageQueryDto, TextField, UuidField } from '@app/core';
import { BOARD_PATTERN, JOB_POST_STATUSES, type JobPostStatus } from '../../domain/job-post-rules';
import type { ListJobPostsQuery } from '../../representation/job-post-requests';

export class ListJobPostsDto extends PageQueryDto implements ListJobPostsQuery {
  @UuidField({ optional: true, description: 'Only posts of this job' }) jobId?: string;
  @EnumField(JOB_POST_STATUSES, { optional: true, enumName: 'JobPostStatus', description: 'Only posts in this status' }) status?: JobPostStatus;
  @TextField({
    optional: true,
    pattern: BOARD_PATTERN,
    patternMessage: 'must be a board slug such as external',
    description: 'Only posts on this board, e.g. `external`',
  })
  board?: string;
}
