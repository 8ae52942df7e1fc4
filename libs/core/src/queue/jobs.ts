import { isUuid } from '../http/validation/rules';

/** Thrown when a job's payload is not what its queue carries: the job fails for good (never retried). */
export class InvalidJobPayloadError extends Error {}

/** webhook-deliveries: one job per `webhook_deliveries` row; the job id is the delivery id. */
export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** Validates a webhook-deliveries job's payload when the processor starts it (ARCHITECTURE §3.5). */
export function parseWebhookDeliveryJob(data: unknown): WebhookDeliveryJob {
  return { deliveryId: parseRowJob('webhook-deliveries', 'deliveryId', data) };
}

/** automation-runs: one job per `automation_runs` row; the job id is the run id. */
export interface AutomationRunJob {
  runId: string;
}

/** Validates an automation-runs job's payload when the processor starts it. */
export function parseAutomationRunJob(data: unknown): AutomationRunJob {
  return { runId: parseRowJob('automation-runs', 'runId', data) };
}

/** A job whose payload is `{ [key]: <uuid of its row> }` and nothing else: the row id, lower-cased. */
export function parseRowJob(queue: string, key: string, data: unknown): string {
  const id = (data as Record<string, unknown> | null)?.[key];
  const keys = typeof data === 'object' && data !== null && !Array.isArray(data) ? Object.keys(data) : [];
  if (!isUuid(id) || keys.length !== 1) {
    throw new InvalidJobPayloadError(`${queue} job payload must be { ${key}: <uuid> }, got ${JSON.stringify(data)?.slice(0, 200)}`);
  }
  return id.toLowerCase();
}

/** Finished jobs kept for inspection; PostgreSQL holds the lasting record. */
export const JOB_RETENTION = {
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
} as const;
