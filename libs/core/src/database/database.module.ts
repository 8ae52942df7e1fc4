import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { runMigrations, type MigrationClass } from './migrate';

/** The installation's migrations (its contexts' and extensions'), applied with the platform's (CoreModule.forRoot provides them). */
export const INSTALLATION_MIGRATIONS = Symbol('INSTALLATION_MIGRATIONS');

/** The TypeORM connection; applies migrations at start when MIGRATIONS_RUN is true. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config.databaseUrl), autoLoadEntities: true }),
    }),
  ],
})
export class DatabaseModule implements OnModuleInit {
  private readonly logger = new Logger('Migrations');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(INSTALLATION_MIGRATIONS) private readonly installationMigrations: MigrationClass[],
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.migrationsRun) await runMigrations(this.config.databaseUrl, (line) => this.logger.log(line), this.installationMigrations);
  }
}
