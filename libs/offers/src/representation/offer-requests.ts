import type { PageQuery, ListFilterConditions } from '@app/core';
import type { OfferStatus, SalaryPeriod } from '../domain/offer-rules';

/** The request shapes the service and the repository read; the DTOs in http/dto validate them. */
export interface CreateOfferInput {
  applicationId: string;
  title: string;
  salaryAmount: number;
  currency: string;
  salaryPeriod: SalaryPeriod;
  equity?: string | null;
  startDate?: string | null;
  expiresAt?: string | null;
  notes?: string | null;
  openingId?: string | null;
}

/** PATCH /offers/{id}: the create's fields but the application, each optional. */
export type UpdateOfferInput = Partial<Omit<CreateOfferInput, 'applicationId'>>;

export interface ListOffersQuery extends PageQuery {
  /** The installation's list filters asked for (`cf.<key>=`), from ListFilters; the list ANDs them. */
  filters?: ListFilterConditions;
  applicationId?: string;
  candidateId?: string;
  jobId?: string;
  status?: OfferStatus;
}
