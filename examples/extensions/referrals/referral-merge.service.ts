import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, reassignCandidateRows, type CandidateMergePair, type CandidateMergeParticipant } from '@app/core';

/** Candidate merge: the duplicate's referrals move to the survivor (the foreign key alone would clear their link). */
@CandidateMerge()
@Injectable()
export class ReferralMergeService implements CandidateMergeParticipant {
  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await reassignCandidateRows(tx, 'referrals', pair);
  }
}
