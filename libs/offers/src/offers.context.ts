import { defineContext, defineResource } from '@app/core';
import { OffersModule } from './offers.module';
import { OffersHttpModule } from './offers-http.module';
import { OfferEntity } from './persistence/offer.entity';
import { presentOffer } from './representation/offer.presenter';

/** Offers (acceptance hires the application). */
export const OFFERS_CONTEXT = defineContext({
  name: 'offers',
  module: OffersModule,
  httpModule: OffersHttpModule,
  resources: [defineResource({ type: 'offer', scope: 'offers', entity: OfferEntity, present: presentOffer, candidateColumn: 'candidate_id' })],
});
