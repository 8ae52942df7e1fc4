import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import {
  changedAfter,
  isUuid,
  keysetPage,
  lockClause,
  lockOption,
  pageLimit,
  reach,
  runSql,
  sql,
  ValidationFailedError,
  type PageQueryDto,
  type RowLock,
  whereListFilters,
} from '@app/core';
import type { JobStatus } from '../domain/job-rules';
import { JobStageEntity } from './job-stage.entity';
import { JobEntity } from './job.entity';
import type { ListJobsQuery } from '../representation/job-requests';

/** Position after which the next page of a pipeline starts: the last stage's (order, createdAt, id). */
interface StageKeyset {
  order: number;
  createdAt: Date;
  id: string;
}

const CURSOR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeStageCursor(stage: StageKeyset): string {
  return Buffer.from(JSON.stringify([stage.order, stage.createdAt.toISOString(), stage.id])).toString('base64url');
}

function decodeStageCursor(cursor: string | undefined): StageKeyset | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [order, createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown, unknown];
    if (typeof order !== 'number' || !Number.isSafeInteger(order) || order < 0) throw new Error('bad cursor');
    if (typeof createdAt !== 'string' || !CURSOR_TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !isUuid(id)) throw new Error('bad cursor');
    return { order, createdAt: new Date(createdAt), id };
  } catch {
    throw new ValidationFailedError([{ location: 'query', path: 'cursor', message: 'cursor is not a cursor this API issued' }]);
  }
}

/** The jobs context's queries that are more than one line. */
@Injectable()
export class JobsRepository {
  constructor(@InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>) {}

  /** A live (not soft-deleted) job, locked when asked. */
  findLive(tx: EntityManager, id: string, lock?: RowLock): Promise<JobEntity | null> {
    const reached = reach.of('job', sql.raw('j.id'));
    if (reached === null) return tx.findOne(JobEntity, { where: { id, deletedAt: IsNull() }, lock: lockOption(lock) });
    const builder = tx.createQueryBuilder(JobEntity, 'j').where('j.id = :id AND j.deleted_at IS NULL', { id });
    reach.where(builder, reached);
    if (lock !== undefined) builder.setLock(lock === 'update' ? 'pessimistic_write' : 'pessimistic_read');
    return builder.getOne();
  }

  list(query: ListJobsQuery): Promise<JobEntity[]> {
    const builder = this.jobs.createQueryBuilder('j').where('j.deleted_at IS NULL');
    reach.where(builder, reach.of('job', sql.raw('j.id')));
    if (query.status !== undefined) builder.andWhere('j.status = :status', { status: query.status });
    if (query.departmentIds !== undefined) builder.andWhere('j.department_id = ANY(:departmentIds)', { departmentIds: query.departmentIds });
    if (query.officeIds !== undefined) builder.andWhere('j.office_ids && :officeIds::uuid[]', { officeIds: query.officeIds });
    whereListFilters(builder, query.filters, 'j.id');
    return keysetPage(builder, 'j', query).getMany();
  }

  /** Every stage of these jobs, each job's in pipeline order (order, createdAt, id). */
  async stagesOf(tx: EntityManager, jobIds: readonly string[]): Promise<Map<string, JobStageEntity[]>> {
    const stages = new Map<string, JobStageEntity[]>(jobIds.map((id) => [id, []]));
    if (jobIds.length === 0) return stages;
    const rows = await tx
      .createQueryBuilder(JobStageEntity, 's')
      .where('s.job_id = ANY(:jobIds)', { jobIds })
      .orderBy('s.job_id')
      .addOrderBy('s.order')
      .addOrderBy('s.created_at')
      .addOrderBy('s.id')
      .getMany();
    for (const row of rows) stages.get(row.jobId)?.push(row);
    return stages;
  }

  /** One page of a job's pipeline, in pipeline order, with one extra row to tell whether more follow. */
  pipelinePage(jobId: string, page: PageQueryDto): Promise<JobStageEntity[]> {
    const after = decodeStageCursor(page.cursor);
    const builder = changedAfter(this.jobs.manager.createQueryBuilder(JobStageEntity, 's').where('s.job_id = :jobId', { jobId }), 's.updated_at', page);
    if (after !== undefined) {
      builder.andWhere('(s.order, s.created_at, s.id) > (:order, :createdAt, :id)', { order: after.order, createdAt: after.createdAt, id: after.id });
    }
    return builder
      .orderBy('s.order')
      .addOrderBy('s.created_at')
      .addOrderBy('s.id')
      .limit(pageLimit(page) + 1)
      .getMany();
  }

  /** The stage when it belongs to the job, locked when asked. */
  findStage(tx: EntityManager, jobId: string, stageId: string, lock?: RowLock): Promise<JobStageEntity | null> {
    return tx.findOne(JobStageEntity, { where: { id: stageId, jobId }, lock: lockOption(lock) });
  }

