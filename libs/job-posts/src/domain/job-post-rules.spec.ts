import { InvalidStateError } from '@app/core';
import { JOB_POST_STATUSES, JobPostRules, type JobPostAction, type JobPostStatus } from './job-post-rules';

function outcome(action: JobPostAction, status: JobPostStatus): string {
  try {
    JobPostRules.assertCan(action, status);
    return 'ok';
  } catch (error) {
    if (!(error instanceof InvalidStateError)) throw error;
    return JSON.stringify(error.details);
  }
}

describe(JobPostRules.name, () => {
  it.each([
    ['publish', 'draft', 'ok'],
    ['publish', 'closed', 'ok'],
    ['publish', 'live', '{"status":"live","allowed":["draft","closed"]}'],
    ['close', 'live', 'ok'],
    ['close', 'draft', '{"status":"draft","allowed":["live"]}'],
    ['close', 'closed', '{"status":"closed","allowed":["live"]}'],
    ['delete', 'draft', 'ok'],
    ['delete', 'closed', 'ok'],
    ['delete', 'live', '{"status":"live","allowed":["draft","closed"]}'],
  ] as const)('%s from %s: %s', (action, status, expected) => {
    expect(outcome(action, status)).toBe(expected);
  });

  it('takes posts only for open jobs, naming the job status', () => {
    expect(() => JobPostRules.assertJobTakesPosts('open')).not.toThrow();
    for (const status of ['draft', 'on_hold', 'closed']) {
      expect(() => JobPostRules.assertJobTakesPosts(status)).toThrow(InvalidStateError);
      try {
        JobPostRules.assertJobTakesPosts(status);
      } catch (error) {
        expect((error as InvalidStateError).details).toEqual({ status, allowed: ['open'] });
      }
    }
    expect(JOB_POST_STATUSES).toEqual(['draft', 'live', 'closed']);
  });

  it('refuses a salary whose min is above its max, at salary.max', () => {
    expect(JobPostRules.salaryIssues(null)).toEqual([]);
    expect(JobPostRules.salaryIssues({ min: 5, max: 5, currency: 'EUR', period: 'year' })).toEqual([]);
    expect(JobPostRules.salaryIssues({ min: 6, max: 5, currency: 'EUR', period: 'year' }).map((issue) => issue.path)).toEqual(['salary.max']);
    expect(JobPostRules.salaryIssues({ min: 'x' as never, max: 5, currency: 'EUR', period: 'year' }, (path) => path === 'salary.min')).toEqual([]);
  });
});
