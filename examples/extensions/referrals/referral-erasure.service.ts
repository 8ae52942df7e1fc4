import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateErasure, type CandidateErasureParticipant } from '@app/candidates';
import { ReferralsRepository } from './persistence/referrals.repository';

/**
 * Candidate erasure: a referral outlives its candidate (the referrer's bonus depends on it; the
 * foreign key only clears the link), but its note names them. The outbox copies of referral.created
 * carry `candidateId`, so core redacts them.
 */
@CandidateErasure()
@Injectable()
export class ReferralErasureService implements CandidateErasureParticipant {
  constructor(private readonly repository: ReferralsRepository) {}

  // Runs in the erasure transaction, after the candidate row is locked and before it is deleted.
  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await this.repository.eraseCandidate(tx, candidateId);
  }

  // Anonymization keeps the candidate but not their words: the note goes as in erasure.
  async anonymizeCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await this.repository.eraseCandidate(tx, candidateId);
  }
}
