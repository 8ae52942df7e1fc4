import { defineContext, defineResource } from '@app/core';
import { OpeningsModule } from './openings.module';
import { OpeningsHttpModule } from './openings-http.module';
import { OpeningEntity } from './persistence/opening.entity';
import { presentOpening } from './representation/opening.presenter';
import { Openings1795810000000 } from './persistence/migrations/1795810000000-openings';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'opening.created': true;
    'opening.updated': true;
    'opening.filled': true;
    'opening.closed': true;
  }
  interface ScopeResources {
    /** Departments, offices, openings, rejection reasons and approval flows (docs/api/openings.md#scopes). */
    organization: true;
  }
}

/** Openings: a job's headcount, filled by accepted offers (docs/api/openings.md). */
export const OPENINGS_CONTEXT = defineContext({
  name: 'openings',
  module: OpeningsModule,
  httpModule: OpeningsHttpModule,
  // Filed under their job (`metadata.openingId`); the change feed's `opening`.
  events: (['opening.created', 'opening.updated', 'opening.filled', 'opening.closed'] as const).map((type) => ({
    type,
    entityType: 'job' as const,
    subjects: {},
    resource: { type: 'opening', idKey: 'id' },
  })),
  // `organization` is shared with the organization context (departments, offices): the same definition twice is one scope.
  scopes: [{ resource: 'organization' }],
  resources: [
    defineResource({
      type: 'opening',
      reach: { through: 'job', table: 'openings', column: 'job_id' },
      scope: 'organization',
      entity: OpeningEntity,
      present: presentOpening,
    }),
  ],
  migrations: [Openings1795810000000],
});
