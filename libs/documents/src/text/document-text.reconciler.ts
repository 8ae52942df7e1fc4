import { Inject, Injectable } from '@nestjs/common';
import { RowJobReconciler } from '@app/core';
import { DocumentsRepository } from '../persistence/documents.repository';
import { DocumentTextQueue } from './document-text.queue';
import { DOCUMENT_WORKER_OPTIONS, type DocumentWorkerOptions } from './document-worker-options';

/** Enqueues again a pending document whose job is gone (see RowJobReconciler). */
@Injectable()
export class DocumentTextReconciler extends RowJobReconciler {
  constructor(
    private readonly repository: DocumentsRepository,
    queue: DocumentTextQueue,
    @Inject(DOCUMENT_WORKER_OPTIONS) private readonly options: DocumentWorkerOptions,
  ) {
    super(queue, options, 'pending document texts');
  }

  protected dueRows(limit: number): Promise<Array<{ id: string }>> {
    return this.repository.pendingText(this.options.reconcileGraceMs, limit);
  }
}
