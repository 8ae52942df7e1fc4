import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentCandidate } from './representation/candidate.presenter';
import { CandidateEntity } from './persistence/candidate.entity';
import { CandidateRepository } from './persistence/candidate.repository';

/** The change feed's `candidate` data: as its GET returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('candidate', 'candidates')
@Injectable()
export class CandidateChangeFeedService implements ChangeFeedLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CandidateRepository,
  ) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, CandidateEntity, ids, presentCandidate);
  }

  /** A merged duplicate's tombstone names its survivor (`mergedIntoId`). */
  mergedInto(ids: readonly string[]): Promise<Map<string, string>> {
    return this.repository.survivorsOf(this.dataSource.manager, ids);
  }
}
