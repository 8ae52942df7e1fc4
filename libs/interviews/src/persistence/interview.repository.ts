import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, reach, runSql, sql, whereListFilters, type RowLock } from '@app/core';
import { whereCandidateIs } from '@app/candidates';
import { InterviewEntity } from './interview.entity';
import type { ListInterviewsQuery } from '../representation/interview-requests';

const FILTERS = [
  ['applicationId', 'application_id'],
  ['jobId', 'job_id'],
] as const;

@Injectable()
export class InterviewRepository {
  constructor(@InjectRepository(InterviewEntity) private readonly interviews: Repository<InterviewEntity>) {}

  /** GET /interviews: every filter given must hold; newest first. */
  list(query: ListInterviewsQuery): Promise<InterviewEntity[]> {
    const builder = this.interviews.createQueryBuilder('i');
    reach.where(builder, reach.of('job', sql.raw('i.job_id')));
    for (const [filter, column] of FILTERS) {
      const value = query[filter];
      if (value !== undefined) builder.andWhere(`i.${column} = :${filter}`, { [filter]: value });
    }
    if (query.candidateId !== undefined) whereCandidateIs(builder, 'i.candidate_id', query.candidateId);
    whereListFilters(builder, query.filters, 'i.id');
    return keysetPage(builder, 'i', query).getMany();
  }

  /** The interview when the request reaches it (docs/api/access.md), locked as asked. */
  findOne(tx: EntityManager, id: string, lock?: RowLock): Promise<InterviewEntity | null> {
    const builder = tx.createQueryBuilder(InterviewEntity, 'i').where('i.id = :id', { id });
    return lockRows(reach.where(builder, reach.of('job', sql.raw('i.job_id'))), lock).getOne();
  }

  /** Whether the interview exists and the request reaches it. */
  async exists(tx: EntityManager, id: string): Promise<boolean> {
    const rows = await runSql(tx, sql`SELECT 1 FROM interviews i WHERE id = ${id}${reach.and(reach.of('job', sql.raw('i.job_id')))}`);
    return rows.length > 0;
  }

  /** The ids of the candidate's interviews. */
  async idsOfCandidate(tx: EntityManager, candidateId: string): Promise<string[]> {
    const rows = await runSql<{ id: string }>(tx, sql`SELECT id FROM interviews WHERE candidate_id = ${candidateId}`);
    return rows.map((row) => row.id);
  }
}
