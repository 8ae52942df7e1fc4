import { parseRowJob } from '@app/core';

/** The webhooks context's queue (docs/architecture.md#contexts): one job per `webhook_deliveries` row; the job id is the delivery id. */
export const WEBHOOK_DELIVERIES_QUEUE = 'webhook-deliveries';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** Validates a webhook-deliveries job's payload when the processor starts it (docs/architecture.md#contexts). */
export function parseWebhookDeliveryJob(data: unknown): WebhookDeliveryJob {
  return { deliveryId: parseRowJob(WEBHOOK_DELIVERIES_QUEUE, 'deliveryId', data) };
}
