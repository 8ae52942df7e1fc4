import type { PageQuery, ListFilterConditions } from '@app/core';
import type { CREATABLE_JOB_STATUSES, EmploymentType, JobStatus } from '../domain/job-rules';

/** The request shapes the services and the repository read; the DTOs in http/dto validate them. */
export interface StageEmailConfigInput {
  candidateUpdatesEnabled: boolean;
}

export interface CreateJobStageInput {
  name: string;
  color?: string;
  order?: number;
  emailConfig?: StageEmailConfigInput;
}

export type UpdateJobStageInput = Partial<CreateJobStageInput>;

interface JobFieldsInput {
  title: string;
  department?: string | null;
  location?: string | null;
  employmentType?: EmploymentType | null;
  description?: string | null;
  confidential?: boolean;
  departmentId?: string | null;
  officeIds?: string[];
}

export interface CreateJobInput extends JobFieldsInput {
  status?: (typeof CREATABLE_JOB_STATUSES)[number];
  stages?: CreateJobStageInput[];
}

export interface UpdateJobInput extends Partial<JobFieldsInput> {
  status?: JobStatus;
}

export interface ListJobsQuery extends PageQuery {
  /** The installation's list filters asked for (`cf.<key>=`), from ListFilters; the list ANDs them. */
  filters?: ListFilterConditions;
  status?: JobStatus;
  departmentId?: string;
  officeId?: string;
  /** The department's subtree and the office's, resolved by the service. */
  departmentIds?: readonly string[];
  officeIds?: readonly string[];
}