  /** How many stages the job has and the highest order among them (null when none). */
  async pipelineSize(tx: EntityManager, jobId: string): Promise<{ count: number; lastOrder: number | null }> {
    const rows = await runSql<{ count: number; last_order: string | null }>(
      tx,
      sql`SELECT count(*)::int AS count, max("order") AS last_order FROM job_stages WHERE job_id = ${jobId}`,
    );
    return { count: rows[0].count, lastOrder: rows[0].last_order === null ? null : Number(rows[0].last_order) };
  }

  /** A job's status and deletion mark, soft-deleted or not, locked when asked; undefined when there is no such job. */
  async statusRow(tx: EntityManager, jobId: string, lock?: RowLock): Promise<{ id: string; status: JobStatus; deleted_at: Date | null } | undefined> {
    const jobs = await runSql<{ id: string; status: JobStatus; deleted_at: Date | null }>(
      tx,
      sql`SELECT id, status, deleted_at FROM jobs WHERE id = ${jobId}${reach.and(reach.of('job', sql.raw('jobs.id')))}${sql.raw(lockClause(lock))}`,
    );
    return jobs[0];
  }

  /** A job's stages in pipeline order. */
  pipelineStageRows(tx: EntityManager, jobId: string): Promise<Array<{ id: string; job_id: string; name: string; order: string }>> {
    return runSql(tx, sql`SELECT id, job_id, name, "order" FROM job_stages WHERE job_id = ${jobId} ORDER BY "order", created_at, id`);
  }

  /** Locks a stage row; false when there is no such stage. */
  async lockStage(tx: EntityManager, stageId: string): Promise<boolean> {
    const rows = await runSql(tx, sql`SELECT 1 FROM job_stages WHERE id = ${stageId}${sql.raw(lockClause('update'))}`);
    return rows.length > 0;
  }

  /** Every job's id (soft-deleted ones included) by whether the request reaches it; null when it reaches every job (its reach has no condition). */
  async jobsByReach(tx: EntityManager): Promise<{ reached: string[]; outOfReach: string[] } | null> {
    const reached = reach.of('job', sql.raw('j.id'));
    if (reached === null) return null;
    const rows = await runSql<{ id: string; reached: boolean }>(tx, sql`SELECT j.id, COALESCE(${reached}, FALSE) AS reached FROM jobs j`);
    return { reached: rows.filter((row) => row.reached).map((row) => row.id), outOfReach: rows.filter((row) => !row.reached).map((row) => row.id) };
  }

  /** Live jobs whose department (`department_id`) or one of whose offices is the node: what keeps it from being deleted. */
  async countPlacedIn(tx: EntityManager, kind: 'department' | 'office', nodeId: string): Promise<number> {
    const condition = kind === 'department' ? sql`department_id = ${nodeId}` : sql`office_ids @> ARRAY[${nodeId}]::uuid[]`;
    const rows = await runSql<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM jobs WHERE ${condition} AND deleted_at IS NULL`);
    return rows[0].count;
  }

  /** The ids of the jobs (soft-deleted ones included) the request reaches whose department is one of `departmentIds` and that have one of `officeIds`. */
  async placedIn(tx: EntityManager, placement: { departmentIds?: readonly string[]; officeIds?: readonly string[] }): Promise<string[]> {
    const department = placement.departmentIds === undefined ? sql.empty : sql` AND j.department_id = ANY(${placement.departmentIds}::uuid[])`;
    const office = placement.officeIds === undefined ? sql.empty : sql` AND j.office_ids && ${placement.officeIds}::uuid[]`;
    const rows = await runSql<{ id: string }>(tx, sql`SELECT j.id FROM jobs j WHERE TRUE${department}${office}${reach.and(reach.of('job', sql.raw('j.id')))}`);
    return rows.map((row) => row.id);
  }

  /** Whether a live (not soft-deleted) job exists. */
  async liveJobExists(tx: EntityManager, jobId: string): Promise<boolean> {
    const rows = await runSql(tx, sql`SELECT 1 FROM jobs WHERE id = ${jobId} AND deleted_at IS NULL${reach.and(reach.of('job', sql.raw('jobs.id')))}`);
    return rows.length > 0;
  }

  /** Whether a stage exists in a live (not soft-deleted) job. */
  async liveStageExists(tx: EntityManager, stageId: string): Promise<boolean> {
    const rows = await runSql(
      tx,
      sql`SELECT 1 FROM job_stages s JOIN jobs j ON j.id = s.job_id
           WHERE s.id = ${stageId} AND j.deleted_at IS NULL${reach.and(reach.of('job', sql.raw('j.id')))}`,
    );
    return rows.length > 0;
  }
}
