import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule, installationMigrations, installationModules, type AppConfig, type CompositionOptions } from '@app/core';
import { installation } from '../../installation';
import { WorkerProbesModule } from './worker-probes.module';

/** The background process, no HTTP server: the installation (apps/installation.ts) with its worker modules: processors, relays, sweeps. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, { extensions }: CompositionOptions = {}): DynamicModule {
    const units = installation(extensions);
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot(config, { migrations: installationMigrations(units) }), ...installationModules(units, 'worker', config), WorkerProbesModule],
    };
  }
}
