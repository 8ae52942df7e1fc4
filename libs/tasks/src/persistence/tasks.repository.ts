import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { currentViewer, keysetPage, lockRows, reach, runSql, sql, type RowLock, type Sql } from '@app/core';
import { whereCandidateIs } from '@app/candidates';
import { TaskEntity } from './task.entity';
import type { ListTasksQuery } from '../representation/task-requests';

const UUID_FILTERS = [
  ['ownerId', 'owner_id'],
  ['applicationId', 'application_id'],
] as const;

/** The tasks the request reaches (docs/api/access.md): linked to a reached candidate, application or job, or owned or created by its user. */
function reachedTasks(): Sql | null {
  const viewer = currentViewer();
  const links = [
    [sql.raw('t.candidate_id'), reach.candidates(sql.raw('t.candidate_id'))],
    [sql.raw('t.application_id'), reach.applications(sql.raw('t.application_id'))],
    [sql.raw('t.job_id'), reach.jobs(sql.raw('t.job_id'))],
  ] as const;
  if (viewer === undefined || links.every(([, condition]) => condition === null)) return null;
  const linked = links.map(([column, condition]) => sql`(${column} IS NOT NULL AND ${condition ?? sql`TRUE`})`);
  return sql`(t.owner_id = ${viewer.userId} OR t.created_by_id = ${viewer.userId} OR ${sql.join(linked, sql` OR `)})`;
}

/** The task context's queries that are more than one line. */
@Injectable()
export class TasksRepository {
  constructor(@InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>) {}

  list(query: ListTasksQuery): Promise<TaskEntity[]> {
    const builder = this.tasks.createQueryBuilder('t');
    reach.where(builder, reachedTasks());
    for (const [field, column] of UUID_FILTERS) {
      const value = query[field];
      if (value !== undefined) builder.andWhere(`t.${column} = :${field}`, { [field]: value });
    }
    if (query.candidateId !== undefined) whereCandidateIs(builder, 't.candidate_id', query.candidateId);
    if (query.status !== undefined) builder.andWhere('t.status = :status', { status: query.status });
    return keysetPage(builder, 't', query).getMany();
  }

  /** The task when the request reaches it, locked as asked. */
  findOne(tx: EntityManager, id: string, lock?: RowLock): Promise<TaskEntity | null> {
    const builder = tx.createQueryBuilder(TaskEntity, 't').where('t.id = :id', { id });
    return lockRows(reach.where(builder, reachedTasks()), lock).getOne();
  }

  /** Deletes the tasks linked to any of these records; returns their ids. */
  async deleteLinkedTo(tx: EntityManager, links: { candidateId: string; applicationIds: string[]; interviewIds: string[] }): Promise<string[]> {
    const rows = await runSql<{ id: string }>(
      tx,
      sql`DELETE FROM tasks WHERE candidate_id = ${links.candidateId} OR application_id = ANY(${links.applicationIds}::uuid[])
           OR interview_id = ANY(${links.interviewIds}::uuid[]) RETURNING id`,
    );
    return rows.map((row) => row.id);
  }
}
