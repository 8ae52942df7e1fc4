import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventRecorder } from '@app/core';
import { CANDIDATE_SUBJECT_KEY, CandidateErasure, type CandidateErasureParticipant } from '@app/candidates';
import { ApplicationsService } from '@app/applications';
import { InterviewsService } from '@app/interviews';
import { TasksRepository } from './persistence/tasks.repository';

/**
 * Candidate erasure: a task linked to the candidate, directly or through one of their applications
 * or interviews, is about that person (its title names them), so it is deleted, and the outbox
 * copies of its events are redacted, also those recorded before the link or naming only the
 * application. The foreign keys alone would only clear the links.
 */
@CandidateErasure()
@Injectable()
export class TaskErasureService implements CandidateErasureParticipant {
  constructor(
    private readonly repository: TasksRepository,
    private readonly applications: ApplicationsService,
    private readonly interviews: InterviewsService,
    private readonly events: EventRecorder,
  ) {}

  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    const applicationIds = await this.applications.lockCandidateApplications(tx, candidateId);
    const interviewIds = await this.interviews.idsOfCandidate(tx, candidateId);
    const taskIds = await this.repository.deleteLinkedTo(tx, { candidateId, applicationIds, interviewIds });
    if (taskIds.length > 0) await this.events.redactSubject(tx, CANDIDATE_SUBJECT_KEY, candidateId, taskIds);
  }

  /** Anonymization: the tasks go as in erasure; their titles name the person, and no report counts them (docs/api/retention.md#anonymization). */
  anonymizeCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    return this.eraseCandidate(tx, candidateId);
  }
}
