import { InvalidStateError } from '@app/core';
import { OFFER_STATUSES, OfferRules, type OfferAction, type StoredOfferStatus } from './offer-rules';

const now = new Date('2026-11-21T10:00:00.000Z');
const future = new Date('2026-11-21T10:00:00.001Z');
const past = new Date('2026-11-21T09:59:59.999Z');

function outcome(status: StoredOfferStatus, expiresAt: Date | null, action: OfferAction): string {
  try {
    return OfferRules.next(status, expiresAt, action, now);
  } catch (error) {
    if (!(error instanceof InvalidStateError)) throw error;
    return `409 ${JSON.stringify(error.details)}`;
  }
}

describe(OfferRules.name, () => {
  it('reads a sent offer at or past expiresAt as expired, and nothing else', () => {
    expect(OfferRules.statusOf('sent', past, now)).toBe('expired');
    expect(OfferRules.statusOf('sent', now, now)).toBe('expired');
    expect(OfferRules.statusOf('sent', future, now)).toBe('sent');
    expect(OfferRules.statusOf('sent', null, now)).toBe('sent');
    for (const status of OFFER_STATUSES.filter((s) => s !== 'sent')) expect(OfferRules.statusOf(status, past, now)).toBe(status);
  });

  it.each([
    ['draft', null, 'send', 'sent'],
    ['draft', future, 'send', 'sent'],
    ['draft', null, 'withdraw', 'withdrawn'],
    ['sent', null, 'withdraw', 'withdrawn'],
    ['sent', future, 'accepted', 'accepted'],
    ['sent', null, 'declined', 'declined'],
  ] as const)('moves %s (expiresAt %p) by %s to %s', (status, expiresAt, action, next) => {
    expect(OfferRules.next(status, expiresAt, action, now)).toBe(next);
  });

  it.each([
    ['draft', null, 'accepted', { status: 'draft', allowed: ['sent'] }],
    ['draft', null, 'declined', { status: 'draft', allowed: ['sent'] }],
    ['sent', null, 'send', { status: 'sent', allowed: ['draft'] }],
    ['sent', past, 'accepted', { status: 'expired', allowed: ['sent'] }],
    ['sent', now, 'declined', { status: 'expired', allowed: ['sent'] }],
    ['sent', past, 'withdraw', { status: 'expired', allowed: ['draft', 'sent'] }],
    ['draft', past, 'send', { status: 'draft', allowed: ['draft'] }],
    ['accepted', null, 'declined', { status: 'accepted', allowed: ['sent'] }],
    ['accepted', null, 'withdraw', { status: 'accepted', allowed: ['draft', 'sent'] }],
    ['declined', null, 'accepted', { status: 'declined', allowed: ['sent'] }],
    ['withdrawn', null, 'send', { status: 'withdrawn', allowed: ['draft'] }],
    ['withdrawn', null, 'withdraw', { status: 'withdrawn', allowed: ['draft', 'sent'] }],
  ] as const)('refuses %s (expiresAt %p) by %s with INVALID_STATE %p', (status, expiresAt, action, details) => {
    expect(outcome(status, expiresAt, action)).toBe(`409 ${JSON.stringify(details)}`);
  });

  it('lets a draft past its expiry be withdrawn', () => {
    expect(OfferRules.next('draft', past, 'withdraw', now)).toBe('withdrawn');
  });
});
