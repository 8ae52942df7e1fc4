import type { RejectionReasonType } from '../domain/rejection-reason';

/** The request shapes the rejection reasons service reads; the DTOs in http/dto validate them. */
export interface CreateRejectionReasonInput {
  name: string;
  type: RejectionReasonType;
  archived?: boolean;
}

export type UpdateRejectionReasonInput = Partial<CreateRejectionReasonInput>;
