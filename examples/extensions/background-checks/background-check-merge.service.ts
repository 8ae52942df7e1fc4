import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, type CandidateMergePair, type CandidateMergeParticipant } from '@app/core';
import { BackgroundChecksRepository } from './persistence/background-checks.repository';

/** Candidate merge: the duplicate's checks move to the survivor (the foreign key alone would clear their link). */
@CandidateMerge()
@Injectable()
export class BackgroundCheckMergeService implements CandidateMergeParticipant {
  constructor(private readonly repository: BackgroundChecksRepository) {}

  mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    return this.repository.moveToSurvivor(tx, pair);
  }
}
