import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrationsRun: false,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: 20, connectionTimeoutMillis: 5000 },
  };
}
