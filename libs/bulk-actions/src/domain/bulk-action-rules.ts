/**
 * What a bulk action is (docs/api/bulk-actions.md): the actions the API accepts, what each acts on, the scope each
 * item needs besides `bulk:write`, and the statuses of a bulk and of an item's result.
 */
export const BULK_ACTIONS = ['move', 'reject', 'withdraw', 'add_tag', 'remove_tag', 'add_to_pool'] as const;
export type BulkActionType = (typeof BULK_ACTIONS)[number];

export type BulkSubject = 'application' | 'candidate';

export const BULK_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

export const RESULT_STATUSES = ['succeeded', 'failed', 'skipped'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** 1-10,000 ids per bulk action. */
export const MAX_BULK_ITEMS = 10_000;

/** Passes of a run that ended without finishing it (an error outside the items, a worker killed) before the bulk is `failed`. */
export const MAX_BULK_ATTEMPTS = 10;

interface ActionRule {
  subject: BulkSubject;
  /** The scope the action's own route needs; an item of a key without it fails with FORBIDDEN. */
  scope: string;
}

export const ACTION_RULES: Readonly<Record<BulkActionType, ActionRule>> = {
  move: { subject: 'application', scope: 'applications:write' },
  reject: { subject: 'application', scope: 'applications:write' },
  withdraw: { subject: 'application', scope: 'applications:write' },
  add_tag: { subject: 'candidate', scope: 'candidates:write' },
  remove_tag: { subject: 'candidate', scope: 'candidates:write' },
  add_to_pool: { subject: 'candidate', scope: 'talent_pools:write' },
};

/** The body field that carries the ids of an action's subject. */
export function idsFieldOf(action: BulkActionType): 'applicationIds' | 'candidateIds' {
  return ACTION_RULES[action].subject === 'application' ? 'applicationIds' : 'candidateIds';
}

/** An item's error as its results show it: the error the single route would have answered. */
export interface ItemError {
  code: string;
  message: string;
  details?: unknown;
}

/** Counts of a bulk's results by status. */
export interface ResultCounts {
  succeeded: number;
  failed: number;
  skipped: number;
}

/** A bulk that has a result for each of its items is done; otherwise a pass that cannot finish counts towards `failed`. */
export function finishedStatus(total: number, counts: ResultCounts): BulkStatus | null {
  return counts.succeeded + counts.failed + counts.skipped >= total ? 'succeeded' : null;
}
