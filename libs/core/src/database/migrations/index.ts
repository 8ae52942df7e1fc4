import { Platform1763700000000 } from './1763700000000-platform';
import { Identity1763700000100 } from './1763700000100-identity';
import { Candidates1763700000200 } from './1763700000200-candidates';
import { Jobs1763700000300 } from './1763700000300-jobs';
import { Applications1763700000400 } from './1763700000400-applications';
import { Interviews1763700000500 } from './1763700000500-interviews';
import { Offers1763700000600 } from './1763700000600-offers';
import { Scorecards1763700000700 } from './1763700000700-scorecards';
import { Tasks1763700000800 } from './1763700000800-tasks';
import { TalentPools1763700000900 } from './1763700000900-talent-pools';
import { Idempotency1763702000000 } from './1763702000000-idempotency';
import { Webhooks1763701000000 } from './1763701000000-webhooks';
import { Automations1763703000000 } from './1763703000000-automations';
import { IdempotencyEncrypted1763704000000 } from './1763704000000-idempotency-encrypted';
import { Documents1763705000000 } from './1763705000000-documents';
import { ErasureIndexes1763704500000 } from './1763704500000-erasure-indexes';
import { CandidateSearch1763706000000 } from './1763706000000-candidate-search';
import { Sync1763707000000 } from './1763707000000-sync';
import { Changes1763708000000 } from './1763708000000-changes';
import { CandidateMerges1763709000000 } from './1763709000000-candidate-merges';
import { DocumentActivityIndex1763709500000 } from './1763709500000-document-activity-index';
import { CandidateSearchWindow1763709600000 } from './1763709600000-candidate-search-window';
import { CandidateSearchWrite1763709700000 } from './1763709700000-candidate-search-write';
import { CandidateSearchStatistics1763709800000 } from './1763709800000-candidate-search-statistics';
import { CandidateSearchAccents1763709900000 } from './1763709900000-candidate-search-accents';

/** Every migration, in order. Add new ones at the end. */
export const MIGRATIONS = [
  Platform1763700000000,
  Identity1763700000100,
  Candidates1763700000200,
  Jobs1763700000300,
  Applications1763700000400,
  Interviews1763700000500,
  Offers1763700000600,
  Scorecards1763700000700,
  Tasks1763700000800,
  TalentPools1763700000900,
  Webhooks1763701000000,
  Idempotency1763702000000,
  Automations1763703000000,
  IdempotencyEncrypted1763704000000,
  Documents1763705000000,
  ErasureIndexes1763704500000,
  CandidateSearch1763706000000,
  Sync1763707000000,
  Changes1763708000000,
  CandidateMerges1763709000000,
  DocumentActivityIndex1763709500000,
  CandidateSearchWindow1763709600000,
  CandidateSearchWrite1763709700000,
  CandidateSearchStatistics1763709800000,
  CandidateSearchAccents1763709900000,
];
