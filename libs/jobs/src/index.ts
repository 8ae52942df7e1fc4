export * from './jobs.module';
export * from './jobs-http.module';
export * from './jobs.service';
export { JOB_STATUSES, type JobStatus } from './persistence/job.entity';
