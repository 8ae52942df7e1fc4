import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, type CandidateMergePair, type CandidateMergeParticipant } from '@app/candidates';
import { MessagesRepository } from './persistence/messages.repository';

/** A merge moves the duplicate's threads, suppressions and messages to the survivor (docs/api/messaging.md#threads). */
@CandidateMerge()
@Injectable()
export class MessageMergeService implements CandidateMergeParticipant {
  constructor(private readonly repository: MessagesRepository) {}

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await this.repository.moveThreads(tx, pair.duplicateId, pair.survivorId);
  }
}
