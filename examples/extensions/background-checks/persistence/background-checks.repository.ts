import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { lockRows, reach, runSql, sql, type RowLock } from '@app/core';
import { BackgroundCheckEntity } from './background-check.entity';

/** Every statement of the context. */
@Injectable()
export class BackgroundChecksRepository {
  /** A check the request reaches through its candidate (docs/api/access.md), as its resource declares; null otherwise. */
  find(tx: EntityManager, id: string, lock?: RowLock): Promise<BackgroundCheckEntity | null> {
    const builder = tx.createQueryBuilder(BackgroundCheckEntity, 'b').where('b.id = :id', { id });
    return lockRows(reach.where(builder, reach.of('candidate', sql.raw('b.candidate_id'))), lock).getOne();
  }

  async insert(tx: EntityManager, check: BackgroundCheckEntity): Promise<void> {
    await tx.insert(BackgroundCheckEntity, check);
  }

  async update(tx: EntityManager, id: string, changes: Partial<BackgroundCheckEntity>): Promise<void> {
    await tx.update(BackgroundCheckEntity, { id }, changes);
  }

  /** The candidate's checks keep their package, result and dates; their findings go, and an unfinished one is canceled. */
  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await runSql(
      tx,
      sql`UPDATE background_checks
          SET findings = NULL, status = CASE WHEN status IN ('requested', 'in_progress') THEN 'canceled' ELSE status END, updated_at = now()
        WHERE candidate_id = ${candidateId}`,
    );
  }
}
