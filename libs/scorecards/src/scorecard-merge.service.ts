import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, reassignCandidateRows, type CandidateMergePair, type CandidateMergeParticipant } from '@app/core';

/** Candidate merge: the scorecards of the duplicate's applications keep their copy of the candidate id in step with the application. */
@CandidateMerge()
@Injectable()
export class ScorecardMergeService implements CandidateMergeParticipant {
  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await reassignCandidateRows(tx, 'scorecards', pair);
  }
}
