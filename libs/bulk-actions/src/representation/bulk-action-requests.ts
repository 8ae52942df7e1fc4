import type { BulkActionType } from '../domain/bulk-action-rules';

/** The request shapes the bulk actions service reads; the DTOs in http/dto validate them. */
export interface CreateBulkActionInput {
  action: BulkActionType;
  applicationIds?: string[];
  candidateIds?: string[];
  params?: Record<string, unknown>;
  dryRun?: boolean;
}

/** `move`: as POST /applications/{id}/move. */
export interface MoveParams {
  toStageId: string;
}

/** `add_tag`, `remove_tag`: the tag's label. */
export interface TagParams {
  label: string;
}

/** `add_to_pool`: the pool. */
export interface PoolParams {
  poolId: string;
}
