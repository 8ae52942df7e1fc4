import { InvalidStateError, type ValidationIssue } from '@app/core';

/** docs/api/careers.md#job-posts: `draft` → `live` (publish) → `closed` (close); `closed` → `live` again by publish. */
export const JOB_POST_STATUSES = ['draft', 'live', 'closed'] as const;
export type JobPostStatus = (typeof JOB_POST_STATUSES)[number];

export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const BOARD_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const MAX_BOARDS = 10;
export const DEFAULT_BOARDS: readonly string[] = ['external'];
export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 100_000;
/** The highest salary bound: numeric(15, 2) as offers store amounts. */
export const MAX_SALARY = 9999999999999.99;

export interface Salary {
  min: number;
  max: number;
  currency: string;
  period: SalaryPeriod;
}

export type JobPostAction = 'publish' | 'close' | 'delete';

const ALLOWED_FROM: Record<JobPostAction, readonly JobPostStatus[]> = {
  publish: ['draft', 'closed'],
  close: ['live'],
  delete: ['draft', 'closed'],
};

const VERB: Record<JobPostAction, string> = { publish: 'be published', close: 'be closed', delete: 'be deleted' };

export class JobPostRules {
  /** The post's own state allows the action, or INVALID_STATE with `{ status, allowed }`. */
  static assertCan(action: JobPostAction, status: JobPostStatus): void {
    const allowed = ALLOWED_FROM[action];
    if (!allowed.includes(status)) throw new InvalidStateError(`A job post that is ${status} cannot ${VERB[action]}`, status, allowed);
  }

  /** Only a post of an open job can be published: INVALID_STATE naming the job's status otherwise. */
  static assertJobTakesPosts(jobStatus: string): void {
    if (jobStatus !== 'open') throw new InvalidStateError(`The job is ${jobStatus}: only a post of an open job can be published`, jobStatus, ['open']);
  }

  /** `min ≤ max` (the DTO checks each bound on its own); not judged when a bound broke its own rule (`refused`). */
  static salaryIssues(salary: Salary | null | undefined, refused: (path: string) => boolean = () => false): ValidationIssue[] {
    if (salary == null || refused('salary.min') || refused('salary.max') || salary.min <= salary.max) return [];
    return [{ location: 'body', path: 'salary.max', message: 'salary.max must be at least salary.min' }];
  }
}
