import { defineContext } from '@app/core';
import { RetentionModule } from './retention.module';
import { RetentionHttpModule } from './retention-http.module';

// The names the context adds, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    /** Privacy: anonymization, legal holds, the candidate's own data (docs/api/retention.md). */
    privacy: true;
  }
}

/**
 * Retention: anonymizing a candidate, legal holds and the retention floor that keep a candidate from being erased
 * or anonymized, and the candidate's own data (docs/api/retention.md).
 */
export const RETENTION_CONTEXT = defineContext({
  name: 'retention',
  module: RetentionModule,
  httpModule: RetentionHttpModule,
  scopes: [{ resource: 'privacy' }],
});
