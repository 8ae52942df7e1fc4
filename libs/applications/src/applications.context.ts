import { defineContext } from '@app/core';
import { ApplicationsModule } from './applications.module';
import { ApplicationsHttpModule } from './applications-http.module';

/** Applications and their state rules. Composed by apps/installation.ts (docs/architecture.md). */
export const APPLICATIONS_CONTEXT = defineContext({
  name: 'applications',
  module: ApplicationsModule,
  httpModule: ApplicationsHttpModule,
});
