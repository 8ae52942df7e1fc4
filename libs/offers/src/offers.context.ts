import { defineContext } from '@app/core';
import { OffersModule } from './offers.module';
import { OffersHttpModule } from './offers-http.module';
import { Offers1763700000600 } from './persistence/migrations/1763700000600-offers';
import { OffersUpdatedAt1763707000006 } from './persistence/migrations/1763707000006-offers-updated-at';

/** Offers (acceptance hires the application). */
export const OFFERS_CONTEXT = defineContext({
  name: 'offers',
  module: OffersModule,
  httpModule: OffersHttpModule,
  migrations: [Offers1763700000600, OffersUpdatedAt1763707000006],
});
