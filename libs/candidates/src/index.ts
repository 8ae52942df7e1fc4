export * from './candidates.context';
export * from './candidates.module';
export * from './candidates-http.module';
export * from './candidates.service';
export * from './candidate-tags.service';
export * from './candidate-notes.service';
export { CandidateMerge, CandidateMerger, type CandidateMergeParticipant } from './candidate-merger';
export {
  CANDIDATE_SUBJECT_KEY,
  CandidateErasure,
  CandidateEraser,
  GuardsCandidateRemoval,
  type CandidateErasureParticipant,
  type CandidateRemoval,
  type CandidateRemovalGuard,
} from './candidate-eraser';
export type { CandidateMergePair } from './domain/candidate-merge-rules';
export { reassignCandidateRows, whereCandidateIs } from './persistence/candidate-references';
export { CandidateResponse } from './representation/candidate-response.dto';
export type { DuplicateResponse, TagResponse, NoteResponse } from './representation/candidate-response.dto';
export { NOTE_BODY_MAX_LENGTH, TAG_LABEL_MAX_LENGTH } from './domain/candidate-limits';
export {
  CANDIDATE_EMAIL_INDEX,
  CANDIDATE_IDENTITY_POLICY,
  DUPLICATE_EMAILS_ALLOWED,
  EMAIL_IDENTITY,
  UNIQUE_EMAIL,
  type CandidateIdentityField,
  type CandidateIdentityKey,
  type CandidateIdentityPolicy,
} from './candidate-identity.policy';
export { CandidateMergedError } from './domain/candidate-merge.errors';
export { DENSE_PROBE_MATCHES, DENSITY_PROBE_ROWS, RANKED_WINDOW, RECENT_PROBE_MATCHES } from './persistence/search/search-terms';
