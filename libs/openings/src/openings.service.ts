import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ConflictError,
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  uniqueViolation,
  ValidationFailedError,
  type Actor,
  type EventType,
  type Page,
  type RowLock,
} from '@app/core';
import { JobsService } from '@app/jobs';
import { OpeningRules } from './domain/opening-rules';
import { OpeningEntity } from './persistence/opening.entity';
import { OpeningsRepository } from './persistence/openings.repository';
import type { OpeningResponse } from './representation/opening-response.dto';
import { presentOpening } from './representation/opening.presenter';
import type { CloseOpeningInput, CreateOpeningsInput, ListOpeningsQuery, UpdateOpeningInput } from './representation/opening-requests';

/** Whether a job's offers may go out, as its openings decide (docs/api/openings.md#offers-and-openings). */
export type SeatAvailability = 'no_openings' | 'open' | 'none_open';

/** Openings, a job's headcount (docs/api/openings.md). */
@Injectable()
export class OpeningsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: OpeningsRepository,
    private readonly jobs: JobsService,
    private readonly events: EventRecorder,
  ) {}

  /** POST /jobs/{id}/openings: `count` seats (1 with an `openingId`), each with its event. */
  async create(actor: Actor, jobId: string, input: CreateOpeningsInput): Promise<OpeningResponse[]> {
    if (input.openingId !== undefined && (input.count ?? 1) > 1) {
      throw ValidationFailedError.body('count', 'count must be 1 (or left out) when openingId is given: openingId names one seat');
    }
    return this.dataSource.transaction(async (tx) => {
      // `share`: the job is not deleted while its seats are added.
      await this.jobs.findOrFail(tx, jobId, 'share');
      if (input.openingId !== undefined) await this.assertOpeningIdFree(tx, jobId, input.openingId);
      const now = new Date();
      const openings = Array.from({ length: input.count ?? 1 }, () => {
        const id = newId();
        // Generated names are the ids: time-ordered, so "oldest" (openedAt, then openingId) keeps the order they were made in.
        return tx.create(OpeningEntity, {
          id,
          jobId,
          openingId: input.openingId ?? id,
          status: 'open',
          targetStartDate: input.targetStartDate ?? null,
          applicationId: null,
          closeReason: null,
          openedAt: now,
          closedAt: null,
          createdAt: now,
          updatedAt: now,
        });
      });
      await this.unique(() => this.repository.insert(tx, openings));
      const views: OpeningResponse[] = [];
      for (const opening of openings) views.push(await this.recorded(tx, actor, 'opening.created', opening));
      return views;
    });
  }

  /** GET /jobs/{id}/openings. */
  async list(jobId: string, query: ListOpeningsQuery): Promise<Page<OpeningResponse>> {
    await this.jobs.findOrFail(this.dataSource.manager, jobId);
    return toPage(await this.repository.list(jobId, query), pageLimit(query), presentOpening);
  }

  /** PATCH /openings/{id}: `openingId` (unique in the job, 409) and `targetStartDate`, in any status. No change, no event. */
  async update(actor: Actor, id: string, input: UpdateOpeningInput): Promise<OpeningResponse> {
    return this.dataSource.transaction(async (tx) => {
      const opening = await this.findOrFail(tx, id, 'update');
      const changes: Partial<OpeningEntity> = {};
      if (input.openingId !== undefined && input.openingId !== opening.openingId) {
        await this.assertOpeningIdFree(tx, opening.jobId, input.openingId, id);
        changes.openingId = input.openingId;
      }
      if (input.targetStartDate !== undefined && input.targetStartDate !== opening.targetStartDate) changes.targetStartDate = input.targetStartDate;
      if (Object.keys(changes).length === 0) return presentOpening(opening);
      const now = new Date();
      Object.assign(opening, changes, { updatedAt: now });
      await this.unique(() => this.repository.update(tx, id, { ...changes, updatedAt: now }));
      return this.recorded(tx, actor, 'opening.updated', opening, { changedFields: Object.keys(changes) });
    });
  }

  /** POST /openings/{id}/close: open → closed with its reason; filled or closed → 409 INVALID_STATE. */
  async close(actor: Actor, id: string, input: CloseOpeningInput): Promise<OpeningResponse> {
    return this.dataSource.transaction(async (tx) => {
      const opening = await this.findOrFail(tx, id, 'update');
      const now = new Date();
      const changes = { ...OpeningRules.close(opening.status, input.reason, now), updatedAt: now };
      Object.assign(opening, changes);
      await this.repository.update(tx, id, changes);
      return this.recorded(tx, actor, 'opening.closed', opening);
    });
  }

  /**
   * For offers, in the transaction that hires `applicationId` (docs/api/openings.md#offers-and-openings): fills the
   * opening `named` when it is still open, else the job's oldest open one; nothing when none is open (the
   * candidate's decision never fails for it). The open seats are locked in one order, so concurrent acceptances
   * never fill one seat twice.
   */
  async fillFor(tx: EntityManager, actor: Actor, jobId: string, applicationId: string, named: string | null, at: Date): Promise<OpeningResponse | null> {
    const seat = OpeningRules.seatFor(await this.repository.lockOpenOf(tx, jobId), named);
    if (seat === null) return null;
    const changes = { ...OpeningRules.fill(seat.status, applicationId, at), updatedAt: at };
    Object.assign(seat, changes);
    await this.repository.update(tx, seat.id, changes);
    return this.recorded(tx, actor, 'opening.filled', seat);
  }

  /** For offers: whether the job has openings and whether one is open (a send needs one when it has any). */
  async availability(tx: EntityManager, jobId: string): Promise<SeatAvailability> {
    const seats = await this.repository.seatsOf(tx, jobId);
    return !seats.any ? 'no_openings' : seats.open ? 'open' : 'none_open';
  }

  /** For offers: whether `id` is an open opening of the job, held FOR SHARE until the transaction ends. */
  async isOpenOpeningOf(tx: EntityManager, jobId: string, id: string): Promise<boolean> {
    return this.repository.openOfJob(tx, jobId, id);
  }

  private async assertOpeningIdFree(tx: EntityManager, jobId: string, openingId: string, exceptId?: string): Promise<void> {
    if (await this.repository.openingIdTaken(tx, jobId, openingId, exceptId)) throw duplicateOpeningId(openingId);
  }

  /** Two writers racing for one name: the unique index decides, and the loser gets the same 409. */
  private async unique(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (uniqueViolation(error) === 'openings_job_opening_id_key') throw duplicateOpeningId();
      throw error;
    }
  }

  private async recorded(
    tx: EntityManager,
    actor: Actor,
    type: EventType,
    opening: OpeningEntity,
    metadata: Record<string, unknown> = {},
  ): Promise<OpeningResponse> {
    const view = presentOpening(opening);
    await this.events.record(tx, {
      type,
      entityId: opening.jobId,
      actor,
      metadata: { openingId: opening.id, status: opening.status, ...metadata },
      data: view,
    });
    return view;
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<OpeningEntity> {
    const opening = await this.repository.find(tx, id, lock);
    if (opening === null) throw new NotFoundError('Opening', id);
    return opening;
  }
}

function duplicateOpeningId(openingId?: string): ConflictError {
  return new ConflictError(`${openingId === undefined ? 'This openingId' : `openingId ${openingId}`} is taken by another opening of the job`);
}
