import { Inject, Injectable } from '@nestjs/common';
import { RowJobReconciler } from '@app/core';
import { BulkQueueService } from '../bulk-queue.service';
import { BulkActionsRepository } from '../persistence/bulk-actions.repository';
import { BULK_WORKER_OPTIONS, type BulkWorkerOptions } from './bulk-worker-options';

/** Enqueues again an open bulk action whose job is gone (see RowJobReconciler); its next pass resumes after its last result. */
@Injectable()
export class BulkReconcilerService extends RowJobReconciler {
  constructor(
    private readonly repository: BulkActionsRepository,
    queue: BulkQueueService,
    @Inject(BULK_WORKER_OPTIONS) private readonly options: BulkWorkerOptions,
  ) {
    super(queue, options, 'bulk actions');
  }

  protected dueRows(limit: number): Promise<Array<{ id: string }>> {
    return this.repository.openBulks(new Date(Date.now() - this.options.reconcileGraceMs), limit);
  }
}
