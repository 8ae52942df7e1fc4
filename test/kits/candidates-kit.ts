import { expectError, expectForbidden, expectUnauthorized, expectValidationError, TIMESTAMP as ISO_UTC_MS_PATTERN, type Issue } from '../helpers/assertions';
import { expectTimestamp, UUID } from '../helpers/common';

/** Shared expectations of the candidates e2e files (docs/api/resources.md#candidates, #tags, #notes). */

export const CANDIDATE_KEYS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'location',
  'headline',
  'summary',
  'linkedinUrl',
  'githubUrl',
  'websiteUrl',
  'educationEntries',
  'experienceEntries',
  'createdAt',
  'updatedAt',
].sort();

export const NULLABLE_TEXT_FIELDS = ['phone', 'address', 'location', 'headline', 'summary'] as const;
export const URL_FIELDS = ['linkedinUrl', 'githubUrl', 'websiteUrl'] as const;

export const TAG_KEYS = ['createdAt', 'id', 'label'];
export const NOTE_KEYS = ['author', 'body', 'createdAt', 'id', 'mentions', 'updatedAt'];

/** ISO 8601 UTC with milliseconds, as docs/api/wire-rules.md#timestamps fixes it. */
export const ISO_UTC_MS = ISO_UTC_MS_PATTERN;
export { expectError, expectForbidden, expectUnauthorized, expectValidationError, type Issue };

/** A candidate as the spec lists it: exactly these keys, ISO timestamps, entry arrays. */
export function expectCandidateShape(candidate: Record<string, any>): void {
  expect(Object.keys(candidate).sort()).toEqual(CANDIDATE_KEYS);
  expect(candidate.id).toMatch(UUID);
  expectTimestamp(candidate.createdAt);
  expectTimestamp(candidate.updatedAt);
  expect(Array.isArray(candidate.educationEntries)).toBe(true);
  expect(Array.isArray(candidate.experienceEntries)).toBe(true);
}

export function expectTagShape(tag: Record<string, any>): void {
  expect(Object.keys(tag).sort()).toEqual(TAG_KEYS);
  expect(tag.id).toMatch(UUID);
  expect(typeof tag.label).toBe('string');
  expectTimestamp(tag.createdAt);
}

export function expectNoteShape(note: Record<string, any>): void {
  expect(Object.keys(note).sort()).toEqual(NOTE_KEYS);
  expect(note.id).toMatch(UUID);
  expect(typeof note.body).toBe('string');
  expectTimestamp(note.createdAt);
  expectTimestamp(note.updatedAt);
  expect(Object.keys(note.author).sort()).toEqual(['id', 'name']);
  expect(Array.isArray(note.mentions)).toBe(true);
  for (const mention of note.mentions) expect(Object.keys(mention).sort()).toEqual(['name', 'userId']);
}

export * from '../helpers/common';
