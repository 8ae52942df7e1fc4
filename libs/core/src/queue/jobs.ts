import { isUuid } from '../http/validation/rules';

/** Thrown when a job's payload is not what its queue carries: the job fails for good (never retried). */
export class InvalidJobPayloadError extends Error {}

/** webhook-deliveries: one job per `webhook_deliveries` row; the job id is the delivery id. */
export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** Validates a webhook-deliveries job's payload when the processor starts it (ARCHITECTURE §3.5). */
export function parseWebhookDeliveryJob(data: unknown): WebhookDeliveryJob {
  const deliveryId = (data as { deliveryId?: unknown } | null)?.deliveryId;
  const keys = typeof data === 'object' && data !== null && !Array.isArray(data) ? Object.keys(data) : [];
  if (!isUuid(deliveryId) || keys.length !== 1) {
    throw new InvalidJobPayloadError(`webhook-deliveries job payload must be { deliveryId: <uuid> }, got ${JSON.stringify(data)?.slice(0, 200)}`);
  }
  return { deliveryId: deliveryId.toLowerCase() };
}

/** Finished jobs kept for inspection; PostgreSQL holds the lasting record. */
export const JOB_RETENTION = {
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
} as const;
