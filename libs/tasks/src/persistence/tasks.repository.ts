import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, reach, runSql, sql, type RowLock } from '@app/core';
import { reachedTasks } from './task-reach';
import { whereCandidateIs } from '@app/candidates';
import { TaskEntity } from './task.entity';
import type { ListTasksQuery } from '../representation/task-requests';

const UUID_FILTERS = [
  ['ownerId', 'owner_id'],
  ['applicationId', 'application_id'],
] as const;

/** The task context's queries that are more than one line. */
@Injectable()
export class TasksRepository {
  constructor(@InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>) {}

  list(query: ListTasksQuery): Promise<TaskEntity[]> {
    const builder = this.tasks.createQueryBuilder('t');
    reach.where(builder, reachedTasks('t'));
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
    return lockRows(reach.where(builder, reachedTasks('t')), lock).getOne();
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
