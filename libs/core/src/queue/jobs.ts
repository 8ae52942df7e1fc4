import { isUuid } from '../http/validation/rules';

/** Thrown when a job's payload is not what its queue carries: the job fails for good (never retried). */
export class InvalidJobPayloadError extends Error {}

/**
 * The payload of a row job (RowJobQueue): exactly `{ [key]: <uuid of its row> }`. Returns the row id,
 * lower-cased; each context declares its queue's contract with it (docs/architecture.md#contexts: validated
 * when the processor starts the job).
 */
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
