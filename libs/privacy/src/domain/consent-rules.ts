import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A consent's states (docs/api/privacy.md#consents): only a `given` one counts, and only it can be withdrawn or expire. */
export const CONSENT_STATUSES = ['given', 'withdrawn', 'expired', 'superseded'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** Where a consent was given. */
export const CONSENT_SOURCES = ['api', 'careers_site', 'consent_request', 'import'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** A consent request's states; `expired` is read from `expiresAt`, never stored. */
export const CONSENT_REQUEST_STATUSES = ['pending', 'given', 'declined', 'expired'] as const;
export type ConsentRequestStatus = (typeof CONSENT_REQUEST_STATUSES)[number];
export type StoredConsentRequestStatus = Exclude<ConsentRequestStatus, 'expired'>;

/** The two answers a candidate gives through a consent request's link. */
export const CONSENT_DECISIONS = ['give', 'decline'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

export const PURPOSE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const PURPOSE_LABEL_MAX_LENGTH = 200;
export const PURPOSE_DESCRIPTION_MAX_LENGTH = 2000;
export const PURPOSE_DURATION_MAX_DAYS = 3650;

/** The purposes every installation has (the migration inserts them): editable, never deleted. */
export const BUILT_IN_PURPOSES = [
  { key: 'application', label: 'Processing of an application', durationDays: 365 },
  { key: 'talent_pool', label: 'Keeping a profile in the talent pool', durationDays: 730 },
  { key: 'messaging', label: 'Receiving messages about opportunities', durationDays: null },
] as const;

/** The largest `evidence` a consent keeps, as JSON text in UTF-8. */
export const EVIDENCE_MAX_BYTES = 4096;

export const CONSENT_REQUEST_DEFAULT_DAYS = 14;
export const CONSENT_REQUEST_MAX_DAYS = 30;

const DAY_MS = 86_400_000;

/** Pure rules of consents and consent requests (docs/api/privacy.md). */
export const ConsentRules = {
  /** `expiresAt` when the request leaves it out: `givenAt` plus the purpose's duration, or none. */
  defaultExpiry(givenAt: Date, durationDays: number | null): Date | null {
    return durationDays === null ? null : new Date(givenAt.getTime() + durationDays * DAY_MS);
  },

  /** Why `evidence` cannot be kept (over 4 KiB of JSON), or null. */
  evidenceProblem(evidence: unknown): string | null {
    if (evidence === undefined || evidence === null) return null;
    const bytes = Buffer.byteLength(JSON.stringify(evidence), 'utf8');
    return bytes > EVIDENCE_MAX_BYTES ? `must be at most ${EVIDENCE_MAX_BYTES} bytes of JSON (it is ${bytes})` : null;
  },

  /** Only a `given` consent can be withdrawn. */
  canWithdraw(status: ConsentStatus): boolean {
    return status === 'given';
  },

  /** A request's status as read at `now`: a pending one past its `expiresAt` is `expired`. */
  requestStatus(stored: StoredConsentRequestStatus, expiresAt: Date, now: Date): ConsentRequestStatus {
    return stored === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : stored;
  },

  /** Whether a request's link still takes a decision at `now`. */
  isOpen(stored: StoredConsentRequestStatus, expiresAt: Date, now: Date): boolean {
    return ConsentRules.requestStatus(stored, expiresAt, now) === 'pending';
  },

  requestExpiry(createdAt: Date, expiresInDays: number): Date {
    return new Date(createdAt.getTime() + expiresInDays * DAY_MS);
  },
};

/** A consent request's link token: 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newRequestToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRequestToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Compares a stored hash with a presented token's in constant time. */
export function tokenMatches(storedHash: Buffer, token: string): boolean {
  const presented = hashRequestToken(token);
  return storedHash.length === presented.length && timingSafeEqual(storedHash, presented);
}
