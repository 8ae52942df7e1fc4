import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DomainError,
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
  type ValidationIssue,
  withReachOf,
  parseIsoUtcDateTime,
  ListFilters,
} from '@app/core';
import { ApplicationsService } from '@app/applications';
import { OpeningsService } from '@app/openings';
import { ApprovalsService, type ApprovalResponse } from '@app/approvals';
import { OfferRules, type OfferAction, type OfferDecision } from './domain/offer-rules';
import type { OfferResponse } from './representation/offer-response.dto';
import { presentOffer } from './representation/offer.presenter';
import { OfferEntity } from './persistence/offer.entity';
import { OffersRepository } from './persistence/offers.repository';
import type { CreateOfferInput, ListOffersQuery, UpdateOfferInput } from './representation/offer-requests';

/** The terms an offer_send approval approves: changing one cancels it. */
const APPROVED_TERMS = ['salaryAmount', 'currency', 'equity', 'startDate'] as const;

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
    private readonly openings: OpeningsService,
    private readonly approvals: ApprovalsService,
  ) {}

  /** A draft offer for an active application; candidate and job come from the application. */
  async create(actor: Actor, dto: CreateOfferInput, options: OfferChangeOptions = {}): Promise<OfferResponse> {
    const now = options.at ?? new Date();
    const expiresAt = dto.expiresAt == null ? null : parseIsoUtcDateTime(dto.expiresAt);
    // The body's own rules before the rows it names (docs/api/wire-rules.md#order-of-checks).
    if (expiresAt !== null && OfferRules.isPast(expiresAt, now)) throw ValidationFailedError.body('expiresAt', 'expiresAt must be in the future');
    const issues: ValidationIssue[] = [];
    const { applicationId } = dto;
    return this.dataSource.transaction(async (tx) => {
      // `share` keeps the application from changing state until the offer exists.
      const application = await this.applications.refOf(tx, applicationId, 'share');
      // Offers are out of reach through a team role interviewer (docs/api/access.md): the application is then not one to offer on.
      const reached = application !== null && (await this.repository.offersReached(tx, applicationId));
      if (!reached) issues.push({ location: 'body', path: 'applicationId', message: `applicationId ${applicationId} is not an application` });
      else if (dto.openingId != null) issues.push(...(await this.openingIssues(tx, application.jobId, dto.openingId)));
      if (issues.length > 0 || application === null) throw new ValidationFailedError(issues);
      if (application.status !== 'active') {
        throw new InvalidStateError(`The application is ${application.status}: only an active application can get an offer`, application.status, ['active']);
      }
      const offer = tx.create(OfferEntity, {
        id: newId(),
        applicationId,
        candidateId: application.candidateId,
        jobId: application.jobId,
        openingId: dto.openingId ?? null,
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

  /** GET /offers/{id}; an approver of the offer's pending approval reads it whatever their reach (docs/api/approvals.md#access). */
  async get(id: string): Promise<OfferResponse> {
    const manager = this.dataSource.manager;
    const offer =
      (await this.repository.findOne(manager, id)) ??
      ((await this.approvals.approverReaches(id)) ? await withReachOf(undefined, () => this.repository.findOne(manager, id)) : null);
    if (offer === null) throw new NotFoundError('Offer', id);
    return presentOffer(offer);
  }

  /** POST /offers/{id}/request-approval: a draft asks the offer_send flow's approvers (docs/api/approvals.md#requesting). */
  async requestApproval(actor: Actor, id: string): Promise<ApprovalResponse> {
    return this.dataSource.transaction(async (tx) => {
      const offer = await this.findOrFail(tx, id, 'update');
      const status = OfferRules.statusOf(offer.status, offer.expiresAt, new Date());
      if (status !== 'draft') throw new InvalidStateError(`An offer that is ${status} needs no approval to be sent`, status, ['draft']);
      return this.approvals.request(tx, actor, { kind: 'offer_send', subjectId: id, jobId: offer.jobId, applicationId: offer.applicationId });
    });
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

  /**
   * PATCH /offers/{id}: a draft's terms (docs/api/openings.md#offers-and-openings); any other status is 409
   * INVALID_STATE. The rules of a create hold (`expiresAt` in the future, `openingId` an open opening of its job).
   * Only the fields sent change; no change, no event.
   */
  async update(actor: Actor, id: string, dto: UpdateOfferInput): Promise<OfferResponse> {
    return this.dataSource.transaction(async (tx) => {
      const offer = await this.findOrFail(tx, id, 'update');
      const now = new Date();
      const status = OfferRules.statusOf(offer.status, offer.expiresAt, now);
      if (status !== 'draft') throw new InvalidStateError(`An offer that is ${status} cannot be changed: only a draft can`, status, ['draft']);
      const expiresAt = dto.expiresAt == null ? dto.expiresAt : parseIsoUtcDateTime(dto.expiresAt);
      // The body's own rules before the rows it names, as on create.
      if (expiresAt != null && OfferRules.isPast(expiresAt, now)) throw ValidationFailedError.body('expiresAt', 'expiresAt must be in the future');
      if (dto.openingId != null && dto.openingId !== offer.openingId) {
        const issues = await this.openingIssues(tx, offer.jobId, dto.openingId);
        if (issues.length > 0) throw new ValidationFailedError(issues);
      }
      const wanted: Partial<OfferEntity> = {
        title: dto.title,
        salaryAmount: dto.salaryAmount === undefined ? undefined : String(dto.salaryAmount),
        currency: dto.currency,
        salaryPeriod: dto.salaryPeriod,
        equity: dto.equity,
        startDate: dto.startDate,
        expiresAt,
        notes: dto.notes,
        openingId: dto.openingId,
      };
      const changes: Partial<OfferEntity> = {};
      for (const [field, value] of Object.entries(wanted) as Array<[keyof OfferEntity, unknown]>) {
        if (value !== undefined && !sameValue(field, value, offer[field])) Object.assign(changes, { [field]: value });
      }
      const changedFields = Object.keys(changes);
      if (changedFields.length === 0) return presentOffer(offer, now);
      Object.assign(offer, changes, { updatedAt: now });
      await tx.update(OfferEntity, { id }, { ...changes, updatedAt: now });
      // New terms are not what was approved (docs/api/approvals.md#cancelling).
      const newTerms = changedFields.filter((field) => (APPROVED_TERMS as readonly string[]).includes(field));
      if (newTerms.length > 0) await this.approvals.cancelFor(tx, actor, 'offer_send', id, `changed ${newTerms.join(', ')}`);
      const view = presentOffer(offer, now);
      await this.events.record(tx, { type: 'offer.updated', entityId: offer.applicationId, actor, metadata: { offerId: id, changedFields }, data: view });
      return view;
    });
  }

  /**
   * draft → sent; the application must still be active, and a job with openings must have one open (409
   * NO_OPEN_OPENING, docs/api/openings.md#offers-and-openings).
   */
  send(actor: Actor, id: string, options: OfferChangeOptions = {}): Promise<OfferResponse> {
    return this.transition(actor, id, 'send', options, async (tx, offer) => {
      const application = await this.applications.refOf(tx, offer.applicationId, 'share');
      if (application !== null && application.status !== 'active') {
        throw new InvalidStateError(`The application is ${application.status}: only an active application's offer can be sent`, application.status, ['active']);
      }
      await this.approvals.assertApproved(tx, 'offer_send', offer.id, `/offers/${offer.id}/request-approval`);
      if ((await this.openings.availability(tx, offer.jobId)) === 'none_open') {
        throw new DomainError('NO_OPEN_OPENING', 'Every opening of the job is filled or closed: open one (POST /jobs/{id}/openings) before sending an offer', {
          jobId: offer.jobId,
        });
      }
    });
  }

  /** draft | sent → withdrawn. */
  withdraw(actor: Actor, id: string, options: OfferChangeOptions = {}): Promise<OfferResponse> {
    return this.transition(actor, id, 'withdraw', options);
  }

  /** POST /offers/{id}/decision: sent (not expired) → accepted | declined; accepting hires the application in the same transaction. */
  decide(actor: Actor, id: string, decision: OfferDecision, options: OfferChangeOptions = {}): Promise<OfferResponse> {
    return this.transition(actor, id, decision, options, async (tx, offer, now) => {
      if (decision !== 'accepted') return;
      await this.applications.markHired(tx, actor, offer.applicationId, offer.id, { at: options.at });
      // The seat, in the hire's transaction (docs/api/openings.md#offers-and-openings); none open: the hire stands without one.
      await this.openings.fillFor(tx, actor, offer.jobId, offer.applicationId, offer.openingId, now);
    });
  }

  /** Locks the offer, applies the rule, saves, records the event, then runs `after` in the same transaction. */
  private transition(
    actor: Actor,
    id: string,
    action: OfferAction,
    options: OfferChangeOptions,
    after?: (tx: EntityManager, offer: OfferEntity, now: Date) => Promise<void>,
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
      await after?.(tx, offer, now);
      return view;
    });
  }

  /** An offer's `openingId` must be an open opening of its job (422 at `openingId`). */
  private async openingIssues(tx: EntityManager, jobId: string, openingId: string): Promise<ValidationIssue[]> {
    if (await this.openings.isOpenOpeningOf(tx, jobId, openingId)) return [];
    return [{ location: 'body', path: 'openingId', message: `openingId ${openingId} is not an open opening of the application's job` }];
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<OfferEntity> {
    const offer = await this.repository.findOne(tx, id, lock);
    if (offer === null) throw new NotFoundError('Offer', id);
    return offer;
  }
}

/** A requested value and the stored one: dates by instant, the amount (numeric text) by value. */
function sameValue(field: keyof OfferEntity, requested: unknown, stored: unknown): boolean {
  if (requested instanceof Date && stored instanceof Date) return requested.getTime() === stored.getTime();
  if (field === 'salaryAmount') return Number(requested) === Number(stored);
  return requested === stored;
}
