import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, type ChangeFeedLoader } from '@app/core';
import { BackgroundChecksRepository } from './persistence/background-checks.repository';
import { presentBackgroundCheck } from './representation/background-check';

/** The events register the resource type `background_check`: this presents it in GET /changes, to keys with background_checks:read. */
@ChangeFeedResource('background_check', 'background_checks')
@Injectable()
export class BackgroundCheckChangeFeedService implements ChangeFeedLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BackgroundChecksRepository,
  ) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return this.repository.presentByIds(this.dataSource.manager, ids, presentBackgroundCheck);
  }
}
