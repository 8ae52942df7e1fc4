import { defineContext, defineResource } from '@app/core';
import { ApprovalsModule } from './approvals.module';
import { ApprovalsHttpModule } from './approvals-http.module';
import { ApprovalEntity, ApprovalFlowEntity } from './persistence/approval.entity';
import { approvalReach } from './persistence/approval-reach';
import { presentApproval, presentFlowRow } from './representation/approval.presenter';
import { Approvals1795811000000 } from './persistence/migrations/1795811000000-approvals';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'approval.requested': true;
    'approval.updated': true;
    'approval.approved': true;
    'approval.rejected': true;
    'approval.cancelled': true;
    'approval_flow.updated': true;
  }
  interface ScopeResources {
    approvals: true;
    organization: true;
  }
}

/** Approvals for opening a job and sending an offer (docs/api/approvals.md): flows, approvals, decisions. */
export const APPROVALS_CONTEXT = defineContext({
  name: 'approvals',
  module: ApprovalsModule,
  httpModule: ApprovalsHttpModule,
  events: [
    // Filed under the job (job_open) or the offer's application (offer_send): each recording names its entity.
    ...(['approval.requested', 'approval.updated', 'approval.approved', 'approval.rejected', 'approval.cancelled'] as const).map((type) => ({
      type,
      entityType: ['job', 'application'] as const,
      subjects: {},
      resource: { type: 'approval', idKey: 'id' },
    })),
    // A setting: not filed in the activity feed; the change feed's `approval_flow`, its id the kind.
    { type: 'approval_flow.updated' as const, entityType: null, subjects: {}, resource: { type: 'approval_flow', idKey: 'kind' } },
  ],
  // Flows are the organization's settings (the scope the organization context declares too: one scope); approvals their own.
  scopes: [{ resource: 'organization' }, { resource: 'approvals' }],
  resources: [
    defineResource({
      type: 'approval',
      reach: { table: 'approvals', rows: approvalReach },
      scope: 'approvals',
      entity: ApprovalEntity,
      present: presentApproval,
    }),
    defineResource({ type: 'approval_flow', reach: 'installation', scope: 'organization', entity: ApprovalFlowEntity, present: presentFlowRow }),
  ],
  migrations: [Approvals1795811000000],
});
