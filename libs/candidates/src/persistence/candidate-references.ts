import type { EntityManager, WhereExpressionBuilder } from 'typeorm';
import { runSql, sql } from '@app/core';
import type { CandidateMergePair } from '../domain/candidate-merge-rules';

/**
 * Points every row of `table` whose `column` is the duplicate at the survivor, and bumps its
 * `updated_at` so incremental lists (`updatedAfter`) hand it out again. `table` and `column` are
 * fixed names from the caller's code or a resource's entity, never input. Returns the ids of the rows moved.
 */
export async function reassignCandidateRows(tx: EntityManager, table: string, pair: CandidateMergePair, column = 'candidate_id'): Promise<string[]> {
  const [into, by] = [sql.raw(table), sql.raw(column)];
  const rows = await runSql<{ id: string }>(
    tx,
    sql`UPDATE ${into} SET ${by} = ${pair.survivorId}, updated_at = now() WHERE ${by} = ${pair.duplicateId} RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Adds a list's `candidateId` filter on `column`: an id merged away names the candidate it lives on as,
 * whose rows now hold the merged records (docs/adr/0017-merged-candidate-ids.md). One primary-key
 * lookup that the planner runs once, before the index scan on `column`.
 */
export function whereCandidateIs<T extends WhereExpressionBuilder>(builder: T, column: string, candidateId: string): T {
  return builder.andWhere(
    `${column} = coalesce((SELECT m.survivor_id FROM candidate_merges m WHERE m.duplicate_id = :filterCandidateId), :filterCandidateId)`,
    { filterCandidateId: candidateId },
  );
}

/** Deletes every row of `table` whose `column` is the candidate (anonymization); names as `reassignCandidateRows`. */
export async function deleteCandidateRows(tx: EntityManager, table: string, column: string, candidateId: string): Promise<void> {
  await runSql(tx, sql`DELETE FROM ${sql.raw(table)} WHERE ${sql.raw(column)} = ${candidateId}`);
}
