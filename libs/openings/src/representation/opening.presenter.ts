import type { OpeningEntity } from '../persistence/opening.entity';
import type { OpeningResponse } from './opening-response.dto';

export function presentOpening(opening: OpeningEntity): OpeningResponse {
  return {
    id: opening.id,
    jobId: opening.jobId,
    openingId: opening.openingId,
    status: opening.status,
    targetStartDate: opening.targetStartDate,
    applicationId: opening.applicationId,
    closeReason: opening.closeReason,
    openedAt: opening.openedAt.toISOString(),
    closedAt: opening.closedAt?.toISOString() ?? null,
  };
}
