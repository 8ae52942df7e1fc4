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
  type EventType,
  type Page,
  type RowLock,
  parseIsoUtcDateTime,
  ListFilters,
} from '@app/core';
import { ApplicationsService } from '@app/applications';
import { OfferRules, type OfferAction, type OfferDecision } from './domain/offer-rules';
import type { OfferResponse } from './representation/offer-response.dto';
import { presentOffer } from './representation/offer.presenter';
import { OfferEntity } from './persistence/offer.entity';
import { OffersRepository } from './persistence/offers.repository';
import type { CreateOfferInput, ListOffersQuery } from './representation/offer-requests';

const EVENT_OF: Record<OfferAction, EventType> = { send: 'offer.sent', withdraw: 'offer.withdrawn', accepted: 'offer.accepted', declined: 'offer.declined' };

/** What an in-process caller says about an offer's change; never taken from a request. */
export interface OfferChangeOptions {
  /**
   * When it happened, for history written after the fact (the demo seed dates its offers within the applications'
   * history, docs/adr/0082-demo-offers-dated-in-its-history.md): the rules (an expiry after creation, a send before the expiry) hold
   * at that time. Now unless told; never before the offer's last change.
   */
  at?: Date;
}

@Injectable()
export class OffersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: OffersRepository,
    private readonly applications: ApplicationsService,
    private readonly events: EventRecorder,
    private readonly listFilters: ListFilters,
  ) {}

  /** A draft offer for an active application; candidate and job come from the application. */
  async create(actor: Actor, dto: CreateOfferInput, options: OfferChangeOptions = {}): Promise<OfferResponse> {
    const now = options.at ?? new Date();
    const expiresAt = dto.expiresAt == null ? null : parseIsoUtcDateTime(dto.expiresAt);
    if (expiresAt !== null && OfferRules.isPast(expiresAt, now)) throw ValidationFailedError.body('expiresAt', 'expiresAt must be in the future');
    const { applicationId } = dto;
    return this.dataSource.transaction(async (tx) => {
      // `share` keeps the application from changing state until the offer exists.
      const application = await this.applications.refOf(tx, applicationId, 'share');
      // Offers are out of reach through a team role interviewer (docs/api/access.md): the application is then not one to offer on.
      if (application === null || !(await this.repository.offersReached(tx, applicationId))) {
        throw ValidationFailedError.body('applicationId', `applicationId ${applicationId} is not an application`);
      }
      if (application.status !== 'active') {
        throw new InvalidStateError(`The application is ${application.status}: only an active application can get an offer`, application.status, ['active']);
      }
      const offer = tx.create(OfferEntity, {
        id: newId(),
        applicationId,
        candidateId: application.candidateId,
        jobId: application.jobId,
        status: 'draft',
        title: dto.title,
        salaryAmount: String(dto.salaryAmount),
        currency: dto.currency,
        salaryPeriod: dto.salaryPeriod,
        equity: dto.equity ?? null,
        startDate: dto.startDate ?? null,
        expiresAt,
        notes: dto.notes ?? null,
        decidedAt: null,
        sentAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(OfferEntity, offer);
      const view = presentOffer(offer, now);
      await this.events.record(tx, { type: 'offer.created', entityId: applicationId, actor, metadata: { offerId: offer.id, status: view.status }, data: view });
      return view;
    });
  }

  /** GET /offers/{id}. */
  async get(id: string): Promise<OfferResponse> {
    return presentOffer(await this.findOrFail(this.dataSource.manager, id));
  }

  async list(query: ListOffersQuery): Promise<Page<OfferResponse>> {
    const now = new Date();
    const filters = await this.listFilters.conditions('offer', query);
    return toPage(await this.repository.list({ ...query, filters }, now), pageLimit(query), (offer) => presentOffer(offer, now));
  }

  /** For other contexts' erasure participants: the ids of the candidate's offers. */
  async idsOfCandidate(tx: EntityManager, candidateId: string): Promise<string[]> {
    return this.repository.idsOfCandidate(tx, candidateId);
  }

  /** draft → sent; the application must still be active. */
  send(actor: Actor, id: string, options: OfferChangeOptions = {}): Promise<OfferResponse> {
    return this.transition(actor, id, 'send', options, async (tx, offer) => {
      const application = await this.applications.refOf(tx, offer.applicationId, 'share');
      if (application !== null && application.status !== 'active') {
        throw new InvalidStateError(`The application is ${application.status}: only an active application's offer can be sent`, application.status, ['active']);
      }
    });
  }

  /** draft | sent → withdrawn. */
  withdraw(actor: Actor, id: string, options: OfferChangeOptions = {}): Promise<OfferResponse> {
    return this.transition(actor, id, 'withdraw', options);
  }

  /** POST /offers/{id}/decision: sent (not expired) → accepted | declined; accepting hires the application in the same transaction. */
  decide(actor: Actor, id: string, decision: OfferDecision, options: OfferChangeOptions = {}): Promise<OfferResponse> {
    return this.transition(actor, id, decision, options, async (tx, offer) => {
      if (decision === 'accepted') await this.applications.markHired(tx, actor, offer.applicationId, offer.id, { at: options.at });
    });
  }

  /** Locks the offer, applies the rule, saves, records the event, then runs `after` in the same transaction. */
  private transition(
    actor: Actor,
    id: string,
    action: OfferAction,
    options: OfferChangeOptions,
    after?: (tx: EntityManager, offer: OfferEntity) => Promise<void>,
  ): Promise<OfferResponse> {
    return this.dataSource.transaction(async (tx) => {
      const offer = await this.findOrFail(tx, id, 'update');
      const now = options.at ?? new Date();
      if (options.at !== undefined && options.at < offer.updatedAt) throw new Error(`A change of offer ${id} cannot be dated before its last change`);
      const fromStatus = OfferRules.statusOf(offer.status, offer.expiresAt, now);
      const changes: Partial<OfferEntity> = { status: OfferRules.next(offer.status, offer.expiresAt, action, now), updatedAt: now };
      if (action === 'send') changes.sentAt = now;
      if (action === 'accepted' || action === 'declined') changes.decidedAt = now;
      Object.assign(offer, changes);
      await tx.update(OfferEntity, { id }, changes);
      const view = presentOffer(offer, now);
      await this.events.record(tx, {
        type: EVENT_OF[action],
        entityId: offer.applicationId,
        actor,
        metadata: { offerId: id, fromStatus, toStatus: view.status },
        data: view,
      });
      await after?.(tx, offer);
      return view;
    });
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<OfferEntity> {
    const offer = await this.repository.findOne(tx, id, lock);
    if (offer === null) throw new NotFoundError('Offer', id);
    return offer;
  }
}
