import { defineContext, defineResource } from '@app/core';
import { TalentPoolsModule } from './talent-pools.module';
import { TalentPoolsHttpModule } from './talent-pools-http.module';
import { PoolEntryEntity } from './persistence/pool-entry.entity';
import { presentPoolEntry } from './representation/talent-pool.presenter';
import { TalentPools1763700000900 } from './persistence/migrations/1763700000900-talent-pools';
import { TalentPoolsUpdatedAt1763707000009 } from './persistence/migrations/1763707000009-talent-pools-updated-at';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'talent_pool.entry_added': true;
    'talent_pool.entry_removed': true;
  }
  interface ScopeResources {
    talent_pools: true;
  }
}

/** Talent pools and their entries. */
export const TALENT_POOLS_CONTEXT = defineContext({
  name: 'talent-pools',
  module: TalentPoolsModule,
  httpModule: TalentPoolsHttpModule,
  events: (['talent_pool.entry_added', 'talent_pool.entry_removed'] as const).map((type) => ({
    type,
    entityType: 'candidate',
    subjects: { candidate: 'candidateId' },
    resource: { type: 'talent_pool_entry', idKey: 'id' },
  })),
  scopes: [{ resource: 'talent_pools' }],
  // No candidateColumn: PoolEntryMergeService moves them, except into the pools the survivor is already in.
  resources: [
    defineResource({
      type: 'talent_pool_entry',
      reach: { through: 'candidate', table: 'talent_pool_entries', column: 'candidate_id' },
      scope: 'talent_pools',
      entity: PoolEntryEntity,
      present: presentPoolEntry,
      // Anonymization deletes the candidate's entries (docs/api/retention.md#anonymization).
      anonymize: 'delete',
    }),
  ],
  migrations: [TalentPools1763700000900, TalentPoolsUpdatedAt1763707000009],
});
