import { defineContext } from '@app/core';
import { ReportsHttpModule } from './reports-http.module';
import { ReportsModule } from './reports.module';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    reports: true;
  }
}

/**
 * Hiring reports (docs/api/reports.md): reads of the stage history, applications, interviews and
 * offers. No table of its own (docs/adr/0064-stage-history-and-report-storage.md).
 */
export const REPORTS_CONTEXT = defineContext({
  name: 'reports',
  module: ReportsModule,
  httpModule: ReportsHttpModule,
  // docs/api/auth.md#scopes: reports:read only.
  scopes: [{ resource: 'reports', readOnly: true }],
});
