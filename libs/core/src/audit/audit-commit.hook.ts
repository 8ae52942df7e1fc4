import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntitySubscriberInterface, type InsertEvent, type TransactionCommitEvent } from 'typeorm';
import { transactionDepthOf } from '../database/transaction-depth';
import { AuditTrailRef } from './audit-trail-ref';
import { currentAuditScope, noteInsertedResource } from './request-audit';

/**
 * Writes a write request's audit event into the first transaction the request commits, in that same
 * transaction (docs/adr/0072-audit-chain.md): a rolled-back write records nothing, a committed one
 * keeps its event whatever happens next. Works for every service that writes through
 * `dataSource.transaction` (house rule 4) or `oneStatementWrite`, events or none.
 */
@Injectable()
export class AuditCommitHook implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly trail: AuditTrailRef,
  ) {
    dataSource.subscribers.push(this);
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const audit = currentAuditScope();
    // Savepoints (nested transactions) commit nothing by themselves.
    if (audit === undefined || audit.recorded || transactionDepthOf(event) !== 1) return;
    await this.trail.get()?.recordWrite(event.queryRunner.manager, audit);
  }

  afterInsert(event: InsertEvent<{ id?: unknown }>): void {
    noteInsertedResource(event.entity?.id);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const audit = currentAuditScope();
    if (audit !== undefined && transactionDepthOf(event) === 0) audit.recorded = true;
  }
}
