import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { keysetPage, reach, sql } from '@app/core';
import { whereCandidateIs } from '@app/candidates';
import { ScorecardEntity } from './scorecard.entity';
import type { ListScorecardsQuery } from '../representation/scorecard-requests';

const FILTERS = [['applicationId', 'application_id']] as const;

@Injectable()
export class ScorecardRepository {
  constructor(@InjectRepository(ScorecardEntity) private readonly scorecards: Repository<ScorecardEntity>) {}

  /** GET /scorecards: every filter given must hold; newest first. */
  list(query: ListScorecardsQuery): Promise<ScorecardEntity[]> {
    const builder = this.scorecards.createQueryBuilder('s');
    reach.where(builder, reach.of('application', sql.raw('s.application_id')));
    for (const [filter, column] of FILTERS) {
      const value = query[filter];
      if (value !== undefined) builder.andWhere(`s.${column} = :${filter}`, { [filter]: value });
    }
    if (query.candidateId !== undefined) whereCandidateIs(builder, 's.candidate_id', query.candidateId);
    return keysetPage(builder, 's', query).getMany();
  }
}
