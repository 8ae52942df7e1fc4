import type { DataSource, EntityManager } from 'typeorm';
import { currentIdempotencyScope } from './idempotency-scope';

/**
 * Runs a write that is one statement (`EventRecorder.recordWith`): on the DataSource, where the statement is its own
 * transaction and carries the request's audit event (one round trip instead of BEGIN, statement, audit, COMMIT), or in
 * a transaction when the request holds an Idempotency-Key, whose commit mark must commit with the work (IdempotencyCommitMarker).
 */
export function oneStatementWrite<T>(dataSource: DataSource, write: (runner: DataSource | EntityManager) => Promise<T>): Promise<T> {
  return currentIdempotencyScope() === undefined ? write(dataSource) : dataSource.transaction(write);
}
