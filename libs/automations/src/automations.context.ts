import { defineContext, extensionActions } from '@app/core';
import { AutomationsModule } from './automations.module';
import { AutomationsHttpModule } from './automations-http.module';
import { AutomationsWorkerModule } from './automations-worker.module';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    automations: true;
  }
}

/** Automations: definitions in the API, runs in the worker; the module gathers every unit's actions. */
export const AUTOMATIONS_CONTEXT = defineContext({
  name: 'automations',
  moduleFor: (installation) => AutomationsModule.withActions(extensionActions(installation)),
  httpModule: AutomationsHttpModule,
  workerModule: AutomationsWorkerModule,
  scopes: [{ resource: 'automations' }],
});
