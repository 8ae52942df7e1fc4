import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentScorecard } from './representation/scorecard.presenter';
import { ScorecardEntity } from './persistence/scorecard.entity';

/** The change feed's `scorecard` data: as its GET returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('scorecard', 'scorecards')
@Injectable()
export class ScorecardChangeFeedService implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, ScorecardEntity, ids, presentScorecard);
  }
}
