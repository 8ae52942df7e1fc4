import { defineContext, defineResource } from '@app/core';
import { ApplicationsModule } from './applications.module';
import { ApplicationsHttpModule } from './applications-http.module';
import { ApplicationEntity } from './persistence/application.entity';
import { presentApplication } from './representation/application.presenter';

/** Applications and their state rules. */
export const APPLICATIONS_CONTEXT = defineContext({
  name: 'applications',
  module: ApplicationsModule,
  httpModule: ApplicationsHttpModule,
  // A merge moves them once ApplicationMergeService found no job both candidates are active on.
  resources: [
    defineResource({ type: 'application', scope: 'applications', entity: ApplicationEntity, present: presentApplication, candidateColumn: 'candidate_id' }),
  ],
});
