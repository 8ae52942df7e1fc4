import { DynamicModule, Module } from '@nestjs/common';
import { AutomationsModule, AutomationsWorkerModule } from '@app/automations';
import { CoreModule, type AppConfig } from '@app/core';
import { DocumentsWorkerModule } from '@app/documents';
import { WebhooksWorkerModule } from '@app/webhooks';
import { WorkerProbesModule } from './worker-probes.module';

/** The background process: no HTTP server. Processors (webhooks, automations) are added here. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: WorkerModule, imports: [CoreModule.forRoot(config), WebhooksWorkerModule, AutomationsModule.withActions(), AutomationsWorkerModule, DocumentsWorkerModule, WorkerProbesModule] };
  }
}
