import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { ApiModule } from '../../apps/api/src/api.module';
import { EXTENSIONS } from '../../apps/extensions';
import { setupApp } from '../../apps/api/src/setup-app';
import { extensionMigrations, loadConfig, runMigrations, type AppConfig, type ExtensionDefinition } from '@app/core';
import { generateApiKey } from '@app/api-keys';
import { databaseUrl, TEST_ENV } from '../setup/test-environment';
import { ApiClient } from './api-client';
import { Factory } from './factory';

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

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is unset: run e2e tests through jest's e2e project (global setup)`);
  return value;
}

/** A fresh database cloned from the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = requiredEnv(TEST_ENV.adminUrl);
  const name = `ats_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${requiredEnv(TEST_ENV.template)}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Environment for one test file: its own database and its own Redis key prefix. */
export async function testEnvironment(env: Record<string, string> = {}): Promise<{ env: Record<string, string>; bootstrapKey: string; drop(): Promise<void> }> {
  const database = await createTestDatabase();
  const bootstrapKey = generateApiKey('test');
  return {
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: requiredEnv(TEST_ENV.redisUrl),
      QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      BOOTSTRAP_API_KEY: bootstrapKey,
      MIGRATIONS_RUN: 'false',
      // Webhook secrets are encrypted at rest; pass ENCRYPTION_KEY: '' to run without one.
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      // Files that send many requests would trip the contract's 600/min; the rate-limit tests set their own.
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Warnings and errors only, as before the JSON logger; a test that reads the logs sets its own.
      LOG_LEVEL: 'warn',
      // Any free port for the worker's probe server, so that test files can run in parallel.
      WORKER_PORT: '0',
      ...env,
    },
    bootstrapKey,
    drop: database.drop,
  };
}

export interface TestAppOptions {
  /** Adjusts the module before it compiles, e.g. `overrideProvider(LOG_DESTINATION)` to read the logs. */
  configure?(builder: TestingModuleBuilder): TestingModuleBuilder;
  /** The extensions to compose, as main.ts does; default the installation's (apps/extensions.ts). Pass the same list to bootWorker. */
  extensions?: readonly ExtensionDefinition[];
}

/** Boots the real API in-process (same setup as main.ts) on a fresh database. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const environment = await testEnvironment(env);
  const config = loadConfig(environment.env);
  const extensions = options.extensions ?? EXTENSIONS;
  // The template holds ours and the installation's migrations; an extension under test brings its own.
  await runMigrations(config.databaseUrl, undefined, extensionMigrations(extensions));
  const builder = Test.createTestingModule({ imports: [ApiModule.forRoot(config, { extensions })] });
  const moduleRef = await (options.configure?.(builder) ?? builder).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: ['error', 'warn'] });
  setupApp(app);
  try {
    await app.init();
  } catch (error) {
    // A start-up check that fails (e.g. action parity) must not leave the app's connections open.
    await app.close().catch(() => undefined);
    await environment.drop();
    throw error;
  }
  const as = (key: string | undefined) => new ApiClient(app.getHttpServer(), key);
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
      await app.close();
      await environment.drop();
    },
  };
}
