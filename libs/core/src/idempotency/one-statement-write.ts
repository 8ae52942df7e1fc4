import type { DataSource, EntityManager } from 'typeorm';
import { currentAuditScope } from '../audit/request-audit';
import { currentIdempotencyScope } from './idempotency-scope';

/**
 * Runs a write that is one statement (e.g. `EventRecorder.recordWith`): on the DataSource, where the
 * statement is its own transaction (one round trip instead of BEGIN, statement, COMMIT), or in a
 * transaction when the request holds an Idempotency-Key, whose commit mark must commit with the work
 * (IdempotencyCommitMarker), or in a write request the audit log records (AuditCommitHook: its event commits with the work).
 */
export function oneStatementWrite<T>(dataSource: DataSource, write: (runner: DataSource | EntityManager) => Promise<T>): Promise<T> {
  return currentIdempotencyScope() === undefined && currentAuditScope() === undefined ? write(dataSource) : dataSource.transaction(write);
}
