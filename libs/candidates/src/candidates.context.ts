import { defineContext } from '@app/core';
import { CandidatesModule } from './candidates.module';
import { CandidatesHttpModule } from './candidates-http.module';
import { Candidates1763700000200 } from './persistence/migrations/1763700000200-candidates';
import { ErasureIndexes1763704500000 } from './persistence/migrations/1763704500000-erasure-indexes';
import { CandidateSearch1763706000000 } from './persistence/migrations/1763706000000-candidate-search';
import { Sync1763707000000 } from './persistence/migrations/1763707000000-sync';
import { CandidateMerges1763709000000 } from './persistence/migrations/1763709000000-candidate-merges';
import { CandidateSearchWindow1763709600000 } from './persistence/migrations/1763709600000-candidate-search-window';
import { CandidateSearchWrite1763709700000 } from './persistence/migrations/1763709700000-candidate-search-write';
import { CandidateSearchStatistics1763709800000 } from './persistence/migrations/1763709800000-candidate-search-statistics';
import { CandidateSearchAccents1763709900000 } from './persistence/migrations/1763709900000-candidate-search-accents';

/** Candidates, their tags and notes, search, upsert, duplicates and merge. */
export const CANDIDATES_CONTEXT = defineContext({
  name: 'candidates',
  module: CandidatesModule,
  httpModule: CandidatesHttpModule,
  migrations: [
    Candidates1763700000200,
    ErasureIndexes1763704500000,
    CandidateSearch1763706000000,
    Sync1763707000000,
    CandidateMerges1763709000000,
    CandidateSearchWindow1763709600000,
    CandidateSearchWrite1763709700000,
    CandidateSearchStatistics1763709800000,
    CandidateSearchAccents1763709900000,
  ],
});
