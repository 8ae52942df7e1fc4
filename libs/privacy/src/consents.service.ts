import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EventRecorder,
  InvalidStateError,
  newId,
  NotFoundError,
  pageLimit,
  parseIsoUtcDateTime,
  toPage,
  ValidationFailedError,
  type Actor,
  type EventType,
  type Page,
} from '@app/core';
import { CandidatesService } from '@app/candidates';
import { ConsentRules, type ConsentSource } from './domain/consent-rules';
import { ConsentPurposesRepository } from './persistence/consent-purposes.repository';
import type { ConsentEntity } from './persistence/consent.entity';
import { ConsentsRepository } from './persistence/consents.repository';
import type { GiveConsentInput, ListCandidateConsentsQuery, ListConsentsQuery } from './representation/consent-requests';
import type { ConsentResponse } from './representation/consent-response.dto';
import { presentConsent } from './representation/consent.presenter';

/** A consent recorded by another use case (the careers site, a consent request) in its own transaction. */
export interface RecordedConsent {
  candidateId: string;
  purpose: string;
  source: ConsentSource;
  evidence: Record<string, unknown> | null;
}

/**
 * Consents (docs/api/privacy.md#consents): given (the candidate's previous `given` one for the purpose is superseded),
 * listed, withdrawn, and expired by the worker. Each change records its event, filed under the candidate.
 */
