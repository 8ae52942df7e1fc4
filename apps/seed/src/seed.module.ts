import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule, installationMigrations, installationModules, type AppConfig, type CompositionOptions } from '@app/core';
import { installation } from '../../installation';
import { DemoSeeder } from './demo-seeder';

/**
 * `npm run seed`: the contexts' services as the API composes them (same extensions and policies),
 * without an HTTP server, so the seed writes what a client would without the per-key rate limit.
 */
@Module({})
export class SeedModule {
  static forRoot(config: AppConfig, { extensions }: CompositionOptions = {}): DynamicModule {
    const units = installation(extensions);
    return {
      module: SeedModule,
      imports: [CoreModule.forRoot(config, { migrations: installationMigrations(units) }), ...installationModules(units, 'seed', config)],
      providers: [DemoSeeder],
    };
  }
}
