import { defineContext, defineResource } from '@app/core';
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
import { CandidateSearchExtraText1763724000000 } from './persistence/migrations/1763724000000-candidate-search-extra-text';
import { CandidateAnonymization1795830000000 } from './persistence/migrations/1795830000000-candidate-anonymization';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ActivityEntityTypes {
    candidate: true;
    note: true;
  }
  interface EventSubjectKeys {
    /** The key of an event's `data` that holds the id of its candidate. */
    candidate?: string;
  }
  interface EventTypes {
    'candidate.created': true;
    'candidate.updated': true;
    'candidate.deleted': true;
    'candidate.merged': true;
    'candidate.anonymized': true;
    'candidate.tag_added': true;
    'candidate.tag_removed': true;
    'note.created': true;
  }
  interface ScopeResources {
    candidates: true;
  }
}

/** Candidates, their tags and notes, search, upsert, duplicates and merge. */
export const CANDIDATES_CONTEXT = defineContext({
  name: 'candidates',
  module: CandidatesModule,
  httpModule: CandidatesHttpModule,
  activityEntityTypes: ['candidate', 'note'],
  events: [
    // The candidate itself (the survivor of a merge; { id } once erased).
    ...(['candidate.created', 'candidate.updated', 'candidate.deleted', 'candidate.merged', 'candidate.anonymized'] as const).map((type) => ({
      type,
      entityType: 'candidate' as const,
      subjects: { candidate: 'id' },
      resource: { type: 'candidate', idKey: 'id' },
    })),
    ...(['candidate.tag_added', 'candidate.tag_removed'] as const).map((type) => ({
      type,
      entityType: 'candidate' as const,
      subjects: { candidate: 'candidateId' },
      resource: { type: 'candidate', idKey: 'candidateId' },
    })),
    { type: 'note.created', entityType: 'note', subjects: { candidate: 'candidateId' }, resource: { type: 'note', idKey: 'note.id' } },
  ],
  scopes: [{ resource: 'candidates' }],
  // Presented by CandidateChangeFeed and NoteChangeFeed; a note's activity names its candidate in its metadata.
  resources: [
    defineResource({ type: 'candidate', reach: { kind: 'candidate' } }),
    defineResource({
      type: 'note',
      reach: { through: 'candidate', table: 'notes', column: 'candidate_id', metadataKey: 'candidateId' },
      anonymize: 'delete',
    }),
  ],
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
    CandidateSearchExtraText1763724000000,
    CandidateAnonymization1795830000000,
  ],
});
