import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateErasure, CandidateMerge, type CandidateErasureParticipant, type CandidateMergeParticipant, type CandidateMergePair } from '@app/candidates';
import { ApplicationsService } from '@app/applications';
import { ApplicationAnswersRepository } from './persistence/application-answers.repository';

/**
 * Self-identification answers go with the candidate (erasure) and follow the person (merge) without
 * waiting for the applications' cascade: no row naming an erased candidate survives the erasure. Anonymization
 * (docs/api/retention.md#anonymization) keeps the applications but deletes their answers and the self-ID.
 */
@Injectable()
@CandidateErasure()
@CandidateMerge()
export class SelfIdErasureService implements CandidateErasureParticipant, CandidateMergeParticipant {
  constructor(
    private readonly answers: ApplicationAnswersRepository,
    private readonly applications: ApplicationsService,
  ) {}

  eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    return this.answers.deleteSelfIdOf(tx, candidateId);
  }

  async anonymizeCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await this.answers.deleteSelfIdOf(tx, candidateId);
    await this.answers.deleteAnswersOf(tx, await this.applications.lockCandidateApplications(tx, candidateId));
  }

  mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    return this.answers.moveSelfId(tx, pair);
  }
}
