import { defineContext, defineResource, type EventDefinition } from '@app/core';
import { OrganizationModule } from './organization.module';
import { OrganizationHttpModule } from './organization-http.module';
import { DepartmentEntity, OfficeEntity } from './persistence/org-unit.entity';
import { presentDepartment, presentOffice } from './representation/org-unit.presenter';
import { Organization1795800000000 } from './persistence/migrations/1795800000000-organization';
import { RejectionReasons1795800000200 } from './persistence/migrations/1795800000200-rejection-reasons';
import { RejectionReasonEntity } from './persistence/rejection-reason.entity';
import { presentRejectionReason } from './representation/rejection-reason.presenter';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'department.created': true;
    'department.updated': true;
    'department.deleted': true;
    'office.created': true;
    'office.updated': true;
    'office.deleted': true;
    'rejection_reason.created': true;
    'rejection_reason.updated': true;
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

/** Rejection reasons: installation-wide settings too; the change feed's `rejection_reason`. */
const REJECTION_REASON_EVENTS: EventDefinition[] = (['rejection_reason.created', 'rejection_reason.updated'] as const).map((type) => ({
  type,
  entityType: null,
  subjects: {},
  resource: { type: 'rejection_reason', idKey: 'id' },
}));

/** The organization: departments, offices and rejection reasons (docs/api/organization.md). */
export const ORGANIZATION_CONTEXT = defineContext({
  name: 'organization',
  module: OrganizationModule,
  httpModule: OrganizationHttpModule,
  events: [...ORG_UNIT_EVENTS, ...REJECTION_REASON_EVENTS],
  scopes: [{ resource: 'organization' }],
  // Every user reaches the organization's settings (docs/api/access.md#resource-reach).
  resources: [
    defineResource({ type: 'department', reach: 'installation', scope: 'organization', entity: DepartmentEntity, present: presentDepartment }),
    defineResource({ type: 'office', reach: 'installation', scope: 'organization', entity: OfficeEntity, present: presentOffice }),
    defineResource({
      type: 'rejection_reason',
      reach: 'installation',
      scope: 'organization',
      entity: RejectionReasonEntity,
      present: presentRejectionReason,
    }),
  ],
  migrations: [Organization1795800000000, RejectionReasons1795800000200],
});
