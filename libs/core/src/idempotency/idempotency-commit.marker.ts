import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntitySubscriberInterface, type TransactionCommitEvent } from 'typeorm';
import { transactionDepthOf } from '../database/transaction-depth';
import { ConflictError } from '../errors';
import { currentIdempotencyScope } from './idempotency-scope';
import { IdempotencyStore } from './idempotency.store';

/**
 * Writes "this key's work committed" into every transaction that a request holding an
 * idempotency key commits, in that same transaction. So whatever survives a crash, the key knows
 * whether the work happened: a retry never runs it twice, and runs it again only if nothing of it
 * committed. If the request lost its hold on the key meanwhile, its transaction is rolled back.
 * Works for every service that writes through `dataSource.transaction` (house rule 4).
 */
@Injectable()
export class IdempotencyCommitMarker implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly store: IdempotencyStore,
  ) {
    dataSource.subscribers.push(this);
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const scope = currentIdempotencyScope();
    // Savepoints (nested transactions) commit nothing by themselves.
    if (scope === undefined || transactionDepthOf(event) !== 1) return;
    if (!(await this.store.markCommitted(event.queryRunner, scope.claim))) {
      throw new ConflictError('Another request with this Idempotency-Key took over while this one ran; nothing was changed', { idempotencyKey: 'taken_over' });
    }
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const scope = currentIdempotencyScope();
    if (scope !== undefined && transactionDepthOf(event) === 0) scope.committed = true;
  }
}
