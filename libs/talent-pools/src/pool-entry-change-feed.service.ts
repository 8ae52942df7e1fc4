import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentPoolEntry } from './representation/talent-pool.presenter';
import { PoolEntryEntity } from './persistence/pool-entry.entity';

/** The change feed's `talent_pool_entry` data: as its GET returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('talent_pool_entry', 'talent_pools')
@Injectable()
export class PoolEntryChangeFeedService implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, PoolEntryEntity, ids, presentPoolEntry);
  }
}
