import { defineContext, defineResource, type EventDefinition } from '@app/core';
import { OrganizationModule } from './organization.module';
import { OrganizationHttpModule } from './organization-http.module';
import { DepartmentEntity, OfficeEntity } from './persistence/org-unit.entity';
import { presentDepartment, presentOffice } from './representation/org-unit.presenter';
import { Organization1795800000000 } from './persistence/migrations/1795800000000-organization';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'department.created': true;
    'department.updated': true;
    'department.deleted': true;
    'office.created': true;
    'office.updated': true;
    'office.deleted': true;
  }
  interface ScopeResources {
    /** Departments, offices (docs/api/organization.md). */
    organization: true;
  }
}

/** Installation-wide settings, not filed in the activity feed; the change feed's `department` and `office`. */
const ORG_UNIT_EVENTS: EventDefinition[] = (['department', 'office'] as const).flatMap((resource) =>
  (['created', 'updated', 'deleted'] as const).map((what) => ({
    type: `${resource}.${what}` as const,
    entityType: null,
    subjects: {},
    resource: { type: resource, idKey: 'id' },
  })),
);

/** The organization: departments and offices (docs/api/organization.md). */
export const ORGANIZATION_CONTEXT = defineContext({
  name: 'organization',
  module: OrganizationModule,
  httpModule: OrganizationHttpModule,
  events: ORG_UNIT_EVENTS,
  scopes: [{ resource: 'organization' }],
  // Every user reaches the organization's settings (docs/api/access.md#resource-reach).
  resources: [
    defineResource({ type: 'department', reach: 'installation', scope: 'organization', entity: DepartmentEntity, present: presentDepartment }),
    defineResource({ type: 'office', reach: 'installation', scope: 'organization', entity: OfficeEntity, present: presentOffice }),
  ],
  migrations: [Organization1795800000000],
});
