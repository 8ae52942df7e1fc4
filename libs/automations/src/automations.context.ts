import { defineContext, extensionActions } from '@app/core';
import { AutomationsEnvironment } from './automations.env';
import { AutomationsModule } from './automations.module';
import { AutomationsHttpModule } from './automations-http.module';
import { AutomationsWorkerModule } from './automations-worker.module';
import { Automations1763703000000 } from './persistence/migrations/1763703000000-automations';
import { AutomationsUpdatedAt1763707000011 } from './persistence/migrations/1763707000011-automations-updated-at';

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
  migrations: [Automations1763703000000, AutomationsUpdatedAt1763707000011],
  config: [AutomationsEnvironment],
});
