import { StatusResult } from '@app/core';
import type { CandidateEntity } from '../persistence/candidate.entity';
import type { DuplicateMatch } from '../domain/candidate-duplicates';
import type { NoteEntity } from '../persistence/note.entity';
import type { TagEntity } from '../persistence/tag.entity';
import type { CandidateResponse, DuplicateResponse, NoteMentionResponse, NoteResponse, TagResponse } from './candidate-response.dto';

export function presentCandidate(candidate: CandidateEntity): CandidateResponse {
  return {
    id: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
    phone: candidate.phone,
    address: candidate.address,
    location: candidate.location,
    headline: candidate.headline,
    summary: candidate.summary,
    linkedinUrl: candidate.linkedinUrl,
    githubUrl: candidate.githubUrl,
    websiteUrl: candidate.websiteUrl,
    educationEntries: candidate.educationEntries,
    experienceEntries: candidate.experienceEntries,
    createdAt: candidate.createdAt.toISOString(),
    updatedAt: candidate.updatedAt.toISOString(),
  };
}

export function presentTag(tag: TagEntity): TagResponse {
  return { id: tag.id, label: tag.label, createdAt: tag.createdAt.toISOString() };
}

export function presentNote(note: NoteEntity, mentions: NoteMentionResponse[]): NoteResponse {
  return {
    id: note.id,
    body: note.body,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
    author: { id: note.authorId, name: note.authorName },
    mentions,
  };
}

/** POST /candidates/{id}/tags: 201 when the tag was newly attached, 200 when the candidate already had it. */
export function presentTagAttachment(result: { tag: TagResponse; attached: boolean }): StatusResult<TagResponse> {
  return new StatusResult(result.attached ? 201 : 200, result.tag);
}

/** Upsert (docs/api/sync.md#upsert): 201 when the candidate was created, 200 when an existing one was matched. */
export function presentUpsert(result: { candidate: CandidateResponse; created: boolean }): StatusResult<CandidateResponse> {
  return new StatusResult(result.created ? 201 : 200, result.candidate);
}

export function presentDuplicate(candidate: CandidateEntity, match: DuplicateMatch): DuplicateResponse {
  return { candidate: presentCandidate(candidate), score: match.score, reasons: match.reasons };
}
