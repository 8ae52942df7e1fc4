import { Inject, Injectable } from '@nestjs/common';
import { RowJobProcessor, SecretCipher, type RowPass } from '@app/core';
import { parseWebhookDeliveryJob, type WebhookDeliveryJob } from '../delivery-job';
import { DeliveryQueueService } from '../delivery-queue.service';
import { WebhookDispatchService } from '../webhook-dispatch.service';
import { WEBHOOK_WORKER_OPTIONS, type WebhookWorkerOptions } from './webhook-worker-options';

/** The webhook-deliveries processor: one delivery attempt per job run; a failed one waits, delayed, for its nextRetryAt. */
@Injectable()
export class WebhookDeliveryProcessor extends RowJobProcessor<WebhookDeliveryJob> {
  constructor(
    queue: DeliveryQueueService,
    private readonly dispatch: WebhookDispatchService,
    private readonly cipher: SecretCipher,
    @Inject(WEBHOOK_WORKER_OPTIONS) options: WebhookWorkerOptions,
  ) {
    super(queue, options, parseWebhookDeliveryJob);
  }

  protected override canProcess(): boolean {
    if (!this.cipher.available)
      this.logger.error('ENCRYPTION_KEY is not set: this worker delivers no webhooks; deliveries wait in the queue for a worker that has it');
    return this.cipher.available;
  }

  protected pass(payload: WebhookDeliveryJob): Promise<RowPass> {
    return this.dispatch.attempt(payload.deliveryId);
  }
}
