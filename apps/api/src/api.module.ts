import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import {
  ApiKeyGuard,
  ApiPlatformModule,
  CoreModule,
  HealthModule,
  installationMigrations,
  installationModules,
  UnknownRouteFallback,
  type AppConfig,
  type CompositionOptions,
} from '@app/core';
import { installation } from '../../installation';
import { ApiMetricsModule } from './api-metrics.module';

/** The HTTP application: the installation's contexts and extensions (apps/installation.ts) behind the API-key guard; its metrics on a private port. */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig, { extensions }: CompositionOptions = {}): DynamicModule {
    const units = installation(extensions);
    return {
      module: ApiModule,
      imports: [
        CoreModule.forRoot(config, { migrations: installationMigrations(units) }),
        ApiPlatformModule,
        ApiMetricsModule,
        HealthModule,
        ...installationModules(units, 'api', config),
      ],
      providers: [{ provide: APP_GUARD, useClass: ApiKeyGuard }, UnknownRouteFallback],
    };
  }
}
