import type { PageQuery } from '@app/core';
import type { ApplicationFormInput } from '../domain/application-form';
import type { JobPostStatus, Salary } from '../domain/job-post-rules';

/** The request shapes the service and the repository read; the DTOs in http/dto validate them. */
export interface JobPostFieldsInput {
  title?: string;
  content?: string;
  location?: string | null;
  remote?: boolean;
  employmentType?: string | null;
  salary?: Salary | null;
  form?: ApplicationFormInput;
  boards?: string[];
}

export interface CreateJobPostInput extends JobPostFieldsInput {
  jobId: string;
}

export type UpdateJobPostInput = JobPostFieldsInput;

export interface ListJobPostsQuery extends PageQuery {
  jobId?: string;
  status?: JobPostStatus;
  board?: string;
}

/** GET /public/job-posts (docs/api/careers.md#public-routes). */
export interface ListPublicJobPostsQuery {
  board: string;
  q?: string;
  location?: string;
  remote?: boolean;
  cursor?: string;
  limit?: number;
}
