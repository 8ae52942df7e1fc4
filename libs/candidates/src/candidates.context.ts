import { defineContext } from '@app/core';
import { CandidatesModule } from './candidates.module';
import { CandidatesHttpModule } from './candidates-http.module';

/** Candidates, their tags and notes, search, upsert, duplicates and merge. */
export const CANDIDATES_CONTEXT = defineContext({
  name: 'candidates',
  module: CandidatesModule,
  httpModule: CandidatesHttpModule,
});
