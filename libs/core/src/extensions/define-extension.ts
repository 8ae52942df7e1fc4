import type { DynamicModule, ForwardReference, Provider, Type } from '@nestjs/common';
import { type AppConfig, validateEnvironment } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import type { MigrationClass } from '../database/migrate';
import { registerEvents, type EventDefinition } from '../events/event-catalog';
import { registerScopes, type ScopeDefinition } from '../auth/scopes';

export type ModuleImport = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;

/** Automation actions an extension adds, with what they inject (AutomationsModule.withActions). */
export interface ExtensionActions {
  /** Classes implementing AutomationAction (@app/automations). */
  actions: Type[];
  /** Modules whose exports the actions inject (a client module, say). */
  imports?: ModuleImport[];
  /** Providers the actions inject that no imported module exports. */
  providers?: Provider[];
}

/**
 * What an extension adds to an installation (docs/extending.md). Listed in the installation's
 * `apps/extensions.ts`, the one file a team edits; the API, the worker, the migration runner and
 * the test helpers all read that list.
 */
export interface ExtensionDefinition {
  /** Unique among the installation's extensions; named in start-up errors. */
  name: string;
  /** Imported by the API and the worker: entities, services, policy overrides. */
  module?: ModuleImport;
  /** Imported by the API only: controllers. */
  httpModule?: ModuleImport;
  /** Imported by the worker only: processors, consumers. */
  workerModule?: ModuleImport;
  actions?: ExtensionActions;
  /** Migration classes (names ending in a 13-digit timestamp), run with ours in timestamp order. */
  migrations?: MigrationClass[];
  /** Event definitions; declare the names on EventTypes too (declaration merging) so `events.record` accepts them. */
  events?: EventDefinition[];
  /** Scope resources; declare them on ScopeResources too so `@ApiResource` accepts them. */
  scopes?: ScopeDefinition[];
  /** Environment classes (class-validator), validated at boot and injectable by class (ConfigModule.forFeature). */
  config?: Array<new () => object>;
  /**
   * Replacements of policy tokens (JOB_DEFAULTS from @app/jobs, ...), provided globally to both
   * processes: `{ provide: JOB_DEFAULTS, useValue: {...} }`. Two extensions replacing one token is a start-up error.
   */
  policies?: Array<Exclude<Provider, Type>>;
}

/** What ApiModule.forRoot / WorkerModule.forRoot take besides the config: the installation's extensions (apps/extensions.ts). */
export interface CompositionOptions {
  extensions?: readonly ExtensionDefinition[];
}

/**
 * Declares an extension. Importing it registers nothing: its events and scopes are registered when
 * a process composes it (extensionModules), so a test composing other extensions never meets them.
 */
export function defineExtension(definition: ExtensionDefinition): ExtensionDefinition {
  return Object.freeze(definition);
}

function checkNames(extensions: readonly ExtensionDefinition[]): void {
  const names = extensions.map((extension) => extension.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) throw new Error(`Two extensions are named "${twice}"`);
}

/**
 * The modules one process imports for its extensions. Validates every extension's environment
 * class first, synchronously, so a bad variable fails boot before Nest starts (ConfigValidationError),
 * then registers their events and scopes, before the validators and the OpenAPI document read them.
 */
export function extensionModules(extensions: readonly ExtensionDefinition[], process: 'api' | 'worker', config: AppConfig): ModuleImport[] {
  checkNames(extensions);
  const configClasses = extensions.flatMap((extension) => extension.config ?? []);
  for (const EnvClass of configClasses) validateEnvironment(EnvClass, config.environment);
  for (const extension of extensions) {
    registerEvents(extension.events ?? []);
    registerScopes(extension.scopes ?? []);
  }
  return [
    ...configClasses.map((EnvClass) => ConfigModule.forFeature(EnvClass)),
    policiesModule(extensions),
    ...extensions
      .flatMap((extension) => [extension.module, process === 'api' ? extension.httpModule : extension.workerModule])
      .filter((module) => module !== undefined),
  ];
}

/** Policies are replaced through a global module, so the context that injects a token finds the replacement. */
class ExtensionPoliciesModule {}

function policiesModule(extensions: readonly ExtensionDefinition[]): DynamicModule {
  const owners = new Map<unknown, string>();
  const policies = extensions.flatMap((extension) =>
    (extension.policies ?? []).map((policy) => {
      const owner = owners.get(policy.provide);
      if (owner !== undefined) throw new Error(`Extensions "${owner}" and "${extension.name}" both replace the policy ${String(policy.provide)}`);
      owners.set(policy.provide, extension.name);
      return policy;
    }),
  );
  return { module: ExtensionPoliciesModule, global: true, providers: policies, exports: policies.map((policy) => policy.provide) };
}

/** Every extension's migrations, for runMigrations and CoreModule.forRoot. */
export function extensionMigrations(extensions: readonly ExtensionDefinition[]): MigrationClass[] {
  return extensions.flatMap((extension) => extension.migrations ?? []);
}

/** Every extension's actions with what they inject, merged for AutomationsModule.withActions. */
export function extensionActions(extensions: readonly ExtensionDefinition[]): Required<ExtensionActions> {
  return {
    actions: extensions.flatMap((extension) => extension.actions?.actions ?? []),
    imports: extensions.flatMap((extension) => extension.actions?.imports ?? []),
    providers: extensions.flatMap((extension) => extension.actions?.providers ?? []),
  };
}
