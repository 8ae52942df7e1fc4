import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';
import { currentViewer, keysetPage, reach, runSql, sql, type PageQuery, type Sql } from '@app/core';
import type { BulkStatus, ItemError, ResultCounts, ResultStatus } from '../domain/bulk-action-rules';
import { BulkActionResultEntity } from './bulk-action-result.entity';
import { BulkActionEntity } from './bulk-action.entity';

/**
 * Who reaches a bulk action (docs/api/bulk-actions.md#who-reaches-a-bulk-action): admins, and the user it acted as.
 * Null when every row is reached (an admin, or no request: the worker).
 */
export function bulkActionReach(alias: string): Sql | null {
  const viewer = currentViewer();
  if (viewer === undefined || viewer.role === 'admin') return null;
  return sql`${sql.raw(alias)}.actor_id = ${viewer.userId}`;
}

/** A result to write: the item's id and its outcome. */
export interface NewResult {
  id: string;
  status: ResultStatus;
  error: ItemError | null;
}

@Injectable()
export class BulkActionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(tx: EntityManager, bulk: BulkActionEntity): Promise<void> {
    await tx.insert(BulkActionEntity, bulk as QueryDeepPartialEntity<BulkActionEntity>);
  }

  /** The bulk action with this id that the request reaches. */
  find(tx: EntityManager, id: string): Promise<BulkActionEntity | null> {
    return reach.where(tx.createQueryBuilder(BulkActionEntity, 'b').where('b.id = :id', { id }), bulkActionReach('b')).getOne();
  }

  /** Its results counted by status. */
  async counts(tx: EntityManager, id: string): Promise<ResultCounts> {
    const rows = await runSql<{ status: ResultStatus; count: number }>(
      tx,
      sql`SELECT status, count(*)::int AS count FROM bulk_action_results WHERE bulk_action_id = ${id} GROUP BY status`,
    );
    const counts: ResultCounts = { succeeded: 0, failed: 0, skipped: 0 };
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  /** A page of its results, newest first (keyset on the time each was written and the item's id). */
  results(id: string, query: PageQuery): Promise<BulkActionResultEntity[]> {
    const builder = this.dataSource.manager.createQueryBuilder(BulkActionResultEntity, 'r').where('r.bulk_action_id = :id', { id });
    return keysetPage(builder, 'r', query).getMany();
  }

  /** The worker: the ids of the items that have a result already (a run resumed after a crash skips them). */
  async doneIds(tx: EntityManager, id: string): Promise<Set<string>> {
    const rows = await runSql<{ id: string }>(tx, sql`SELECT id FROM bulk_action_results WHERE bulk_action_id = ${id}`);
    return new Set(rows.map((row) => row.id));
  }

  /** An item's result, in the item's own transaction: a second result for the item fails that transaction (the primary key). */
  async insertResult(tx: EntityManager, bulkId: string, result: NewResult): Promise<void> {
    await runSql(
      tx,
      sql`INSERT INTO bulk_action_results (bulk_action_id, id, status, error, created_at)
        VALUES (${bulkId}, ${result.id}, ${result.status}, ${result.error === null ? null : JSON.stringify(result.error)}::jsonb, clock_timestamp())`,
    );
  }

  /** An item's result when it changed nothing: kept if the item has one already. */
  async insertResultUnlessPresent(bulkId: string, result: NewResult): Promise<void> {
    await runSql(
      this.dataSource,
      sql`INSERT INTO bulk_action_results (bulk_action_id, id, status, error, created_at)
        VALUES (${bulkId}, ${result.id}, ${result.status}, ${result.error === null ? null : JSON.stringify(result.error)}::jsonb, clock_timestamp())
        ON CONFLICT (bulk_action_id, id) DO NOTHING`,
    );
  }

  /**
   * The worker's claim of a pass: an open bulk becomes `running`, its attempt counted. Null when it is finished or
   * gone. BullMQ runs one job per bulk at a time; were two passes to overlap, the results' primary key still lets
   * each item act once.
   */
  async claim(id: string): Promise<BulkActionEntity | null> {
    const rows = await runSql<Record<string, unknown>>(
      this.dataSource,
      sql`UPDATE bulk_actions SET status = 'running', attempt_count = attempt_count + 1,
          started_at = COALESCE(started_at, clock_timestamp()), updated_at = clock_timestamp()
        WHERE id = ${id} AND status IN ('queued', 'running')
        RETURNING id`,
    );
    if (rows.length === 0) return null;
    return this.dataSource.manager.findOne(BulkActionEntity, { where: { id } });
  }

  /** Ends the run with its counts. */
  async finish(id: string, status: BulkStatus, counts: ResultCounts): Promise<void> {
    await runSql(
      this.dataSource,
      sql`UPDATE bulk_actions SET status = ${status}, succeeded = ${counts.succeeded}, failed = ${counts.failed}, skipped = ${counts.skipped},
          finished_at = clock_timestamp(), updated_at = clock_timestamp()
        WHERE id = ${id} AND status IN ('queued', 'running')`,
    );
  }

  /** The reconciler: open bulks created before `before`, oldest first. */
  openBulks(before: Date, limit: number): Promise<Array<{ id: string }>> {
    return runSql(
      this.dataSource,
      sql`SELECT id FROM bulk_actions WHERE status IN ('queued', 'running') AND created_at <= ${before} ORDER BY created_at LIMIT ${limit}`,
    );
  }
}
