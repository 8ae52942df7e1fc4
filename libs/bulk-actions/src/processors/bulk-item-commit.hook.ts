import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntitySubscriberInterface, type TransactionCommitEvent, type TransactionRollbackEvent } from 'typeorm';
import { CommitSignal, transactionDepthOf } from '@app/core';
import { BulkActionsRepository } from '../persistence/bulk-actions.repository';
import { currentItem, DryRunRollback } from './bulk-item-scope';

/**
 * Writes a bulk item's result into the transaction of its single route's service, just before it commits
 * (docs/adr/0101-bulk-actions-run-item-by-item.md), as AuditCommitHook writes a request's audit event: the change and
 * its result commit together or not at all, and a second result for the item (a run resumed, two passes at once)
 * breaks the results' primary key and rolls the second change back. `succeeded` when the transaction recorded an
 * event, `skipped` when it changed nothing. A dry run's transaction is rolled back here instead.
 */
@Injectable()
export class BulkItemCommitHook implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly signal: CommitSignal,
    private readonly repository: BulkActionsRepository,
  ) {
    dataSource.subscribers.push(this);
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const item = currentItem();
    // Savepoints commit nothing by themselves; an item's first transaction that commits carries its result.
    if (item === undefined || item.outcome !== undefined || transactionDepthOf(event) !== 1) return;
    const outcome = this.signal.hasRecorded(event.queryRunner) ? 'succeeded' : 'skipped';
    if (item.dryRun) throw new DryRunRollback(outcome);
    item.outcome = outcome;
    await this.repository.insertResult(event.queryRunner.manager, item.bulkId, { id: item.itemId, status: outcome, error: null });
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const item = currentItem();
    if (item !== undefined && item.outcome !== undefined && transactionDepthOf(event) === 0) item.committed = true;
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // The COMMIT itself failed after the result was written: nothing of the item is kept.
    const item = currentItem();
    if (item !== undefined && !item.committed && transactionDepthOf(event) === 0) item.outcome = undefined;
  }
}
