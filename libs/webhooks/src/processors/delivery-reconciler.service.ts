import { Inject, Injectable } from '@nestjs/common';
import { RowJobReconciler } from '@app/core';
import { DeliveryQueueService } from '../delivery-queue.service';
import { WebhooksRepository } from '../persistence/webhooks.repository';
import { WEBHOOK_WORKER_OPTIONS, type WebhookWorkerOptions } from './webhook-worker-options';

/** Enqueues again a due pending/retrying delivery whose job is gone (see RowJobReconciler). */
@Injectable()
export class DeliveryReconcilerService extends RowJobReconciler {
  constructor(
    private readonly repository: WebhooksRepository,
    queue: DeliveryQueueService,
    @Inject(WEBHOOK_WORKER_OPTIONS) private readonly options: WebhookWorkerOptions,
  ) {
    super(queue, options, 'webhook deliveries');
  }

  protected dueRows(limit: number): Promise<Array<{ id: string }>> {
    return this.repository.dueOpenDeliveries(new Date(), this.options.reconcileGraceMs, limit);
  }
}
