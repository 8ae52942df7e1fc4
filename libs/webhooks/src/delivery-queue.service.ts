import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { RowJobQueue } from '@app/core';
import { WEBHOOK_DELIVERIES_QUEUE, type WebhookDeliveryJob } from './delivery-job';

/** The webhook-deliveries queue: one job per delivery row, its id the delivery id. */
@Injectable()
export class DeliveryQueueService extends RowJobQueue<WebhookDeliveryJob> {
  constructor(@InjectQueue(WEBHOOK_DELIVERIES_QUEUE) queue: Queue<WebhookDeliveryJob>) {
    super(queue, 'deliver', (deliveryId) => ({ deliveryId }));
  }
}
