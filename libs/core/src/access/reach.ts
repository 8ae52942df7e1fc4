import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { namedParameters, sql, type Sql } from '../database/sql';
import type { Principal } from '../auth/principal';
import { currentRequestScope, runInRequestScope } from '../http/request-scope';
import type { ReachPolicy, Viewer } from './reach-policy';

let policy: ReachPolicy | undefined;

/** Runs `work` as `principal` would see the records: for tests and for work done for a user outside a request. */
export function withReachOf<T>(principal: Principal | undefined, work: () => T): T {
  return runInRequestScope({ ...currentRequestScope(), principalHolder: { principal } }, work);
}

/** The policy deciding reach, installed once at start by the context that owns it (or an extension's, through REACH_POLICY). */
export function installReachPolicy(installed: ReachPolicy): void {
  policy = installed;
}

/** The user the current request acts as; undefined outside a request or on a route without a key (careers site, workers): those see everything. */
export function currentViewer(): Viewer | undefined {
  const principal = currentRequestScope()?.principalHolder.principal;
  return principal === undefined ? undefined : { userId: principal.actor.id, role: principal.role };
}

function decide(condition: (policy: ReachPolicy, viewer: Viewer) => Sql | null): Sql | null {
  const viewer = currentViewer();
  if (viewer === undefined) return null;
  // Fail closed: a request with a key and no policy would otherwise see everything.
  if (policy === undefined) throw new Error('No reach policy is installed (REACH_POLICY): the jobs context installs the default');
  return condition(policy, viewer);
}

/**
 * The request's reach as SQL conditions (docs/api/access.md): `of` takes a record kind of the policy and the
 * column holding such an id, and answers a condition true for the rows reached, or null when everything is
 * reached (admins, no request). Every repository reading reached records filters through it.
 */
export const reach = {
  of: (kind: string, column: Sql): Sql | null => decide((policy, viewer) => policy.condition(viewer, kind, column)),
  /** ` AND (condition)`, or nothing when there is no condition. */
  and: (condition: Sql | null): Sql => (condition === null ? sql.empty : sql` AND (${condition})`),
  /**
   * A condition for a TypeORM query builder; nothing when there is none. Its parameters are named by their
   * place in the builder (`reach0_1`, then `reach1_1` for a second condition), so a role's statement has the
   * same text on every request (docs/adr/0068-reach-in-the-data-layer.md).
   */
  where<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, condition: Sql | null): SelectQueryBuilder<T> {
    if (condition === null) return builder;
    const taken = builder.expressionMap.parameters;
    let index = 0;
    while (`reach${index}_1` in taken) index++;
    const { text, parameters } = namedParameters(condition, `reach${index}_`);
    return builder.andWhere(`(${text})`, parameters);
  },
};
