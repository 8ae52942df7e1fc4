import type { DataSource, EntityManager } from 'typeorm';
import { currentIdempotencyScope } from './idempotency-scope';

/**
 * Runs a write that is one statement (e.g. `EventRecorder.recordWith`): on the DataSource, where the
 * statement is its own transaction (one round trip instead of BEGIN, statement, COMMIT), or in a
 * transaction when the request holds an Idempotency-Key, whose commit mark must commit with the work
 * (IdempotencyCommitMarker).
 */
export function oneStatementWrite<T>(dataSource: DataSource, write: (runner: DataSource | EntityManager) => Promise<T>): Promise<T> {
  return currentIdempotencyScope() === undefined ? write(dataSource) : dataSource.transaction(write);
}
