import { parseRowJob } from '@app/core';

/** The bulk actions context's queue (docs/architecture.md#contexts): one job per `bulk_actions` row; the job id is the bulk's id. */
export const BULK_ACTIONS_QUEUE = 'bulk-actions';

export interface BulkActionJob {
  bulkActionId: string;
}

/** Validates a bulk-actions job's payload when the processor starts it. */
export function parseBulkActionJob(data: unknown): BulkActionJob {
  return { bulkActionId: parseRowJob(BULK_ACTIONS_QUEUE, 'bulkActionId', data) };
}
