import { defineContext } from '@app/core';
import { ApplicationsModule } from './applications.module';
import { ApplicationsHttpModule } from './applications-http.module';

/** Applications and their state rules. */
export const APPLICATIONS_CONTEXT = defineContext({
  name: 'applications',
  module: ApplicationsModule,
  httpModule: ApplicationsHttpModule,
});
