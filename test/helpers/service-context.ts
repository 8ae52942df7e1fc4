import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { Test, type TestingModule, type TestingModuleBuilder } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CoreModule,
  loadConfig,
  registerInstallation,
  runMigrations,
  type Actor,
  type AppConfig,
  type ExtensionDefinition,
  type MigrationClass,
} from '@app/core';
import { UsersModule, UsersService } from '@app/users';
import { EXTENSIONS } from '../../apps/extensions';
import { installation } from '../../apps/installation';
import { testEnvironment } from './test-database';

export interface BootContextOptions {
  /** The context's module(s) under test, e.g. `[ApplicationsModule]`; they bring the contexts they import. */
  imports: Array<Type | DynamicModule | ForwardReference>;
  /** Extensions under test that apps/extensions.ts does not list: their names are registered and their migrations run. */
  extensions?: readonly ExtensionDefinition[];
  /** Migrations the template lacks (it holds ours and the installation's extensions'). */
  migrations?: readonly MigrationClass[];
  /** Environment over testEnvironment's (its own database and Redis prefix). */
  env?: Record<string, string>;
  /** Adjusts the module before it compiles, e.g. `overrideProvider(...)`. */
  configure?(builder: TestingModuleBuilder): TestingModuleBuilder;
}

/** One context's services over the platform (CoreModule: config, PostgreSQL, Redis, events), without HTTP. */
export interface BootedContext {
  module: TestingModule;
  config: AppConfig;
  db: DataSource;
  /** The "Admin" user (as the bootstrap key's), to pass where a service takes an Actor. */
  actor: Actor;
  /** A provider of any imported module, e.g. `get(ApplicationsService)`. */
  get<T>(type: Type<T>): T;
  close(): Promise<void>;
}

/**
 * The service tier's boot (README.md#tests): the given context module(s) and CoreModule on a fresh
 * database cloned from the migrated template, initialised but serving no HTTP. The database is
 * dropped on close, and when the boot fails.
 */
export async function bootContext({ imports, extensions = [], migrations = [], env = {}, configure }: BootContextOptions): Promise<BootedContext> {
  const environment = await testEnvironment(env);
  let module: TestingModule | undefined;
  try {
    const config = loadConfig(environment.env);
    // The event names, scopes and activity entity types of the whole installation, as a process composing it has them.
    registerInstallation(installation([...EXTENSIONS, ...extensions]));
    const missing = [...extensions.flatMap((extension) => extension.migrations ?? []), ...migrations];
    if (missing.length > 0) await runMigrations(config.databaseUrl, undefined, missing);
    const builder = Test.createTestingModule({ imports: [CoreModule.forRoot(config), UsersModule, ...imports] });
    module = await (configure?.(builder) ?? builder).compile();
    module.useLogger(['error', 'warn']);
    await module.init();
    const db = module.get<DataSource>(getDataSourceToken());
    const admin = await db.transaction((tx) => module!.get(UsersService).ensureAdmin(tx));
    const booted = module;
    return {
      module: booted,
      config,
      db,
      actor: { id: admin.id, name: admin.name },
      get: (type) => booted.get(type, { strict: false }),
      close: async () => {
        try {
          await booted.close();
        } finally {
          await environment.drop();
        }
      },
    };
  } catch (error) {
    await module?.close().catch(() => undefined);
    await environment.drop();
    throw error;
  }
}
