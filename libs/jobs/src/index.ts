export * from './jobs.context';
export * from './jobs.module';
export * from './jobs-http.module';
export * from './jobs.service';
export * from './job-stages.service';
export { JOB_STATUSES, EMPLOYMENT_TYPES, type JobStatus, type EmploymentType } from './domain/job-rules';
export type { JobResponse, JobStageResponse } from './representation/job-response.dto';
export { DEFAULT_JOB_DEFAULTS, JOB_DEFAULTS, type JobDefaults } from './job-defaults';
export { DEFAULT_PIPELINE, type StageDraft } from './domain/job-rules';
