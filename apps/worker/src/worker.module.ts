import { DynamicModule, Module } from '@nestjs/common';
import { AutomationsModule, AutomationsWorkerModule } from '@app/automations';
import { ChangesWorkerModule } from '@app/changes';
import { CoreModule, extensionActions, extensionMigrations, extensionModules, type AppConfig, type CompositionOptions } from '@app/core';
import { DocumentsWorkerModule } from '@app/documents';
import { WebhooksWorkerModule } from '@app/webhooks';
import { WorkerProbesModule } from './worker-probes.module';

/** The background process: no HTTP server. Processors (webhooks, automations) and the installation's extensions' worker modules. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, { extensions = [] }: CompositionOptions = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot(config, { migrations: extensionMigrations(extensions) }),
        WebhooksWorkerModule,
        AutomationsModule.withActions(extensionActions(extensions)),
        AutomationsWorkerModule,
        DocumentsWorkerModule,
        ChangesWorkerModule,
        WorkerProbesModule,
        ...extensionModules(extensions, 'worker', config),
      ],
    };
  }
}
