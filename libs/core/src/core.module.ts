import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/app-config';
import { CryptoModule } from './crypto/crypto.module';
import { DatabaseModule, INSTALLATION_MIGRATIONS } from './database/database.module';
import type { MigrationClass } from './database/migrate';
import { EventsModule } from './events/events.module';
import { ListFiltersModule } from './list-filters/list-filters';
import { ObservabilityModule } from './observability/observability.module';
import { RedisModule } from './redis/redis.module';

/**
 * The platform every process needs: validated config, PostgreSQL, Redis, the event recorder, logs, metrics and the secret cipher.
 */
@Module({})
export class CoreModule {
  /** `migrations`: the installation's (installationMigrations), applied at start with the platform's when MIGRATIONS_RUN is true. */
  static forRoot(config: AppConfig, { migrations = [] }: { migrations?: readonly MigrationClass[] } = {}): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      imports: [ConfigModule.forRoot(config), DatabaseModule, RedisModule, EventsModule, ListFiltersModule, ObservabilityModule, CryptoModule],
      providers: [{ provide: INSTALLATION_MIGRATIONS, useValue: migrations }],
      exports: [INSTALLATION_MIGRATIONS],
    };
  }
}
