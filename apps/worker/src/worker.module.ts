import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule, type AppConfig } from '@app/core';

/** The background process: no HTTP server. Processors (webhooks, automations) are added here. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: WorkerModule, imports: [CoreModule.forRoot(config)] };
  }
}
