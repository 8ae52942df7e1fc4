import { Module } from '@nestjs/common';
import { AuditCommitHook } from '@app/core';
import { AuditModule } from '@app/audit';
import { BulkActionsModule } from './bulk-actions.module';
import { BulkActionProcessor } from './processors/bulk-action.processor';
import { BulkItemCommitHook } from './processors/bulk-item-commit.hook';
import { BulkItemRunner } from './processors/bulk-item-runner.service';
import { BulkReconcilerService } from './processors/bulk-reconciler.service';
import { BulkRun } from './processors/bulk-run.service';
import { BULK_WORKER_OPTIONS, DEFAULT_BULK_WORKER_OPTIONS } from './processors/bulk-worker-options';

/**
 * The bulk actions half of the worker: the processor, its reconciler, and what an item's single route has in the API
 * that the worker lacks otherwise: the audit log and its commit hook (each item's audit event commits with it).
 * Tests override BULK_WORKER_OPTIONS.
 */
@Module({
  imports: [BulkActionsModule, AuditModule],
  providers: [
    { provide: BULK_WORKER_OPTIONS, useValue: DEFAULT_BULK_WORKER_OPTIONS },
    AuditCommitHook,
    BulkItemCommitHook,
    BulkItemRunner,
    BulkRun,
    BulkActionProcessor,
    BulkReconcilerService,
  ],
})
export class BulkActionsWorkerModule {}
