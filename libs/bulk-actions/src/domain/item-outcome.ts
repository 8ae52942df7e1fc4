import type { BulkActionType, ItemError, ResultStatus } from './bulk-action-rules';

/** What an item's single route refused, as its error (a DomainError's code, message and details). */
export interface Refusal {
  code: string;
  message: string;
  details?: unknown;
  /** Set for the refusals that mean "nothing to do" for this action (below). */
  kind?: 'already-in-pool' | 'tag-not-on-candidate';
}

/**
 * An item's result from its route's refusal (docs/api/bulk-actions.md#results): nothing to do is `skipped` (the
 * candidate is already in the pool, or does not have the tag); a candidate the key does not reach, which the pool
 * route answers as a body field naming nothing (422), is NOT_FOUND as every other item out of reach; body fields
 * the route names are under `params` here; anything else is `failed` with the route's error.
 */
export function outcomeOfRefusal(action: BulkActionType, refusal: Refusal, itemId: string): { status: ResultStatus; error: ItemError | null } {
  if (refusal.kind === 'already-in-pool' || refusal.kind === 'tag-not-on-candidate') return { status: 'skipped', error: null };
  if (action === 'add_to_pool' && refusal.code === 'VALIDATION_ERROR' && namesBodyField(refusal.details, 'candidateId')) {
    return { status: 'failed', error: { code: 'NOT_FOUND', message: `Candidate ${itemId} not found` } };
  }
  const details = refusal.code === 'VALIDATION_ERROR' && Array.isArray(refusal.details) ? refusal.details.map(underParams) : refusal.details;
  return { status: 'failed', error: { code: refusal.code, message: refusal.message, ...(details === undefined ? {} : { details }) } };
}

function namesBodyField(details: unknown, field: string): boolean {
  return Array.isArray(details) && details.some((issue: { location?: string; path?: string }) => issue.location === 'body' && issue.path === field);
}

function underParams(issue: { location?: string; path?: string }): unknown {
  return issue.location === 'body' ? { ...issue, path: issue.path === '' ? 'params' : `params.${issue.path}` } : issue;
}
