import { InvalidStateError } from '@app/core';

/** Stored offer states (docs/api/states.md#offer). */
export const OFFER_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'withdrawn'] as const;
export type StoredOfferStatus = (typeof OFFER_STATUSES)[number];

/** What clients read: a `sent` offer past `expiresAt` reads as `expired` (computed, never stored). */
export const OFFER_READ_STATUSES = [...OFFER_STATUSES, 'expired'] as const;
export type OfferStatus = (typeof OFFER_READ_STATUSES)[number];

export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const OFFER_DECISIONS = ['accepted', 'declined'] as const;
export type OfferDecision = (typeof OFFER_DECISIONS)[number];

export type OfferAction = 'send' | 'withdraw' | OfferDecision;

const TRANSITIONS: Record<OfferAction, { from: readonly OfferStatus[]; to: StoredOfferStatus }> = {
  send: { from: ['draft'], to: 'sent' },
  withdraw: { from: ['draft', 'sent'], to: 'withdrawn' },
  accepted: { from: ['sent'], to: 'accepted' },
  declined: { from: ['sent'], to: 'declined' },
};

const VERB: Record<OfferAction, string> = { send: 'be sent', withdraw: 'be withdrawn', accepted: 'be accepted', declined: 'be declined' };

export class OfferRules {
  /** An offer expires at `expiresAt` itself: from that instant a `sent` offer reads as `expired`. */
  static isPast(expiresAt: Date | null, now: Date): boolean {
    return expiresAt !== null && expiresAt.getTime() <= now.getTime();
  }

  static statusOf(status: StoredOfferStatus, expiresAt: Date | null, now: Date): OfferStatus {
    return status === 'sent' && OfferRules.isPast(expiresAt, now) ? 'expired' : status;
  }

  /** The stored status after `action`, or INVALID_STATE naming the status as clients read it. */
  static next(status: StoredOfferStatus, expiresAt: Date | null, action: OfferAction, now: Date): StoredOfferStatus {
    const current = OfferRules.statusOf(status, expiresAt, now);
    const { from, to } = TRANSITIONS[action];
    if (!from.includes(current)) throw new InvalidStateError(`An offer that is ${current} cannot ${VERB[action]}`, current, from);
    // A draft whose expiry has passed would be expired the moment it is sent.
    if (action === 'send' && OfferRules.isPast(expiresAt, now)) {
      throw new InvalidStateError(`The offer expired at ${expiresAt?.toISOString()}: it cannot be sent; withdraw it and create a new one`, current, from);
    }
    return to;
  }
}
