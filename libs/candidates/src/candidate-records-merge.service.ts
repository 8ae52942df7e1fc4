import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, type CandidateMergeParticipant } from './candidate-merger';
import type { CandidateMergePair } from './domain/candidate-merge-rules';
import { CandidateRepository } from './persistence/candidate.repository';

/** Candidate merge: the candidate context's own records of the duplicate, its notes and tags (a tag both have stays once). */
@CandidateMerge()
@Injectable()
export class CandidateRecordsMergeService implements CandidateMergeParticipant {
  constructor(private readonly repository: CandidateRepository) {}

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await this.repository.moveNotesAndTags(tx, pair);
  }
}
