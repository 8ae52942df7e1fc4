import { defineContext } from '@app/core';
import { OffersModule } from './offers.module';
import { OffersHttpModule } from './offers-http.module';

/** Offers (acceptance hires the application). */
export const OFFERS_CONTEXT = defineContext({
  name: 'offers',
  module: OffersModule,
  httpModule: OffersHttpModule,
});
