import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '@app/core';
import { CandidateMerge, type CandidateMergePair, type CandidateMergeParticipant } from '@app/candidates';
import { ApplicationRepository } from './persistence/application.repository';
import { StageTransitionRepository } from './persistence/stage-transition.repository';

/**
 * Candidate merge: the duplicate's applications move to the survivor (the `application` resource's
 * `candidateColumn`, after every participant). Both active on one job would break the one-active-
 * application rule: 409 with the jobs, and the merge rolls back. Each moving application gets a
 * `merge` transition by the merging user, stage and status kept (docs/api/reports.md#stage-history).
 */
@CandidateMerge()
@Injectable()
export class ApplicationMergeService implements CandidateMergeParticipant {
  constructor(
    private readonly repository: ApplicationRepository,
    private readonly transitions: StageTransitionRepository,
  ) {}

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    const jobIds = await this.repository.jobsActiveForBoth(tx, pair.survivorId, pair.duplicateId);
    if (jobIds.length > 0) {
      throw new ConflictError(
        `Candidates ${pair.survivorId} and ${pair.duplicateId} both have an active application to the same job; reject or withdraw one first`,
        { jobIds },
      );
    }
    await this.transitions.recordMerge(tx, pair.duplicateId, pair.actor, new Date());
  }
}
