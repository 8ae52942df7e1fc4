import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentApplication } from './representation/application.presenter';
import { ApplicationEntity } from './persistence/application.entity';

/** The change feed's `application` data: as its GET returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('application', 'applications')
@Injectable()
export class ApplicationChangeFeedService implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, ApplicationEntity, ids, presentApplication);
  }
}
