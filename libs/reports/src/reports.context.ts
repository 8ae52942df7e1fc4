import { defineContext } from '@app/core';
import { ReportsHttpModule } from './reports-http.module';
import { ReportsModule } from './reports.module';
import { ReportSourceCounts1763713000003 } from './persistence/migrations/1763713000003-report-source-counts';
import { ReportCountsByApplication1795741200000 } from './persistence/migrations/1795741200000-report-counts-by-application';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    reports: true;
  }
}

/**
 * Hiring reports (docs/api/reports.md): reads of the stage history, applications, interviews and
 * offers, and the counts per day and source it keeps by triggers (docs/adr/0064-stage-history-and-report-storage.md).
 */
export const REPORTS_CONTEXT = defineContext({
  name: 'reports',
  module: ReportsModule,
  httpModule: ReportsHttpModule,
  // docs/api/auth.md#scopes: reports:read only.
  scopes: [{ resource: 'reports', readOnly: true }],
  migrations: [ReportSourceCounts1763713000003, ReportCountsByApplication1795741200000],
});
