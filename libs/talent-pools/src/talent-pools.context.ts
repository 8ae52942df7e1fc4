import { defineContext } from '@app/core';
import { TalentPoolsModule } from './talent-pools.module';
import { TalentPoolsHttpModule } from './talent-pools-http.module';

/** Talent pools and their entries. */
export const TALENT_POOLS_CONTEXT = defineContext({
  name: 'talent-pools',
  module: TalentPoolsModule,
  httpModule: TalentPoolsHttpModule,
});
