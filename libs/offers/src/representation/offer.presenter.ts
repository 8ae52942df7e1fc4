import { OfferRules } from '../domain/offer-rules';
import type { OfferEntity } from '../persistence/offer.entity';
import type { OfferResponse } from './offer-response.dto';

/** `now` decides whether a sent offer reads as expired. */
export function presentOffer(offer: OfferEntity, now = new Date()): OfferResponse {
  return {
    id: offer.id,
    applicationId: offer.applicationId,
    candidateId: offer.candidateId,
    jobId: offer.jobId,
    openingId: offer.openingId,
    status: OfferRules.statusOf(offer.status, offer.expiresAt, now),
    title: offer.title,
    salaryAmount: Number(offer.salaryAmount),
    currency: offer.currency,
    salaryPeriod: offer.salaryPeriod,
    equity: offer.equity,
    startDate: offer.startDate,
    expiresAt: offer.expiresAt?.toISOString() ?? null,
    notes: offer.notes,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    decidedAt: offer.decidedAt?.toISOString() ?? null,
    sentAt: offer.sentAt?.toISOString() ?? null,
  };
}
