import type { RejectionReasonEntity } from '../persistence/rejection-reason.entity';
import type { RejectionReasonResponse } from './rejection-reason-response.dto';

export function presentRejectionReason(reason: RejectionReasonEntity): RejectionReasonResponse {
  return {
    id: reason.id,
    name: reason.name,
    type: reason.type,
    archived: reason.archived,
    createdAt: reason.createdAt.toISOString(),
    updatedAt: reason.updatedAt.toISOString(),
  };
}
