import { Injectable } from '@nestjs/common';
import { CandidatesService, type CandidateResponse } from '@app/candidates';
import type { Actor } from '@app/core';

/** What a person may ask of the installation about their own data (docs/api/retention.md). */
@Injectable()
export class CandidatePrivacyService {
  constructor(private readonly candidates: CandidatesService) {}

  /** POST /candidates/{id}/anonymize (docs/api/retention.md#anonymization). */
  anonymize(actor: Actor, candidateId: string): Promise<CandidateResponse> {
    return this.candidates.anonymize(actor, candidateId);
  }
}
