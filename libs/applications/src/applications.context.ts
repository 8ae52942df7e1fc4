import { defineContext } from '@app/core';
import { ApplicationsModule } from './applications.module';
import { ApplicationsHttpModule } from './applications-http.module';
import { Applications1763700000400 } from './persistence/migrations/1763700000400-applications';
import { ApplicationsUpdatedAt1763707000004 } from './persistence/migrations/1763707000004-applications-updated-at';

/** Applications and their state rules. */
export const APPLICATIONS_CONTEXT = defineContext({
  name: 'applications',
  module: ApplicationsModule,
  httpModule: ApplicationsHttpModule,
  migrations: [Applications1763700000400, ApplicationsUpdatedAt1763707000004],
});
