import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Writable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { ApiModule } from '../../apps/api/src/api.module';
import { EXTENSIONS } from '../../apps/extensions';
import { loadInstallationConfig } from '../../apps/installation';
import { setupApp } from '../../apps/api/src/setup-app';
import { installationMigrations, LOG_DESTINATION, runMigrations, type AppConfig, type ExtensionDefinition } from '@app/core';
import { ApiClient } from './api-client';
import { Factory } from './factory';
import { testEnvironment } from './test-database';

export { createTestDatabase, testEnvironment } from './test-database';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  db: DataSource;
  /** Requests with the bootstrap ("Admin", scope *) key. */
  api: ApiClient;
  /** Requests with any key, or none. */
  as(key: string | undefined): ApiClient;
  bootstrapKey: string;
  factory: Factory;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Where the app writes its JSON log lines (instead of stdout), e.g. a `LogCapture`. */
  logs?: Writable;
  /** Adjusts the module before it compiles, e.g. `overrideProvider(...)`. */
  configure?(builder: TestingModuleBuilder): TestingModuleBuilder;
  /** The extensions to compose, as main.ts does; default the installation's (apps/extensions.ts). Pass the same list to bootWorker. */
  extensions?: readonly ExtensionDefinition[];
}

/** One API in-process: the app, clients for any key, and its close. */
export interface BootedApi {
  app: INestApplication;
  as(key: string | undefined): ApiClient;
  close(): Promise<void>;
}

/**
 * The real API in-process (same setup as main.ts) on a given configuration: the one way tests boot
 * it, whether as a file's app (createTestApp), another replica on the same database and Redis, or
 * an app on a database of the test's own. A boot that fails closes what it opened.
 */
export async function bootApi(config: AppConfig, options: TestAppOptions = {}): Promise<BootedApi> {
  let builder = Test.createTestingModule({ imports: [ApiModule.forRoot(config, { extensions: options.extensions ?? EXTENSIONS })] });
  if (options.logs !== undefined) builder = builder.overrideProvider(LOG_DESTINATION).useValue(options.logs);
  const moduleRef = await (options.configure?.(builder) ?? builder).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: ['error', 'warn'] });
  try {
    setupApp(app);
    await app.init();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return { app, as: (key) => new ApiClient(app.getHttpServer(), key), close: () => app.close() };
}

/** `config` with variables set or replaced: the contexts read their settings from them at boot (ConfigModule.forFeature). */
export function withVariables(config: AppConfig, variables: Record<string, string>): AppConfig {
  return { ...config, environment: { ...config.environment, ...variables } };
}

/** Boots the real API in-process on a fresh database; the database is dropped on close, and when the boot fails. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const environment = await testEnvironment(env);
  try {
    const config = loadInstallationConfig(options.extensions ?? EXTENSIONS, environment.env);
    // The template holds ours and the installation's migrations; an extension under test brings its own.
    const migrations = installationMigrations(options.extensions ?? EXTENSIONS);
    if (migrations.length > 0) await runMigrations(config.databaseUrl, undefined, migrations);
    const { app, as, close } = await bootApi(config, options);
    const api = as(environment.bootstrapKey);
    return {
      app,
      config,
      db: app.get<DataSource>(getDataSourceToken()),
      api,
      as,
      bootstrapKey: environment.bootstrapKey,
      factory: new Factory(api),
      close: async () => {
        try {
          await close();
        } finally {
          await environment.drop();
        }
      },
    };
  } catch (error) {
    await environment.drop();
    throw error;
  }
}
