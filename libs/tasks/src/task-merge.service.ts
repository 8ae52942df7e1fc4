import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, reassignCandidateRows, type CandidateMergePair, type CandidateMergeParticipant } from '@app/core';

/** Candidate merge: the tasks linked to the duplicate link to the survivor (the foreign key alone would clear the link when the duplicate is deleted). */
@CandidateMerge()
@Injectable()
export class TaskMergeService implements CandidateMergeParticipant {
  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await reassignCandidateRows(tx, 'tasks', pair);
  }
}
