import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, runSql, sql, whereListFilters } from '@app/core';
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
    for (const [filter, column] of FILTERS) {
      const value = query[filter];
      if (value !== undefined) builder.andWhere(`i.${column} = :${filter}`, { [filter]: value });
    }
    if (query.candidateId !== undefined) whereCandidateIs(builder, 'i.candidate_id', query.candidateId);
    whereListFilters(builder, query.filters, 'i.id');
    return keysetPage(builder, 'i', query).getMany();
  }

  /** Whether the interview exists. */
  async exists(tx: EntityManager, id: string): Promise<boolean> {
    const rows = await runSql(tx, sql`SELECT 1 FROM interviews WHERE id = ${id}`);
    return rows.length > 0;
  }

  /** The ids of the candidate's interviews. */
  async idsOfCandidate(tx: EntityManager, candidateId: string): Promise<string[]> {
    const rows = await runSql<{ id: string }>(tx, sql`SELECT id FROM interviews WHERE candidate_id = ${candidateId}`);
    return rows.map((row) => row.id);
  }
}
