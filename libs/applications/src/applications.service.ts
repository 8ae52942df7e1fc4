import { Injectable } from '@nestjs/common';
import { EventRecorder, type Actor } from '@app/core';
import type { EntityManager } from 'typeorm';
import { ApplicationRules, type ApplicationStatus } from './domain/application-rules';
import { presentApplication } from './http/application.presenter';
import { ApplicationEntity } from './persistence/application.entity';

/** What other contexts need of an application. */
export interface ApplicationRef {
  id: string;
  candidateId: string;
  jobId: string;
  currentStageId: string;
  status: ApplicationStatus;
}

@Injectable()
export class ApplicationsService {
  constructor(private readonly events: EventRecorder) {}

  /** For other contexts: the application, or null. `update` locks the row; `share` keeps its state from changing until the transaction ends. */
  async refOf(tx: EntityManager, id: string, lock?: 'share' | 'update'): Promise<ApplicationRef | null> {
    const application = await tx.findOne(ApplicationEntity, {
      where: { id },
      lock: lock === undefined ? undefined : { mode: lock === 'update' ? 'pessimistic_write' : 'pessimistic_read' },
    });
    if (application === null) return null;
    const { candidateId, jobId, currentStageId, status } = application;
    return { id, candidateId, jobId, currentStageId, status };
  }

  /** An accepted offer hires: active → hired in the caller's transaction (INVALID_STATE otherwise). */
  async markHired(tx: EntityManager, actor: Actor, applicationId: string, offerId: string): Promise<void> {
    const application = await tx.findOne(ApplicationEntity, { where: { id: applicationId }, lock: { mode: 'pessimistic_write' } });
    if (application === null) throw new Error(`Application ${applicationId} of offer ${offerId} does not exist`);
    const fromStatus = application.status;
    application.status = ApplicationRules.next(fromStatus, 'hire');
    application.updatedAt = new Date();
    await tx.update(ApplicationEntity, { id: applicationId }, { status: application.status, updatedAt: application.updatedAt });
    await this.events.record(tx, {
      type: 'application.hired',
      entityId: applicationId,
      actor,
      metadata: { offerId, fromStatus, toStatus: application.status },
      data: presentApplication(application),
    });
  }
}
