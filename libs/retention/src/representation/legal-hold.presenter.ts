import type { LegalHoldEntity } from '../persistence/legal-hold.entity';
import type { LegalHoldResponse } from './legal-hold-response.dto';

export function presentLegalHold(hold: LegalHoldEntity): LegalHoldResponse {
  return {
    id: hold.id,
    name: hold.name,
    reason: hold.reason,
    candidateIds: hold.candidateIds,
    jobIds: hold.jobIds,
    all: hold.allCandidates,
    releasedAt: hold.releasedAt?.toISOString() ?? null,
    createdAt: hold.createdAt.toISOString(),
    updatedAt: hold.updatedAt.toISOString(),
  };
}
