import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, type CandidateMergePair, type CandidateMergeParticipant } from '@app/candidates';
import { MessagesRepository } from './persistence/messages.repository';

/** A merge moves the duplicate's threads and suppressions to the survivor (its messages move as a declared resource). */
@CandidateMerge()
@Injectable()
export class MessageMergeService implements CandidateMergeParticipant {
  constructor(private readonly repository: MessagesRepository) {}

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await this.repository.moveThreads(tx, pair.duplicateId, pair.survivorId);
  }
}
