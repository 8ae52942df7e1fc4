import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, type CandidateMergePair, type CandidateMergeParticipant } from '@app/candidates';
import { TalentPoolsRepository } from './persistence/talent-pools.repository';

/** Candidate merge: the duplicate's pool entries move to the survivor, except in pools the survivor is already in (the survivor's entry stays). */
@CandidateMerge()
@Injectable()
export class PoolEntryMergeService implements CandidateMergeParticipant {
  constructor(private readonly repository: TalentPoolsRepository) {}

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await this.repository.moveEntries(tx, pair.duplicateId, pair.survivorId);
  }
}