@Injectable()
export class ConsentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ConsentsRepository,
    private readonly purposes: ConsentPurposesRepository,
    private readonly candidates: CandidatesService,
    private readonly events: EventRecorder,
  ) {}

  /** POST /candidates/{id}/consents: `source: api`. */
  async give(actor: Actor, candidateId: string, input: GiveConsentInput): Promise<ConsentResponse> {
    const issues = await this.giveIssues(this.dataSource.manager, input);
    if (issues.length > 0) throw new ValidationFailedError(issues);
    return this.dataSource.transaction(async (tx) => {
      await this.candidates.assertExists(tx, candidateId, 'share');
      const givenAt = input.givenAt === undefined ? new Date() : parseIsoUtcDateTime(input.givenAt);
      const expiresAt = input.expiresAt === undefined ? undefined : input.expiresAt === null ? null : parseIsoUtcDateTime(input.expiresAt);
      return this.record(tx, actor, { candidateId, purpose: input.purpose, source: 'api', evidence: input.evidence ?? null }, givenAt, expiresAt);
    });
  }

  /** For the careers site and consent requests, in their transaction: a consent given now, expiring by its purpose. */
  async giveIn(tx: EntityManager, actor: Actor, consent: RecordedConsent): Promise<ConsentResponse> {
    return this.record(tx, actor, consent, new Date(), undefined);
  }

  /**
   * The rules of a give a body's fields cannot tell alone (docs/api/privacy.md#consents): the purpose exists, `givenAt`
   * is not in the future; each broken one at its body path. Also what the request pipe checks (ConsentFieldRules).
   */
  async giveIssues(tx: EntityManager, input: GiveConsentInput, refused: (path: string) => boolean = () => false) {
    const issues: Array<{ location: 'body'; path: string; message: string }> = [];
    if (typeof input.purpose === 'string' && !refused('purpose') && (await this.purposes.existingKeys(tx, [input.purpose])).size === 0)
      issues.push({ location: 'body', path: 'purpose', message: `purpose "${input.purpose}" is not a consent purpose (GET /consent-purposes)` });
    if (typeof input.givenAt === 'string' && !refused('givenAt') && parseIsoUtcDateTime(input.givenAt).getTime() > Date.now())
      issues.push({ location: 'body', path: 'givenAt', message: 'givenAt must not be in the future' });
    const evidenceProblem = refused('evidence') ? null : ConsentRules.evidenceProblem(input.evidence);
    if (evidenceProblem !== null) issues.push({ location: 'body', path: 'evidence', message: `evidence ${evidenceProblem}` });
    return issues;
  }

  /** GET /candidates/{id}/consents: newest first. */
  async listOfCandidate(candidateId: string, query: ListCandidateConsentsQuery): Promise<Page<ConsentResponse>> {
    await this.candidates.assertExists(this.dataSource.manager, candidateId);
    return toPage(await this.repository.listOfCandidate(candidateId, query), pageLimit(query), presentConsent);
  }

  /** GET /consents: every reached candidate's, for sync. */
  async list(query: ListConsentsQuery): Promise<Page<ConsentResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentConsent);
  }

  /** POST /consents/{id}/withdraw: only a `given` consent (409 INVALID_STATE otherwise). */
  /** Whether the candidate holds a `given` consent for the purpose given after `since` (a later consent lifts an unsubscribe). */
  async givenSince(tx: EntityManager, candidateId: string, purpose: string, since: Date): Promise<boolean> {
    const given = await this.repository.findGiven(tx, candidateId, purpose);
    return given !== null && given.givenAt > since;
  }

  async withdraw(actor: Actor, id: string): Promise<ConsentResponse> {
    return this.dataSource.transaction(async (tx) => {
      const consent = await this.repository.find(tx, id, 'update');
      if (consent === null) throw new NotFoundError('Consent', id);
      if (!ConsentRules.canWithdraw(consent.status))
        throw new InvalidStateError(`Only a given consent can be withdrawn; this one is ${consent.status}`, consent.status, ['given']);
      return this.withdrawn(tx, actor, consent);
    });
  }

  /** A declined consent request: the candidate's `given` consent for the purpose is withdrawn, if there is one. */
  async withdrawGivenIn(tx: EntityManager, actor: Actor, candidateId: string, purpose: string): Promise<ConsentResponse | null> {
    await this.repository.lockPurposeOf(tx, candidateId, purpose);
    const consent = await this.repository.findGiven(tx, candidateId, purpose, 'update');
    return consent === null ? null : this.withdrawn(tx, actor, consent);
  }

  /**
   * The worker's pass (docs/api/privacy.md#consents): up to `limit` `given` consents past their `expiresAt` become
   * `expired`, each with `consent.expired`, all in one transaction; answers how many.
   */
  async expireDue(limit: number, now = new Date()): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      const expired = await this.repository.expireDue(tx, now, limit);
      for (const consent of expired) await this.recorded(tx, { id: consent.id, name: 'Consent expiry' }, 'consent.expired', consent);
      return expired.length;
    });
  }

  private async record(tx: EntityManager, actor: Actor, consent: RecordedConsent, givenAt: Date, expiresAt: Date | null | undefined): Promise<ConsentResponse> {
    // FOR SHARE: the purpose's duration is read once and the purpose cannot change under the give.
    const purpose = await this.purposes.findByKey(tx, consent.purpose, 'share');
    if (purpose === null) throw ValidationFailedError.body('purpose', `purpose "${consent.purpose}" is not a consent purpose (GET /consent-purposes)`);
    await this.repository.lockPurposeOf(tx, consent.candidateId, consent.purpose);
    const now = new Date();
    await this.repository.supersedeGiven(tx, consent.candidateId, consent.purpose, now);
    const row: ConsentEntity = {
      id: newId(),
      candidateId: consent.candidateId,
      purpose: consent.purpose,
      status: 'given',
      givenAt,
      expiresAt: expiresAt === undefined ? ConsentRules.defaultExpiry(givenAt, purpose.durationDays) : expiresAt,
      withdrawnAt: null,
      source: consent.source,
      evidence: consent.evidence,
      createdAt: now,
      updatedAt: now,
    };
    await this.repository.insert(tx, row);
    return this.recorded(tx, actor, 'consent.given', row);
  }

  private async withdrawn(tx: EntityManager, actor: Actor, consent: ConsentEntity): Promise<ConsentResponse> {
    const now = new Date();
    const changes = { status: 'withdrawn' as const, withdrawnAt: now, updatedAt: now };
    await this.repository.update(tx, consent.id, changes);
    return this.recorded(tx, actor, 'consent.withdrawn', Object.assign(consent, changes));
  }

  /** The event, filed under the candidate (metadata: ids and the purpose, no evidence), with the consent as presented. */
  private async recorded(tx: EntityManager, actor: Actor, type: EventType, consent: ConsentEntity): Promise<ConsentResponse> {
    const view = presentConsent(consent);
    const metadata = { consentId: consent.id, purpose: consent.purpose, source: consent.source };
    await this.events.record(tx, { type, entityId: consent.candidateId, actor, metadata, data: view });
    return view;
  }
}
