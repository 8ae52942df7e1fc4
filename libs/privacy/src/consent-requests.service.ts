import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, EventRecorder, newId, NotFoundError, pageLimit, toPage, ValidationFailedError, type Actor, type AppConfig, type Page } from '@app/core';
import { CandidatesService } from '@app/candidates';
import { CONSENT_REQUEST_DEFAULT_DAYS, ConsentRules, hashRequestToken, newRequestToken, tokenMatches, type ConsentDecision } from './domain/consent-rules';
import { ConsentRequestsEnvironment } from './consent-requests.env';
import { ConsentsService } from './consents.service';
import { ConsentPurposesRepository } from './persistence/consent-purposes.repository';
import type { ConsentRequestEntity } from './persistence/consent-request.entity';
import { ConsentRequestsRepository } from './persistence/consent-requests.repository';
import type { CreateConsentRequestInput, ListConsentRequestsQuery } from './representation/consent-requests';
import type { ConsentRequestResponse, PublicConsentRequestResponse } from './representation/consent-response.dto';
import { presentConsentRequest, presentPublicConsentRequest } from './representation/consent.presenter';

/** The path of a request's public link, after the base URL. */
export const CONSENT_REQUEST_LINK_PATH = '/api/v1/public/consent-requests/';

/**
 * Consent requests (docs/api/privacy.md#consent-requests): a link the candidate opens to give or decline consent for
 * a purpose. The link's token exists only in the create's answer and in `consent.requested`; the table keeps its hash.
 */
@Injectable()
export class ConsentRequestsService {
  private readonly baseUrl: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ConsentRequestsRepository,
    private readonly purposes: ConsentPurposesRepository,
    private readonly consents: ConsentsService,
    private readonly candidates: CandidatesService,
    private readonly events: EventRecorder,
    environment: ConsentRequestsEnvironment,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.baseUrl = (environment.PUBLIC_BASE_URL ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  }

  /** POST /candidates/{id}/consent-requests: 201 with the link, which no read shows again. */
  async create(actor: Actor, candidateId: string, input: CreateConsentRequestInput): Promise<ConsentRequestResponse> {
    const issues = await this.createIssues(this.dataSource.manager, input);
    if (issues.length > 0) throw new ValidationFailedError(issues);
    return this.dataSource.transaction(async (tx) => {
      await this.candidates.assertExists(tx, candidateId, 'share');
      if ((await this.purposes.findByKey(tx, input.purpose, 'share')) === null) throw new ValidationFailedError(await this.createIssues(tx, input));
      const token = newRequestToken();
      const now = new Date();
      const request: ConsentRequestEntity = {
        id: newId(),
        candidateId,
        purpose: input.purpose,
        tokenHash: hashRequestToken(token),
        status: 'pending',
        expiresAt: ConsentRules.requestExpiry(now, input.expiresInDays ?? CONSENT_REQUEST_DEFAULT_DAYS),
        decidedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      await this.repository.insert(tx, request);
      const view = presentConsentRequest(request, now, `${this.baseUrl}${CONSENT_REQUEST_LINK_PATH}${token}`);
      // The link goes in the event's data (a webhook, an automation or a message delivers it), never in its metadata.
      await this.events.record(tx, {
        type: 'consent.requested',
        entityId: candidateId,
        actor,
        metadata: { consentRequestId: request.id, purpose: request.purpose },
        data: view,
      });
      return view;
    });
  }

  /** Whether the body's purpose names one (422 at body.purpose); what the request pipe checks too (ConsentRequestFieldRules). */
  async createIssues(tx: EntityManager, input: { purpose?: unknown }, refused: (path: string) => boolean = () => false) {
    if (typeof input.purpose !== 'string' || refused('purpose') || (await this.purposes.existingKeys(tx, [input.purpose])).size > 0) return [];
    return [{ location: 'body' as const, path: 'purpose', message: `purpose "${input.purpose}" is not a consent purpose (GET /consent-purposes)` }];
  }

  async list(query: ListConsentRequestsQuery): Promise<Page<ConsentRequestResponse>> {
    const now = new Date();
    return toPage(await this.repository.list(query, now), pageLimit(query), (request) => presentConsentRequest(request, now));
  }

  async get(id: string): Promise<ConsentRequestResponse> {
    const request = await this.repository.find(this.dataSource.manager, id);
    if (request === null) throw new NotFoundError('Consent request', id);
    return presentConsentRequest(request, new Date());
  }

  /** GET /public/consent-requests/{token}: the purpose and the request's state, nothing of the candidate. */
  async publicView(token: string): Promise<PublicConsentRequestResponse> {
    return this.dataSource.transaction(async (tx) => {
      const request = await this.byToken(tx, token);
      const purpose = await this.purposes.findByKey(tx, request.purpose);
      if (purpose === null) throw notFound();
      return presentPublicConsentRequest(request, purpose, new Date());
    });
  }

  /**
   * POST /public/consent-requests/{token}: `give` records a consent (`source: consent_request`), `decline` withdraws
   * the purpose's `given` one; an unknown token, an expired request or a second decision → 404.
   */
  async decide(token: string, decision: ConsentDecision): Promise<PublicConsentRequestResponse> {
    return this.dataSource.transaction(async (tx) => {
      const request = await this.byToken(tx, token, 'update');
      const now = new Date();
      if (!ConsentRules.isOpen(request.status, request.expiresAt, now)) throw notFound();
      const purpose = await this.purposes.findByKey(tx, request.purpose, 'share');
      if (purpose === null) throw notFound();
      // The candidate answers through the link: the request is the actor.
      const actor: Actor = { id: request.id, name: 'Consent request' };
      const changes = { status: decision === 'give' ? ('given' as const) : ('declined' as const), decidedAt: now, updatedAt: now };
      await this.repository.update(tx, request.id, changes);
      const decided = Object.assign(request, changes);
      // First: the audit event of this public write names the request (the path holds the token, never recorded).
      await this.events.record(tx, {
        type: 'consent_request.decided',
        entityId: request.candidateId,
        actor,
        metadata: { consentRequestId: request.id, purpose: request.purpose, decision },
        data: presentConsentRequest(decided, now),
      });
      if (decision === 'give')
        await this.consents.giveIn(tx, actor, {
          candidateId: request.candidateId,
          purpose: request.purpose,
          source: 'consent_request',
          evidence: { consentRequestId: request.id },
        });
      else await this.consents.withdrawGivenIn(tx, actor, request.candidateId, request.purpose);
      return presentPublicConsentRequest(decided, purpose, now);
    });
  }

  /** The request the token opens, compared in constant time with the stored hash; 404 for any other token. */
  private async byToken(tx: EntityManager, token: string, lock?: 'update'): Promise<ConsentRequestEntity> {
    const request = await this.repository.findByTokenHash(tx, hashRequestToken(token), lock);
    if (request === null || !tokenMatches(request.tokenHash, token)) throw notFound();
    return request;
  }
}

/** The same answer for every token that opens nothing: it tells nothing about which exist. */
function notFound(): NotFoundError {
  return new NotFoundError('Consent request');
}
