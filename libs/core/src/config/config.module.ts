import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig, validateEnvironment } from './app-config';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }

  /**
   * A context's or an extension's environment variables: `EnvClass` (class-validator decorators,
   * defaults as initialisers) validated against the same environment as core's, injectable by its
   * class. List the class in `defineContext({ config })` / `defineExtension({ config })` too, so a
   * bad value stops boot before Nest starts, with the JSON fatal line naming the variable.
   */
  static forFeature<T extends object>(EnvClass: new () => T): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: EnvClass, inject: [APP_CONFIG], useFactory: (config: AppConfig) => validateEnvironment(EnvClass, config.environment) }],
      exports: [EnvClass],
    };
  }
}
