import { defineContext } from '@app/core';
import { AuditEnvironment } from './audit.env';
import { AuditHttpModule } from './audit-http.module';
import { AuditWorkerModule } from './audit-worker.module';
import { AuditEvents1795732166476 } from './persistence/migrations/1795732166476-audit-events';
import { AuditResourceKey1795751234000 } from './persistence/migrations/1795751234000-audit-resource-key';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    audit: true;
  }
}

/** The audit log (§15): recorded in the API, read by admins, chained and pruned by the worker. */
export const AUDIT_CONTEXT = defineContext({
  name: 'audit',
  httpModule: AuditHttpModule,
  workerModule: AuditWorkerModule,
  // docs/api/auth.md#scopes: audit:read only.
  scopes: [{ resource: 'audit', readOnly: true }],
  migrations: [AuditEvents1795732166476, AuditResourceKey1795751234000],
  config: [AuditEnvironment],
});
