import { defineContext, defineResource, type EventDefinition } from '@app/core';
import { ConsentRequestsEnvironment } from './consent-requests.env';
import { PrivacyHttpModule } from './privacy-http.module';
import { PrivacyWorkerModule } from './privacy-worker.module';
import { PrivacyModule } from './privacy.module';
import { ConsentRequestEntity } from './persistence/consent-request.entity';
import { ConsentEntity } from './persistence/consent.entity';
import { Consents1795820000000 } from './persistence/migrations/1795820000000-consents';
import { presentConsent, presentConsentRequest } from './representation/consent.presenter';

// The names the context adds, typed: events.record() accepts 'consent.given', @ApiResource 'privacy'.
declare module '@app/core' {
  interface EventTypes {
    'consent.given': true;
    'consent.withdrawn': true;
    'consent.expired': true;
    'consent.requested': true;
    'consent_request.decided': true;
  }
  interface ScopeResources {
    privacy: true;
  }
}

/** Filed under the candidate in the activity feed; the change feed's `consent`. */
const CONSENT_EVENTS: EventDefinition[] = (['consent.given', 'consent.withdrawn', 'consent.expired'] as const).map((type) => ({
  type,
  entityType: 'candidate',
  subjects: { candidate: 'candidateId' },
  resource: { type: 'consent', idKey: 'id' },
}));

/** Filed under the candidate; the change feed's `consent_request`. `consent.requested` carries the link in its data only. */
const CONSENT_REQUEST_EVENTS: EventDefinition[] = (['consent.requested', 'consent_request.decided'] as const).map((type) => ({
  type,
  entityType: 'candidate',
  subjects: { candidate: 'candidateId' },
  resource: { type: 'consent_request', idKey: 'id' },
}));

/** Privacy: consent purposes, consents and consent requests (docs/api/privacy.md). */
export const PRIVACY_CONTEXT = defineContext({
  name: 'privacy',
  module: PrivacyModule,
  httpModule: PrivacyHttpModule,
  workerModule: PrivacyWorkerModule,
  migrations: [Consents1795820000000],
  config: [ConsentRequestsEnvironment],
  events: [...CONSENT_EVENTS, ...CONSENT_REQUEST_EVENTS],
  scopes: [{ resource: 'privacy' }],
  // Reached through their candidate; a merge moves the duplicate's (ConsentMergeService first keeps one `given` per purpose).
  resources: [
    defineResource({
      type: 'consent',
      reach: { through: 'candidate', table: 'consents', column: 'candidate_id' },
      scope: 'privacy',
      entity: ConsentEntity,
      present: presentConsent,
      candidateColumn: 'candidate_id',
      anonymize: () => ({ evidence: null }),
    }),
    defineResource({
      type: 'consent_request',
      reach: { through: 'candidate', table: 'consent_requests', column: 'candidate_id' },
      scope: 'privacy',
      entity: ConsentRequestEntity,
      // A read's view: the link is never shown again (docs/api/privacy.md#consent-requests).
      present: (request, now) => presentConsentRequest(request, now),
      candidateColumn: 'candidate_id',
    }),
  ],
});
