import { defineContext } from '@app/core';
import { TalentPoolsModule } from './talent-pools.module';
import { TalentPoolsHttpModule } from './talent-pools-http.module';
import { TalentPools1763700000900 } from './persistence/migrations/1763700000900-talent-pools';
import { TalentPoolsUpdatedAt1763707000009 } from './persistence/migrations/1763707000009-talent-pools-updated-at';

/** Talent pools and their entries. */
export const TALENT_POOLS_CONTEXT = defineContext({
  name: 'talent-pools',
  module: TalentPoolsModule,
  httpModule: TalentPoolsHttpModule,
  migrations: [TalentPools1763700000900, TalentPoolsUpdatedAt1763707000009],
});
