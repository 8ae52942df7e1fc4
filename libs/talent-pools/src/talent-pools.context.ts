import { defineContext, defineResource } from '@app/core';
import { TalentPoolsModule } from './talent-pools.module';
import { TalentPoolsHttpModule } from './talent-pools-http.module';
import { PoolEntryEntity } from './persistence/pool-entry.entity';
import { presentPoolEntry } from './representation/talent-pool.presenter';

/** Talent pools and their entries. */
export const TALENT_POOLS_CONTEXT = defineContext({
  name: 'talent-pools',
  module: TalentPoolsModule,
  httpModule: TalentPoolsHttpModule,
  // No candidateColumn: PoolEntryMergeService moves them, except into the pools the survivor is already in.
  resources: [defineResource({ type: 'talent_pool_entry', scope: 'talent_pools', entity: PoolEntryEntity, present: presentPoolEntry })],
});
