import { sql, type Sql } from '../database/sql';
import { currentViewer, reach as viewerReach } from './reach';

/**
 * How the rows of a resource type are reached (docs/api/access.md#resource-reach), declared once by the context
 * that owns the type (`defineResource({ reach })`); the change feed and the activity feed build their reach from
 * these and name no other context's tables. A type nobody declared is reached by no one with a reach condition.
 *
 * - `'installation'`: every user reaches every row (users, custom-field definitions);
 * - `{ kind }`: its id is an id of that record kind of the reach policy (a candidate, an application, a job);
 * - `{ through, table, column }`: its row in `table` holds in `column` the id of a record of kind `through`
 *   (a document through its candidate); `metadataKey`, when its activity events' metadata carry that id too,
 *   keeps the activity of a deleted row reached;
 * - `{ table, rows }`: its own rule over its row in `table` (`alias` names it), null when every row is reached;
 * - `{ condition }`: its own rule over its id, null when every row is reached.
 */
export type ResourceReach =
  | 'installation'
  | { kind: string }
  | { through: string; table: string; column: string; metadataKey?: string }
  | { table: string; rows: (alias: string) => Sql | null }
  | { condition: (id: Sql) => Sql | null };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const declared = new Map<string, ResourceReach>();

function describe(reach: ResourceReach): string {
  return JSON.stringify(reach, (_key, value: unknown) => (typeof value === 'function' ? value.toString() : value));
}

/** Registers the reach of resource types (registerInstallation calls it); a type declared again with another reach is a start-up error. */
export function registerResourceReach(resources: ReadonlyArray<{ type: string; reach?: ResourceReach }>): void {
  for (const { type, reach } of resources) {
    if (reach === undefined) throw new Error(`Resource "${type}" declares no reach (docs/extending.md#reach-of-a-resource)`);
    const tables = typeof reach === 'object' && 'table' in reach ? [reach.table, ...('column' in reach ? [reach.column] : [])] : [];
    if (tables.some((name) => !IDENTIFIER.test(name))) throw new Error(`Resource "${type}": reach names a table or column that is not lower snake case`);
    const known = declared.get(type);
    if (known !== undefined && known !== reach && describe(known) !== describe(reach)) {
      throw new Error(`Resource "${type}" is declared twice with different reaches`);
    }
    declared.set(type, reach);
  }
}

/** Whether a resource type's reach is declared. */
export function isReachDeclared(type: string): boolean {
  return declared.has(type);
}

/** Every resource type whose reach is declared, in registration order. */
export function reachDeclaredTypes(): string[] {
  return [...declared.keys()];
}

/**
 * The condition true for the rows of `type` whose id `id` holds that the request reaches; null when it reaches
 * every one (admins, no request, installation-wide types), FALSE for a type nobody declared.
 * `metadata`: the activity feed's metadata column, for a `through` declaration with a `metadataKey`.
 */
export function resourceReachOf(type: string, id: Sql, metadata?: Sql): Sql | null {
  if (currentViewer() === undefined) return null;
  const reach = declared.get(type);
  if (reach === undefined) return sql`FALSE`;
  if (reach === 'installation') return null;
  if ('condition' in reach) return reach.condition(id);
  if ('kind' in reach) return viewerReach.of(reach.kind, id);
  const row = sql.raw('rr');
  if ('through' in reach) {
    if (metadata !== undefined && reach.metadataKey !== undefined) return viewerReach.of(reach.through, sql`(${metadata}->>${reach.metadataKey}::text)::uuid`);
    const condition = viewerReach.of(reach.through, sql`${row}.${sql.raw(reach.column)}`);
    return condition === null ? null : sql`EXISTS (SELECT 1 FROM ${sql.raw(reach.table)} ${row} WHERE ${row}.id = ${id} AND ${condition})`;
  }
  const condition = reach.rows('rr');
  return condition === null ? null : sql`EXISTS (SELECT 1 FROM ${sql.raw(reach.table)} ${row} WHERE ${row}.id = ${id} AND ${condition})`;
}

/**
 * A reach condition over rows of several resource types: `matches(type)` is the SQL true for a row of that type,
 * `id` the SQL of its id. CASE over every declared type, ELSE FALSE: a row of a type nobody declared is left out
 * for every viewer with a reach condition (docs/adr/0088-resources-declare-their-reach.md). Null when the viewer
 * reaches every row.
 */
export function reachByResourceType(matches: (type: string) => Sql | null, id: Sql, metadata?: Sql): Sql | null {
  if (currentViewer() === undefined) return null;
  const byType = reachDeclaredTypes().flatMap((type) => {
    const match = matches(type);
    return match === null ? [] : [[match, resourceReachOf(type, id, metadata)] as const];
  });
  // No condition for any type: the viewer reaches every record (an admin), rows of undeclared types too.
  if (byType.every(([, condition]) => condition === null)) return null;
  const cases = byType.map(([match, condition]) => sql`WHEN ${match} THEN ${condition ?? sql`TRUE`}`);
  return sql`CASE ${sql.join(cases, sql` `)} ELSE FALSE END`;
}
