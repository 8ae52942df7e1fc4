import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateErasure, type CandidateErasureParticipant } from '@app/candidates';
import { BackgroundChecksRepository } from './persistence/background-checks.repository';

/**
 * Candidate erasure: a check outlives its candidate (the foreign key clears the link), but its
 * findings are about them, and a check still running would go on checking a person who asked to
 * be forgotten. The events' outbox copies carry `candidateId`, so core redacts them.
 */
@CandidateErasure()
@Injectable()
export class BackgroundCheckErasureService implements CandidateErasureParticipant {
  constructor(private readonly repository: BackgroundChecksRepository) {}

  eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    return this.repository.eraseCandidate(tx, candidateId);
  }

  /** Anonymization: the findings are about the person, so they go as in erasure. */
  anonymizeCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    return this.repository.eraseCandidate(tx, candidateId);
  }
}
