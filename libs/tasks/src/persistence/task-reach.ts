import { currentViewer, reach, sql, type Sql } from '@app/core';

/** The tasks (`alias`, a tasks row) the request reaches (docs/api/access.md): linked to a reached candidate, application or job, or its user's own. */
export function reachedTasks(alias: string): Sql | null {
  const viewer = currentViewer();
  const links = [
    [sql.raw(`${alias}.candidate_id`), reach.of('candidate', sql.raw(`${alias}.candidate_id`))],
    [sql.raw(`${alias}.application_id`), reach.of('application', sql.raw(`${alias}.application_id`))],
    [sql.raw(`${alias}.job_id`), reach.of('job', sql.raw(`${alias}.job_id`))],
  ] as const;
  if (viewer === undefined || links.every(([, condition]) => condition === null)) return null;
  const linked = links.map(([column, condition]) => sql`(${column} IS NOT NULL AND ${condition ?? sql`TRUE`})`);
  const task = sql.raw(alias);
  return sql`(${task}.owner_id = ${viewer.userId} OR ${task}.created_by_id = ${viewer.userId} OR ${sql.join(linked, sql` OR `)})`;
}
