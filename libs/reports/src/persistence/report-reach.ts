import { sql, type Sql } from '@app/core';

/**
 * The jobs a report counts (docs/api/reports.md#reach): every job (a request whose reach has no condition, with no
 * `jobId`), these ids (the `jobId` asked for, or the few jobs a hiring manager reaches), from which its queries start,
 * or every job but these (a recruiter, who reaches all but some confidential jobs).
 */
export type ReportJobs = 'every' | readonly string[] | { allBut: readonly string[] };

/** The shorter way to say the jobs a request reaches: their ids, or every job but those out of reach. */
export function reportJobsOf(byReach: { reached: readonly string[]; outOfReach: readonly string[] } | null): ReportJobs {
  if (byReach === null || byReach.outOfReach.length === 0) return 'every';
  return byReach.reached.length <= byReach.outOfReach.length ? byReach.reached : { allBut: byReach.outOfReach };
}

/** The condition a report's query applies to its job column: none for every job, else one of the ids (an index condition) or none of them. */
export function reachableJobs(jobs: ReportJobs, jobIdColumn: Sql): Sql {
  if (jobs === 'every') return sql`TRUE`;
  if ('allBut' in jobs) return sql`NOT (${jobIdColumn} = ANY (${jobs.allBut}::uuid[]))`;
  return sql`${jobIdColumn} = ANY (${jobs}::uuid[])`;
}
