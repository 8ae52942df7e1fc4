import type { NULLABLE_TEXT_FIELDS } from './domain/candidate-fields';

/** A candidate field that may identify a person. */
export type CandidateIdentityField = 'email' | (typeof NULLABLE_TEXT_FIELDS)[number];

/**
 * One key that identifies a person: no two candidates share its value. It is enforced by a unique
 * index on `match(<column>)`, not by a lookup before the insert, so that two concurrent creates
 * cannot both succeed; a violation of the index is a 409 CONFLICT naming the field.
 */
export interface CandidateIdentityKey {
  /** The body field, as the 409's message and `details.field` name it. */
  readonly field: CandidateIdentityField;
  /** The unique index that enforces the key; each process checks at start that it exists. */
  readonly index: string;
  /** The SQL expression the index is on, written for any operand (the column, or the value sent): `lower(${operand})`. */
  match(operand: string): string;
}

/**
 * The keys that identify a person (docs/extending.md, "Policies"). Create and update refuse a value
 * of a key that another candidate has (409), and upsert updates the candidate one of the keys sent
 * matches, trying the keys in order. The default, UNIQUE_EMAIL, is the email in any letter case
 * (the index `candidates_email_key` on lower(email)). An installation provides another in an
 * extension's policies with a migration that creates the indexes of its keys (and drops
 * `candidates_email_key` when email is not one of them); each process checks at start that the
 * indexes agree with the policy.
 */
export interface CandidateIdentityPolicy {
  /** In the order upsert tries them; none: candidates may share any value, and upsert always creates. */
  readonly keys: readonly CandidateIdentityKey[];
}

export const CANDIDATE_IDENTITY_POLICY = Symbol('CANDIDATE_IDENTITY_POLICY');

/** The index that enforces EMAIL_IDENTITY (a core migration creates it). */
export const CANDIDATE_EMAIL_INDEX = 'candidates_email_key';

/** The email, in any letter case. */
export const EMAIL_IDENTITY: CandidateIdentityKey = { field: 'email', index: CANDIDATE_EMAIL_INDEX, match: (operand) => `lower(${operand})` };

export const UNIQUE_EMAIL: CandidateIdentityPolicy = { keys: [EMAIL_IDENTITY] };
export const DUPLICATE_EMAILS_ALLOWED: CandidateIdentityPolicy = { keys: [] };
