import { defineContext } from '@app/core';
import { ChangesHttpModule } from './changes-http.module';
import { ChangesWorkerModule } from './changes-worker.module';
import { Changes1763708000000 } from './persistence/migrations/1763708000000-changes';
import { RetentionEnvironment } from './retention.env';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    changes: true;
  }
}

/** The change feed: its routes and long-poll connection in the API, retention in the worker. */
export const CHANGES_CONTEXT = defineContext({
  name: 'changes',
  httpModule: ChangesHttpModule,
  workerModule: ChangesWorkerModule,
  // docs/api/auth.md#scopes: changes:read only.
  scopes: [{ resource: 'changes', readOnly: true }],
  migrations: [Changes1763708000000],
  config: [RetentionEnvironment],
});
