import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateErasure, type CandidateErasureParticipant } from './candidate-eraser';
import { CandidateRepository } from './persistence/candidate.repository';

/**
 * Candidate erasure (docs/adr/0015-tags-in-erasure.md): the tag labels in the candidate's tag
 * events, and the tags no other candidate carries (a label only this person had can be their name).
 */
@CandidateErasure()
@Injectable()
export class CandidateTagErasureService implements CandidateErasureParticipant {
  constructor(private readonly repository: CandidateRepository) {}

  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await this.repository.deleteTagsOnlyOf(tx, candidateId, await this.repository.redactTagEvents(tx, candidateId));
  }

  /** Anonymization: as erasure, and the candidate's links to the tags other candidates carry go too (docs/api/retention.md#anonymization). */
  async anonymizeCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await this.eraseCandidate(tx, candidateId);
    await this.repository.detachAllTags(tx, candidateId);
  }
}
