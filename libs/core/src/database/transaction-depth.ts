import type { TransactionCommitEvent } from 'typeorm';

/**
 * How deep the committing query runner's transactions are nested: 1 in `beforeTransactionCommit` of the outermost
 * transaction (a savepoint's is deeper), 0 in its `afterTransactionCommit`. TypeORM keeps it on the runner without typing it.
 */
export function transactionDepthOf(event: TransactionCommitEvent): number {
  return (event.queryRunner as unknown as { transactionDepth: number }).transactionDepth;
}
