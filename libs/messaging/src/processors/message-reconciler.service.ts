import { Inject, Injectable } from '@nestjs/common';
import { RowJobReconciler } from '@app/core';
import { MessageQueueService } from '../message-queue.service';
import { MessagesRepository } from '../persistence/messages.repository';
import { MESSAGE_WORKER_OPTIONS, type MessageWorkerOptions } from './message-worker-options';

/** Enqueues again a due scheduled or queued message whose job is gone (see RowJobReconciler). */
@Injectable()
export class MessageReconcilerService extends RowJobReconciler {
  constructor(
    private readonly repository: MessagesRepository,
    queue: MessageQueueService,
    @Inject(MESSAGE_WORKER_OPTIONS) private readonly options: MessageWorkerOptions,
  ) {
    super(queue, options, 'messages');
  }

  protected dueRows(limit: number): Promise<Array<{ id: string }>> {
    return this.repository.dueOpen(new Date(), this.options.reconcileGraceMs, limit);
  }
}
