import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { keysetPage, whereCandidateIs } from '@app/core';
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
    return keysetPage(builder, 'i', query).getMany();
  }
}
