import { defineContext, defineResource } from '@app/core';
import { ApplicationsModule } from './applications.module';
import { ApplicationsHttpModule } from './applications-http.module';
import { ApplicationEntity } from './persistence/application.entity';
import { presentApplication } from './representation/application.presenter';
import { Applications1763700000400 } from './persistence/migrations/1763700000400-applications';
import { ApplicationsUpdatedAt1763707000004 } from './persistence/migrations/1763707000004-applications-updated-at';
import { StageTransitions1763713000000 } from './persistence/migrations/1763713000000-stage-transitions';
import { ReportIndexes1763713000001 } from './persistence/migrations/1763713000001-report-indexes';
import { ApplicationsHiredAt1795732084605 } from './persistence/migrations/1795732084605-applications-hired-at';
import { ApplicationsJobCovering1795735200000 } from './persistence/migrations/1795735200000-applications-job-covering';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ActivityEntityTypes {
    application: true;
  }
  interface EventSubjectKeys {
    /** The key of an event's `data` that holds the id of its application. */
    application?: string;
  }
  interface EventTypes {
    'application.created': true;
    'application.stage_changed': true;
    'application.rejected': true;
    'application.hired': true;
    'application.withdrawn': true;
    /** A careers-site apply of a person with an active application to the job (docs/api/careers.md#apply). */
    'application.reapplied': true;
  }
  interface ScopeResources {
    applications: true;
  }
}

/** Applications and their state rules. */
export const APPLICATIONS_CONTEXT = defineContext({
  name: 'applications',
  module: ApplicationsModule,
  httpModule: ApplicationsHttpModule,
  activityEntityTypes: ['application'],
  events: (
    ['application.created', 'application.stage_changed', 'application.rejected', 'application.hired', 'application.withdrawn', 'application.reapplied'] as const
  ).map((type) => ({
    type,
    entityType: 'application',
    subjects: { candidate: 'candidateId', application: 'id' },
    resource: { type: 'application', idKey: 'id' },
  })),
  scopes: [{ resource: 'applications' }],
  // A merge moves them once ApplicationMergeService found no job both candidates are active on.
  resources: [
    defineResource({
      type: 'application',
      reach: { kind: 'application' },
      scope: 'applications',
      entity: ApplicationEntity,
      present: presentApplication,
      candidateColumn: 'candidate_id',
    }),
  ],
  migrations: [
    Applications1763700000400,
    ApplicationsUpdatedAt1763707000004,
    StageTransitions1763713000000,
    ReportIndexes1763713000001,
    ApplicationsHiredAt1795732084605,
    ApplicationsJobCovering1795735200000,
  ],
});
