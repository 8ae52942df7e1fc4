import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { lockRows, reach, runSql, sql, type RowLock } from '@app/core';
import type { ReportWindow } from '@app/reports';
import { AssessmentEntity } from './assessment.entity';

export interface ScoreReportRow {
  day: string;
  package: string;
  completed: number;
  mean_score: string | null;
  best_score: number | null;
}

/** Every statement of the context. */
@Injectable()
export class AssessmentsRepository {
  /** An assessment the request reaches through its candidate (docs/api/access.md), as its resource declares; null otherwise. */
  find(tx: EntityManager, id: string, lock?: RowLock): Promise<AssessmentEntity | null> {
    const builder = tx.createQueryBuilder(AssessmentEntity, 'a').where('a.id = :id', { id });
    return lockRows(reach.where(builder, reach.of('candidate', sql.raw('a.candidate_id'))), lock).getOne();
  }

  /**
   * The assessment a partner's callback names, locked. The callback has no user, so no reach applies: its
   * signature, checked before this read, is what admits it.
   */
  async forCallback(tx: EntityManager, id: string): Promise<AssessmentEntity | null> {
    return tx.createQueryBuilder(AssessmentEntity, 'a').where('a.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  async insert(tx: EntityManager, row: AssessmentEntity): Promise<void> {
    await tx.insert(AssessmentEntity, row);
  }

  async update(tx: EntityManager, id: string, changes: Partial<AssessmentEntity>): Promise<void> {
    await tx.update(AssessmentEntity, { id }, changes);
  }

  /** Completed assessments per UTC day and package in the window, of the candidates the request reaches. */
  scoreReport(tx: EntityManager, window: ReportWindow): Promise<ScoreReportRow[]> {
    return runSql<ScoreReportRow>(
      tx,
      sql`SELECT to_char(a.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, a.package, count(*)::int AS completed,
                 round(avg(a.score), 2)::text AS mean_score, max(a.score) AS best_score
            FROM assessments a
           WHERE a.status = 'completed' AND a.completed_at >= ${window.start} AND a.completed_at < ${window.end}
                 ${reach.and(reach.of('candidate', sql.raw('a.candidate_id')))}
           GROUP BY 1, 2 ORDER BY 1, 2`,
    );
  }
}
