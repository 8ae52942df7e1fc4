import { reach, sql, type Actor, type Sql } from '@app/core';

/** The jobs a report may count, as a condition on a job id column: those the request reaches (docs/api/access.md), for every report. */
export function reachableJobs(_actor: Actor, jobIdColumn: Sql): Sql {
  return reach.of('job', jobIdColumn) ?? sql`TRUE`;
}

/** Whether the request reaches every job, so that counts kept for all jobs together answer for it. */
export function reachesEveryJob(_actor: Actor): boolean {
  return reach.of('job', sql.raw('job_id')) === null;
}
