import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, type CandidateMergeParticipant, type CandidateMergePair } from '@app/candidates';
import { ConsentsRepository } from './persistence/consents.repository';

/**
 * Candidate merge (docs/adr/0016-candidate-merge.md): a candidate keeps one `given` consent per purpose, so where both
 * hold one, the one given earlier is superseded before the declared resources move the duplicate's rows.
 */
@CandidateMerge()
@Injectable()
export class ConsentMergeService implements CandidateMergeParticipant {
  constructor(private readonly repository: ConsentsRepository) {}

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await this.repository.supersedeOlderOfPair(tx, pair.duplicateId, pair.survivorId, new Date());
  }
}
