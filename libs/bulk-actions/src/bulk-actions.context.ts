import { defineContext, defineResource } from '@app/core';
import { BulkActionsModule } from './bulk-actions.module';
import { BulkActionsHttpModule } from './bulk-actions-http.module';
import { BulkActionsWorkerModule } from './bulk-actions-worker.module';
import { BulkActions1795860000000 } from './persistence/migrations/1795860000000-bulk-actions';
import { bulkActionReach } from './persistence/bulk-actions.repository';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    bulk: true;
  }
}

/**
 * Bulk actions (docs/api/bulk-actions.md): requested in the API, done item by item in the worker through the owning
 * contexts' services. No events of their own: the items record their routes' events.
 */
export const BULK_ACTIONS_CONTEXT = defineContext({
  name: 'bulk-actions',
  module: BulkActionsModule,
  httpModule: BulkActionsHttpModule,
  workerModule: BulkActionsWorkerModule,
  // bulk:write only: reading a bulk's progress needs the scope that started it.
  scopes: [{ resource: 'bulk', writeOnly: true }],
  // Reached by admins and by the user it acted as (bulkActionReach).
  resources: [defineResource({ type: 'bulk_action', reach: { table: 'bulk_actions', rows: bulkActionReach } })],
  migrations: [BulkActions1795860000000],
});
