import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockClause, preparedSelect, reach, runPrepared, runSql, sql, type RowLock, whereListFilters } from '@app/core';
import { whereCandidateIs } from '@app/candidates';
import { ApplicationEntity } from './application.entity';
import type { ListApplicationsQuery } from '../representation/application-requests';

const APPLICATION_BY_ID = preparedSelect(
  'application_by_id',
  (id: string) => sql`SELECT id, candidate_id AS "candidateId", job_id AS "jobId", current_stage_id AS "currentStageId", status, source,
          pipeline_order AS "pipelineOrder", applied_at AS "appliedAt", created_at AS "createdAt", updated_at AS "updatedAt"
     FROM applications a WHERE id = ${id}`,
);

/** The application context's queries that are more than one line. */
@Injectable()
export class ApplicationRepository {
  constructor(@InjectRepository(ApplicationEntity) private readonly applications: Repository<ApplicationEntity>) {}

  list(query: ListApplicationsQuery): Promise<ApplicationEntity[]> {
    const builder = this.applications.createQueryBuilder('a');
    reach.where(builder, reach.of('job', sql.raw('a.job_id')));
    if (query.jobId !== undefined) builder.andWhere('a.job_id = :jobId', { jobId: query.jobId });
    if (query.candidateId !== undefined) whereCandidateIs(builder, 'a.candidate_id', query.candidateId);
    if (query.stageId !== undefined) builder.andWhere('a.current_stage_id = :stageId', { stageId: query.stageId });
    if (query.status !== undefined) builder.andWhere('a.status = :status', { status: query.status });
    whereListFilters(builder, query.filters, 'a.id');
    return keysetPage(builder, 'a', query).getMany();
  }

  async findOne(tx: EntityManager, id: string, lock?: RowLock): Promise<ApplicationEntity | null> {
    const reached = reach.of('job', sql.raw('a.job_id'));
    // An admin's read stays the prepared statement; a reach condition makes it a statement of its own.
    const rows =
      reached === null
        ? await runPrepared<ApplicationEntity>(tx, APPLICATION_BY_ID(id, lock))
        : await runSql<ApplicationEntity>(tx, sql`${APPLICATION_BY_ID(id).source} AND ${reached}${sql.raw(lockClause(lock))}`);
    return rows[0] ?? null;
  }

  /** The position after the last one in a stage's column; the caller holds the stage's lock (JobsService.lockStage). */
  async nextPipelineOrder(tx: EntityManager, stageId: string): Promise<number> {
    const rows = await runSql<{ next: number }>(
      tx,
      sql`SELECT COALESCE(MAX(pipeline_order), 0) + 1 AS next FROM applications WHERE current_stage_id = ${stageId}`,
    );
    return Number(rows[0].next);
  }

  /** The jobs both candidates have an active application to (new applications wait while the caller holds both candidates locked). */
  async jobsActiveForBoth(tx: EntityManager, candidateId: string, otherCandidateId: string): Promise<string[]> {
    const rows = await runSql<{ job_id: string }>(
      tx,
      sql`SELECT a.job_id FROM applications a JOIN applications b ON b.job_id = a.job_id AND b.candidate_id = ${otherCandidateId} AND b.status = 'active'
        WHERE a.candidate_id = ${candidateId} AND a.status = 'active' ORDER BY a.job_id`,
    );
    return rows.map((row) => row.job_id);
  }

  /** The id of the candidate's active application to the job, if any. */
  async activeOf(tx: EntityManager, candidateId: string, jobId: string): Promise<string | null> {
    const rows = await runSql<{ id: string }>(
      tx,
      sql`SELECT id FROM applications WHERE candidate_id = ${candidateId} AND job_id = ${jobId} AND status = 'active'`,
    );
    return rows[0]?.id ?? null;
  }

  /** The ids of the candidate's applications, locked FOR UPDATE. */
  async lockCandidateApplications(tx: EntityManager, candidateId: string): Promise<string[]> {
    const rows = await runSql<{ id: string }>(tx, sql`SELECT id FROM applications WHERE candidate_id = ${candidateId} FOR UPDATE`);
    return rows.map((row) => row.id);
  }
}
