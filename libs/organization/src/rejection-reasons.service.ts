import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EventRecorder, newId, NotFoundError, pageLimit, toPage, type Actor, type EventType, type Page, type PageQuery } from '@app/core';
import type { RejectionReasonEntity } from './persistence/rejection-reason.entity';
import { RejectionReasonsRepository } from './persistence/rejection-reasons.repository';
import type { CreateRejectionReasonInput, UpdateRejectionReasonInput } from './representation/rejection-reason-requests';
import type { RejectionReasonResponse } from './representation/rejection-reason-response.dto';
import { presentRejectionReason } from './representation/rejection-reason.presenter';

const FIELDS = ['name', 'type', 'archived'] as const;

/** Rejection reasons (docs/api/organization.md#rejection-reasons): created, listed, read, changed; archived rather than deleted. */
@Injectable()
export class RejectionReasonsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: RejectionReasonsRepository,
    private readonly events: EventRecorder,
  ) {}

  async create(actor: Actor, input: CreateRejectionReasonInput): Promise<RejectionReasonResponse> {
    return this.dataSource.transaction(async (tx) => {
      const now = new Date();
      const reason: RejectionReasonEntity = {
        id: newId(),
        name: input.name,
        type: input.type,
        archived: input.archived ?? false,
        createdAt: now,
        updatedAt: now,
      };
      await this.repository.insert(tx, reason);
      return this.recorded(tx, actor, 'rejection_reason.created', reason, {});
    });
  }

  async list(query: PageQuery): Promise<Page<RejectionReasonResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentRejectionReason);
  }

  async get(id: string): Promise<RejectionReasonResponse> {
    return presentRejectionReason(await this.findOrFail(this.dataSource.manager, id));
  }

  /** Only the fields sent change; no change, no event. */
  async update(actor: Actor, id: string, input: UpdateRejectionReasonInput): Promise<RejectionReasonResponse> {
    return this.dataSource.transaction(async (tx) => {
      const reason = await this.findOrFail(tx, id, true);
      const changes: Partial<RejectionReasonEntity> = {};
      for (const field of FIELDS) if (input[field] !== undefined && input[field] !== reason[field]) Object.assign(changes, { [field]: input[field] });
      const changedFields = Object.keys(changes);
      if (changedFields.length === 0) return presentRejectionReason(reason);
      const now = new Date();
      Object.assign(reason, changes, { updatedAt: now });
      await this.repository.update(tx, id, { ...changes, updatedAt: now });
      return this.recorded(tx, actor, 'rejection_reason.updated', reason, { changedFields });
    });
  }

  private async recorded(
    tx: EntityManager,
    actor: Actor,
    type: EventType,
    reason: RejectionReasonEntity,
    metadata: Record<string, unknown>,
  ): Promise<RejectionReasonResponse> {
    const view = presentRejectionReason(reason);
    await this.events.record(tx, { type, entityId: reason.id, actor, metadata, data: view });
    return view;
  }

  private async findOrFail(tx: EntityManager, id: string, forUpdate = false): Promise<RejectionReasonEntity> {
    const reason = await this.repository.find(tx, id, forUpdate ? 'update' : undefined);
    if (reason === null) throw new NotFoundError('Rejection reason', id);
    return reason;
  }
}
