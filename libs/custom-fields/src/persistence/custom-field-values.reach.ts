import { reach, sql, type Sql } from '@app/core';

/**
 * The reach of an object's values (docs/api/access.md): with their object, a candidate, an application or a job,
 * found by the id alone; null when every one is reached.
 */
export function valuesReached(id: Sql): Sql | null {
  const [candidate, application, job] = [reach.of('candidate', id), reach.of('application', id), reach.of('job', id)];
  if (candidate === null || application === null || job === null) return null;
  return sql`(EXISTS (SELECT 1 FROM candidates rv WHERE rv.id = ${id} AND ${candidate})
    OR EXISTS (SELECT 1 FROM applications rv WHERE rv.id = ${id} AND ${application})
    OR EXISTS (SELECT 1 FROM jobs rv WHERE rv.id = ${id} AND ${job}))`;
}
