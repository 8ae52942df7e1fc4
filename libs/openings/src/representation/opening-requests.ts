import type { PageQuery } from '@app/core';
import type { OpeningStatus } from '../domain/opening-rules';

/** The request shapes the openings service reads; the DTOs in http/dto validate them. */
export interface CreateOpeningsInput {
  count?: number;
  openingId?: string;
  targetStartDate?: string | null;
}

export interface UpdateOpeningInput {
  openingId?: string;
  targetStartDate?: string | null;
}

export interface CloseOpeningInput {
  reason: string;
}

export interface ListOpeningsQuery extends PageQuery {
  status?: OpeningStatus;
}
