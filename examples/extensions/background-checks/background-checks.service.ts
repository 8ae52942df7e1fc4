import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EventRecorder, newId, NotFoundError, ValidationFailedError, type Actor, type EventType } from '@app/core';
import { CandidatesService } from '@app/candidates';
import { BackgroundCheckRules, type BackgroundCheckAction } from './domain/background-check-rules';
import type { CompleteBackgroundCheckInput, RequestBackgroundCheckInput } from './representation/background-check-requests';
import { BackgroundCheckEntity } from './persistence/background-check.entity';
import { BackgroundChecksRepository } from './persistence/background-checks.repository';
import { presentBackgroundCheck, type BackgroundCheckResponse } from './representation/background-check';

const EVENT_OF: Record<BackgroundCheckAction, EventType> = {
  start: 'background_check.started',
  complete: 'background_check.completed',
  cancel: 'background_check.canceled',
};

@Injectable()
export class BackgroundChecksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BackgroundChecksRepository,
    private readonly candidates: CandidatesService,
    private readonly events: EventRecorder,
  ) {}

  async request(actor: Actor, dto: RequestBackgroundCheckInput): Promise<BackgroundCheckResponse> {
    return this.dataSource.transaction(async (tx) => {
      // A share lock keeps the candidate from being erased or merged away before the check commits.
      if (!(await this.candidates.exists(tx, dto.candidateId, 'share'))) {
        throw ValidationFailedError.body('candidateId', `candidateId ${dto.candidateId} is not a candidate`);
      }
      const now = new Date();
      const check = tx.create(BackgroundCheckEntity, {
        id: newId(),
        candidateId: dto.candidateId,
        package: dto.package,
        status: 'requested',
        result: null,
        findings: null,
        completedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await this.repository.insert(tx, check);
      const view = presentBackgroundCheck(check);
      await this.events.record(tx, {
        type: 'background_check.requested',
        entityId: dto.candidateId,
        actor,
        metadata: { backgroundCheckId: check.id },
        data: view,
      });
      return view;
    });
  }

  async get(id: string): Promise<BackgroundCheckResponse> {
    return presentBackgroundCheck(await this.findOrFail(this.dataSource.manager, id));
  }

  start(actor: Actor, id: string): Promise<BackgroundCheckResponse> {
    return this.transition(actor, id, 'start', {});
  }

  complete(actor: Actor, id: string, dto: CompleteBackgroundCheckInput): Promise<BackgroundCheckResponse> {
    return this.transition(actor, id, 'complete', { result: dto.result, findings: dto.findings ?? null });
  }

  cancel(actor: Actor, id: string): Promise<BackgroundCheckResponse> {
    return this.transition(actor, id, 'cancel', {});
  }

  /** Locks the check, applies the rule, saves and records the event in one transaction. */
  private transition(actor: Actor, id: string, action: BackgroundCheckAction, fields: Partial<BackgroundCheckEntity>): Promise<BackgroundCheckResponse> {
    return this.dataSource.transaction(async (tx) => {
      const check = await this.findOrFail(tx, id, 'update');
      const fromStatus = check.status;
      const now = new Date();
      const changes: Partial<BackgroundCheckEntity> = { ...fields, status: BackgroundCheckRules.next(check.status, action), updatedAt: now };
      if (action === 'complete') changes.completedAt = now;
      Object.assign(check, changes);
      await this.repository.update(tx, id, changes);
      const view = presentBackgroundCheck(check);
      // Filed under its candidate: a check whose candidate was erased is canceled (the erasure participant), so no rule lets it move.
      await this.events.record(tx, {
        type: EVENT_OF[action],
        entityId: check.candidateId as string,
        actor,
        metadata: { backgroundCheckId: id, fromStatus, toStatus: check.status },
        data: view,
      });
      return view;
    });
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: 'update'): Promise<BackgroundCheckEntity> {
    const check = await this.repository.find(tx, id, lock);
    if (check === null) throw new NotFoundError('Background check', id);
    return check;
  }
}
