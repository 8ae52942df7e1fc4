import { defineContext, extensionActions } from '@app/core';
import { AutomationsEnvironment } from './automations.env';
import { AutomationsModule } from './automations.module';
import { AutomationsHttpModule } from './automations-http.module';
import { AutomationsWorkerModule } from './automations-worker.module';

/** Automations: definitions in the API, runs in the worker; the module gathers every unit's actions. */
export const AUTOMATIONS_CONTEXT = defineContext({
  name: 'automations',
  moduleFor: (installation) => AutomationsModule.withActions(extensionActions(installation)),
  httpModule: AutomationsHttpModule,
  workerModule: AutomationsWorkerModule,
  config: [AutomationsEnvironment],
});
