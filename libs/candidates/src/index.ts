export * from './candidates.module';
export * from './candidates-http.module';
export * from './candidates.service';
export * from './candidate-tags.service';
export * from './candidate-notes.service';
export type { CandidateResponse, TagResponse, NoteResponse } from './http/dto/candidate-response.dto';
export { NOTE_BODY_MAX_LENGTH, TAG_LABEL_MAX_LENGTH } from './domain/candidate-limits';
export { CandidateMergedError } from './domain/candidate-merge.errors';
