/**
 * Whether two candidates may share an email address (docs/extending.md, "Policies"). The default,
 * unique emails in any letter case, is enforced by the unique index `candidates_email_key` on
 * lower(email): race-free, and a taken email is a 409. An installation that allows duplicates
 * provides DUPLICATE_EMAILS_ALLOWED in an extension's policies and ships a migration dropping the
 * index; each process checks at start that the index agrees with the policy.
 */
export interface CandidateIdentityPolicy {
  readonly uniqueEmail: boolean;
}

export const CANDIDATE_IDENTITY_POLICY = Symbol('CANDIDATE_IDENTITY_POLICY');
export const UNIQUE_EMAIL: CandidateIdentityPolicy = { uniqueEmail: true };
export const DUPLICATE_EMAILS_ALLOWED: CandidateIdentityPolicy = { uniqueEmail: false };

/** The index that enforces UNIQUE_EMAIL. */
export const CANDIDATE_EMAIL_INDEX = 'candidates_email_key';
