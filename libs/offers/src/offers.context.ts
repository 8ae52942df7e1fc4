import { defineContext, defineResource } from '@app/core';
import { OffersModule } from './offers.module';
import { OffersHttpModule } from './offers-http.module';
import { OfferEntity } from './persistence/offer.entity';
import { presentOffer } from './representation/offer.presenter';
import { Offers1763700000600 } from './persistence/migrations/1763700000600-offers';
import { OffersUpdatedAt1763707000006 } from './persistence/migrations/1763707000006-offers-updated-at';
import { OffersSentIndex1763713000002 } from './persistence/migrations/1763713000002-offers-sent-index';
import { OffersSentByGroup1795732889454 } from './persistence/migrations/1795732889454-offers-sent-by-group';
import { OfferOpenings1795810000100 } from './persistence/migrations/1795810000100-offer-openings';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'offer.created': true;
    'offer.updated': true;
    'offer.sent': true;
    'offer.accepted': true;
    'offer.declined': true;
    'offer.withdrawn': true;
  }
  interface ScopeResources {
    offers: true;
  }
}

/** Offers (acceptance hires the application). */
export const OFFERS_CONTEXT = defineContext({
  name: 'offers',
  module: OffersModule,
  httpModule: OffersHttpModule,
  // Filed under their application, whose id they carry as `applicationId`.
  events: (['offer.created', 'offer.updated', 'offer.sent', 'offer.accepted', 'offer.declined', 'offer.withdrawn'] as const).map((type) => ({
    type,
    entityType: 'application',
    subjects: { candidate: 'candidateId', application: 'applicationId' },
    resource: { type: 'offer', idKey: 'id' },
  })),
  scopes: [{ resource: 'offers' }],
  resources: [
    defineResource({
      type: 'offer',
      reach: { through: 'offer', table: 'offers', column: 'application_id' },
      scope: 'offers',
      entity: OfferEntity,
      present: presentOffer,
      candidateColumn: 'candidate_id',
      // Anonymization keeps the status, dates and amounts; the notes go (docs/api/retention.md#anonymization).
      anonymize: () => ({ notes: null }),
    }),
  ],
  migrations: [Offers1763700000600, OffersUpdatedAt1763707000006, OffersSentIndex1763713000002, OffersSentByGroup1795732889454, OfferOpenings1795810000100],
});
