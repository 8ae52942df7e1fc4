import type { ResultCounts } from '../domain/bulk-action-rules';
import type { BulkActionResultEntity } from '../persistence/bulk-action-result.entity';
import type { BulkActionEntity } from '../persistence/bulk-action.entity';
import type { BulkActionResponse, BulkActionResultResponse } from './bulk-action-response.dto';

/** A bulk action with its counts: stored once it has finished, counted from its results before. */
export function presentBulkAction(bulk: BulkActionEntity, counts: ResultCounts): BulkActionResponse {
  return {
    id: bulk.id,
    status: bulk.status,
    total: bulk.itemIds.length,
    succeeded: counts.succeeded,
    failed: counts.failed,
    skipped: counts.skipped,
    createdAt: bulk.createdAt.toISOString(),
    finishedAt: bulk.finishedAt?.toISOString() ?? null,
  };
}

export function presentBulkActionResult(result: BulkActionResultEntity): BulkActionResultResponse {
  return { id: result.id, status: result.status, error: result.error };
}
