import { ConsentRules } from '../domain/consent-rules';
import type { ConsentPurposeEntity } from '../persistence/consent-purpose.entity';
import type { ConsentEntity } from '../persistence/consent.entity';
import type { ConsentRequestEntity } from '../persistence/consent-request.entity';
import type { ConsentPurposeResponse, ConsentRequestResponse, ConsentResponse, PublicConsentRequestResponse } from './consent-response.dto';

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

export function presentConsentPurpose(purpose: ConsentPurposeEntity): ConsentPurposeResponse {
  return {
    id: purpose.id,
    key: purpose.key,
    label: purpose.label,
    description: purpose.description,
    durationDays: purpose.durationDays,
    createdAt: purpose.createdAt.toISOString(),
    updatedAt: purpose.updatedAt.toISOString(),
  };
}

export function presentConsent(consent: ConsentEntity): ConsentResponse {
  return {
    id: consent.id,
    candidateId: consent.candidateId,
    purpose: consent.purpose,
    status: consent.status,
    givenAt: consent.givenAt.toISOString(),
    expiresAt: iso(consent.expiresAt),
    withdrawnAt: iso(consent.withdrawnAt),
    source: consent.source,
    evidence: consent.evidence as Record<string, unknown> | null,
    createdAt: consent.createdAt.toISOString(),
    updatedAt: consent.updatedAt.toISOString(),
  };
}

/** `url` is the link only in the create's answer and its event; every read passes null. `now` decides `expired`. */
export function presentConsentRequest(request: ConsentRequestEntity, now: Date, url: string | null = null): ConsentRequestResponse {
  return {
    id: request.id,
    candidateId: request.candidateId,
    purpose: request.purpose,
    status: ConsentRules.requestStatus(request.status, request.expiresAt, now),
    url,
    expiresAt: request.expiresAt.toISOString(),
    decidedAt: iso(request.decidedAt),
    createdAt: request.createdAt.toISOString(),
  };
}

export function presentPublicConsentRequest(request: ConsentRequestEntity, purpose: ConsentPurposeEntity, now: Date): PublicConsentRequestResponse {
  return {
    purpose: { key: purpose.key, label: purpose.label, description: purpose.description },
    expiresAt: request.expiresAt.toISOString(),
    status: ConsentRules.requestStatus(request.status, request.expiresAt, now),
  };
}
