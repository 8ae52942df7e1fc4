import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentInterview } from './representation/interview.presenter';
import { InterviewEntity } from './persistence/interview.entity';

/** The change feed's `interview` data: as its GET returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('interview', 'interviews')
@Injectable()
export class InterviewChangeFeedService implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, InterviewEntity, ids, presentInterview);
  }
}
