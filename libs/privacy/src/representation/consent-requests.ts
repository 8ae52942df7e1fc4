import type { PageQuery } from '@app/core';
import type { ConsentDecision, ConsentRequestStatus, ConsentStatus } from '../domain/consent-rules';

/** The request shapes the privacy services and repositories read; the DTOs in http/dto validate them. */
export interface CreateConsentPurposeInput {
  key: string;
  label: string;
  description?: string;
  durationDays?: number | null;
}

export interface UpdateConsentPurposeInput {
  label?: string;
  description?: string;
  durationDays?: number | null;
}

export interface GiveConsentInput {
  purpose: string;
  givenAt?: string;
  expiresAt?: string | null;
  evidence?: Record<string, unknown> | null;
}

export interface ListCandidateConsentsQuery extends PageQuery {
  purpose?: string;
  status?: ConsentStatus;
}

export interface ListConsentsQuery extends ListCandidateConsentsQuery {
  expiresBefore?: string;
}

export interface CreateConsentRequestInput {
  purpose: string;
  expiresInDays?: number;
}

export interface ListConsentRequestsQuery extends PageQuery {
  candidateId?: string;
  status?: ConsentRequestStatus;
}

export interface DecideConsentRequestInput {
  decision: ConsentDecision;
}
