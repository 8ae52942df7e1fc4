import { AsyncLocalStorage } from 'node:async_hooks';

/** One item of a bulk action being done: what BulkItemCommitHook needs at its transaction's commit. */
export interface BulkItemRun {
  bulkId: string;
  itemId: string;
  dryRun: boolean;
  /** Set at the commit of the item's transaction: whether it recorded an event (a change) or not (nothing to do). */
  outcome?: 'succeeded' | 'skipped';
  /** The transaction holding the result committed. */
  committed: boolean;
}

/**
 * The item whose work is running. The worker's own store, apart from the API's request scope (docs/adr/0028-request-ids-and-logs.md
 * keeps the API to one): entered only while a bulk action's item runs in the worker (docs/adr/0101-bulk-actions-run-item-by-item.md).
 */
const items = new AsyncLocalStorage<BulkItemRun>();

export function runAsItem<T>(item: BulkItemRun, work: () => Promise<T>): Promise<T> {
  return items.run(item, work);
}

export function currentItem(): BulkItemRun | undefined {
  return items.getStore();
}

/** Thrown at the commit of a dry run's item transaction: everything it wrote is rolled back; `outcome` is what it would have been. */
export class DryRunRollback extends Error {
  constructor(readonly outcome: 'succeeded' | 'skipped') {
    super(`Dry run: the item would have ${outcome === 'succeeded' ? 'succeeded' : 'been skipped'}; rolled back`);
  }
}
