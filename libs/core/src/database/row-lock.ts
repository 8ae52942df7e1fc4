import type { FindOneOptions, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The one spelling of a row lock taken while reading (docs/architecture.md, Concurrency): `update`
 * (FOR UPDATE) for a row the transaction changes, `share` (FOR SHARE) for one that must not change
 * or go away until it commits. A method that can lock takes `lock?: RowLock` after its other
 * parameters (`tx` is always its first).
 */
export type RowLock = 'update' | 'share';

/** The `lock` of a TypeORM `findOne`/`find` for a RowLock: `tx.findOne(Entity, { where, lock: lockOption(lock) })`. */
export function lockOption(lock: RowLock | undefined): FindOneOptions['lock'] {
  if (lock === undefined) return undefined;
  return { mode: lock === 'update' ? 'pessimistic_write' : 'pessimistic_read' };
}

/** The clause ending a raw SELECT for a RowLock (empty without one); `of` names the joined table whose rows are locked. */
export function lockClause(lock: RowLock | undefined, of?: string): string {
  if (lock === undefined) return '';
  return ` FOR ${lock === 'update' ? 'UPDATE' : 'SHARE'}${of === undefined ? '' : ` OF ${of}`}`;
}

/** Locks a TypeORM query builder's rows for a RowLock (nothing without one). */
export function lockRows<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, lock: RowLock | undefined): SelectQueryBuilder<T> {
  return lock === undefined ? builder : builder.setLock(lock === 'update' ? 'pessimistic_write' : 'pessimistic_read');
}
