import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EventRecorder,
  InvalidStateError,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  ValidationFailedError,
  type Actor,
  type Page,
  type PageQuery,
  type RowLock,
} from '@app/core';
import type { LegalHoldEntity } from './persistence/legal-hold.entity';
import { LegalHoldsRepository } from './persistence/legal-holds.repository';
import type { CreateLegalHoldInput } from './representation/legal-hold-requests';
import type { LegalHoldResponse } from './representation/legal-hold-response.dto';
import { presentLegalHold } from './representation/legal-hold.presenter';

/** The three ways a hold names whom it covers: exactly one is sent. */
const COVERAGE = ['candidateIds', 'jobIds', 'all'] as const;

/** Legal holds: created, listed, read and released, never deleted (docs/api/retention.md#legal-holds). */
@Injectable()
export class LegalHoldsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: LegalHoldsRepository,
    private readonly events: EventRecorder,
  ) {}

  /** POST /legal-holds. */
  async create(actor: Actor, input: CreateLegalHoldInput): Promise<LegalHoldResponse> {
    const sent = COVERAGE.filter((key) => (key === 'all' ? input.all === true : input[key] !== undefined));
    if (input.all === false || sent.length !== 1) {
      const message = 'send exactly one of candidateIds, jobIds and all (true)';
      const named = input.all === false ? ['all'] : sent.length === 0 ? [...COVERAGE] : sent;
      throw new ValidationFailedError(named.map((path) => ({ location: 'body', path, message })));
    }
    const now = new Date();
    const hold: LegalHoldEntity = {
      id: newId(),
      name: input.name,
      reason: input.reason,
      candidateIds: input.candidateIds ?? [],
      jobIds: input.jobIds ?? [],
      allCandidates: input.all === true,
      releasedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    return this.dataSource.transaction(async (tx) => {
      await this.repository.insert(tx, hold);
      return this.recorded(tx, actor, 'legal_hold.created', hold);
    });
  }

  async list(query: PageQuery): Promise<Page<LegalHoldResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentLegalHold);
  }

  async get(id: string): Promise<LegalHoldResponse> {
    return presentLegalHold(await this.findOrFail(this.dataSource.manager, id));
  }

  /** POST /legal-holds/{id}/release: in force → released (409 INVALID_STATE once released). */
  async release(actor: Actor, id: string): Promise<LegalHoldResponse> {
    return this.dataSource.transaction(async (tx) => {
      const hold = await this.findOrFail(tx, id, 'update');
      if (hold.releasedAt !== null) throw new InvalidStateError(`Legal hold ${id} is already released`, 'released', ['active']);
      const now = new Date();
      await this.repository.update(tx, id, { releasedAt: now, updatedAt: now });
      return this.recorded(tx, actor, 'legal_hold.released', Object.assign(hold, { releasedAt: now, updatedAt: now }));
    });
  }

  private async recorded(
    tx: EntityManager,
    actor: Actor,
    type: 'legal_hold.created' | 'legal_hold.released',
    hold: LegalHoldEntity,
  ): Promise<LegalHoldResponse> {
    const view = presentLegalHold(hold);
    await this.events.record(tx, { type, entityId: hold.id, actor, metadata: {}, data: view });
    return view;
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<LegalHoldEntity> {
    const hold = await this.repository.find(tx, id, lock);
    if (hold === null) throw new NotFoundError('Legal hold', id);
    return hold;
  }
}
