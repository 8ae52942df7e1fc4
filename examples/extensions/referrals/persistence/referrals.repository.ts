import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The referrals context's raw statements. */
@Injectable()
export class ReferralsRepository {
  /** The candidate's referrals stay (the referrer's bonus depends on them); their notes, which name the candidate, go. */
  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await tx.query('UPDATE referrals SET note = NULL, updated_at = now() WHERE candidate_id = $1', [candidateId]);
  }
}
