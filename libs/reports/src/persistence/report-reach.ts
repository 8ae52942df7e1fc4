import { sql, type Sql } from '@app/core';

/**
 * The jobs a report counts (docs/api/reports.md#reach): every job (a request whose reach has no condition, with no
 * `jobId`), or these ids (the `jobId` asked for, or the jobs the request reaches), from which its queries start.
 */
export type ReportJobs = 'every' | readonly string[];

/** The condition a report's query applies to its job column: none for every job, else one of the ids (an index condition). */
export function reachableJobs(jobs: ReportJobs, jobIdColumn: Sql): Sql {
  return jobs === 'every' ? sql`TRUE` : sql`${jobIdColumn} = ANY (${jobs}::uuid[])`;
}
