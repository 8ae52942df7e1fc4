import type { DynamicModule, ForwardReference, Provider, Type } from '@nestjs/common';
import { type AppConfig, validateEnvironments } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import type { MigrationClass } from '../database/migrate';
import { registerActivityEntityTypes, registerEvents, type EntityType, type EventDefinition } from '../events/event-catalog';
import { registerScopes, type ScopeDefinition } from '../auth/scopes';
import { isReachDeclared, registerResourceReach } from '../access/resource-reach';
import { INSTALLATION_RESOURCES, type ResourceDefinition } from './define-resource';

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
 * An entry a unit adds to a registry another context keeps (a custom field type to the custom fields', say): core
 * knows only that it is registered with the installation's names, before Nest builds anything, in the installation's
 * order. The owning context exports the function that builds it (docs/adr/0098-extension-additions-and-custom-field-types.md).
 */
export interface InstallationAddition {
  /** What it adds, for start-up errors: `custom field type`. */
  kind: string;
  name: string;
  /** Registers it process-wide; the same addition registered twice is no change, another of the same name a start-up error. */
  register(): void;
}

/**
 * What a context adds to an installation (docs/extending.md): our own contexts declare it in
 * `libs/<context>/src/<context>.context.ts` (defineContext), an installation's extensions in theirs
 * (defineExtension), and `apps/installation.ts` lists both. The API, the worker, the seed, the
 * migration runner and the test helpers all compose that one list.
 */
export interface ExtensionDefinition {
  /** Unique in the installation; named in start-up errors. */
  name: string;
  /** Imported by the API, the worker and the seed: entities, services, policy overrides. */
  module?: ModuleImport;
  /** Instead of `module`, a module built from what the whole installation declares (the automations context gathers every unit's actions). */
  moduleFor?: (installation: readonly ExtensionDefinition[]) => ModuleImport;
  /** Imported by the API only: controllers. */
  httpModule?: ModuleImport;
  /** Imported by the worker only: processors, consumers. */
  workerModule?: ModuleImport;
  actions?: ExtensionActions;
  /** Migration classes (names ending in a 13-digit timestamp) in persistence/migrations/, run with every unit's and the platform's in timestamp order. */
  migrations?: MigrationClass[];
  /** Event definitions; declare the names on EventTypes too (declaration merging) so `events.record` accepts them. */
  events?: EventDefinition[];
  /** Scope resources; declare them on ScopeResources too so `@ApiResource` accepts them. */
  scopes?: ScopeDefinition[];
  /** The resource types it owns (defineResource): the change feed presents them, and other contexts read what they need of them. */
  resources?: ResourceDefinition[];
  /** Entries of registries other contexts keep (`customFieldType(...)` from @app/custom-fields), registered with the events and scopes. */
  additions?: InstallationAddition[];
  /** Environment classes (class-validator), validated at boot and injectable by class (ConfigModule.forFeature). */
  config?: Array<new () => object>;
  /**
   * Replacements of policy tokens (JOB_DEFAULTS from @app/jobs, ...), provided globally to both
   * processes: `{ provide: JOB_DEFAULTS, useValue: {...} }`. Two extensions replacing one token is a start-up error.
   */
  policies?: Array<Exclude<Provider, Type>>;
}

/** Our own contexts have the extensions' shape: one composition for both (docs/adr/0038-extension-composition.md). */
export interface ContextDefinition extends ExtensionDefinition {
  /** The activity feed entity types its events are filed under; closed to extensions (docs/adr/0039-extension-policies-and-activity-types.md). */
  activityEntityTypes?: EntityType[];
}

/** What ApiModule.forRoot / WorkerModule.forRoot / SeedModule.forRoot take besides the config: the installation's extensions (apps/extensions.ts). */
export interface CompositionOptions {
  extensions?: readonly ExtensionDefinition[];
}

/**
 * Declares an extension. Importing it registers nothing: its events and scopes are registered when
 * a process composes it (installationModules), so a test composing other extensions never meets them.
 */
export function defineExtension(definition: ExtensionDefinition): ExtensionDefinition {
  return Object.freeze(definition);
}

const contexts = new WeakSet<ExtensionDefinition>();

/** Declares one of our own contexts, in the shape an extension has; composing it registers its activity entity types, events and scopes. */
export function defineContext(definition: ContextDefinition): ContextDefinition {
  const context = Object.freeze(definition);
  contexts.add(context);
  return context;
}

function checkNames(installation: readonly ExtensionDefinition[]): void {
  const names = installation.map((unit) => unit.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) throw new Error(`Two contexts or extensions are named "${twice}"`);
}

/** Which of a unit's modules a process imports: the API its routes, the worker its processors, the seed neither. */
export type ComposedProcess = 'api' | 'worker' | 'seed';

/**
 * The modules one process imports for the installation (contexts and extensions, in their order).
 * Validates every environment class first, synchronously, so a bad variable fails boot before Nest
 * starts (ConfigValidationError), then registers the names it declares (registerInstallation), before the validators and the
 * OpenAPI document read them.
 */
export function installationModules(installation: readonly ExtensionDefinition[], process: ComposedProcess, config: AppConfig): ModuleImport[] {
  const configClasses = installationEnvironments(installation);
  validateEnvironments(configClasses, config.environment);
  registerInstallation(installation);
  const processModule = (unit: ExtensionDefinition) => (process === 'api' ? unit.httpModule : process === 'worker' ? unit.workerModule : undefined);
  return [
    ...configClasses.map((EnvClass) => ConfigModule.forFeature(EnvClass)),
    policiesModule(installation),
    resourcesModule(installation),
    ...installation.flatMap((unit) => [unit.moduleFor?.(installation) ?? unit.module, processModule(unit)]).filter((module) => module !== undefined),
  ];
}

/**
 * Registers what the installation names (activity entity types, events, scopes), in its order, for the
 * validators and the OpenAPI document to read. installationModules calls it; a unit test that needs
 * the names without booting Nest calls it alone (test/helpers/installation-names.ts).
 */
export function registerInstallation(installation: readonly ExtensionDefinition[]): void {
  checkNames(installation);
  for (const unit of installation) {
    const { activityEntityTypes = [] } = unit as ContextDefinition;
    if (activityEntityTypes.length > 0 && !contexts.has(unit)) {
      throw new Error(`"${unit.name}" declares activity entity types: only our own contexts do (docs/adr/0039-extension-policies-and-activity-types.md)`);
    }
    registerActivityEntityTypes(activityEntityTypes);
  }
  for (const unit of installation) {
    registerEvents(unit.events ?? []);
    registerScopes(unit.scopes ?? []);
    registerResourceReach(unit.resources ?? []);
    for (const addition of unit.additions ?? []) registerAddition(unit, addition);
  }
  checkReachDeclared(installation);
}

function registerAddition(unit: ExtensionDefinition, addition: InstallationAddition): void {
  try {
    addition.register();
  } catch (error) {
    throw new Error(`"${unit.name}" adds the ${addition.kind} "${addition.name}": ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Fail closed (docs/adr/0088-resources-declare-their-reach.md): a resource type an event names, or an activity entity
 * type, whose reach nobody declares would be left out of the feeds for every user with a reach condition; it is a
 * start-up error instead.
 */
function checkReachDeclared(installation: readonly ExtensionDefinition[]): void {
  for (const unit of installation) {
    const named = [...(unit.events ?? []).map((event) => event.resource.type), ...((unit as ContextDefinition).activityEntityTypes ?? [])];
    const missing = [...new Set(named)].filter((type) => !isReachDeclared(type));
    if (missing.length > 0) {
      throw new Error(
        `"${unit.name}" names resource types ${missing.join(', ')} whose reach no unit declares: ` +
          'declare them in resources (defineResource({ reach })), docs/extending.md#reach-of-a-resource',
      );
    }
  }
}

/** Policies are replaced through a global module, so the context that injects a token finds the replacement. */
class ExtensionPoliciesModule {}

function policiesModule(installation: readonly ExtensionDefinition[]): DynamicModule {
  const owners = new Map<unknown, string>();
  const policies = installation.flatMap((unit) =>
    (unit.policies ?? []).map((policy) => {
      const owner = owners.get(policy.provide);
      if (owner !== undefined) throw new Error(`Extensions "${owner}" and "${unit.name}" both replace the policy ${String(policy.provide)}`);
      owners.set(policy.provide, unit.name);
      return policy;
    }),
  );
  return { module: ExtensionPoliciesModule, global: true, providers: policies, exports: policies.map((policy) => policy.provide) };
}

/** Every unit's resources, under INSTALLATION_RESOURCES for whichever context reads them. */
class InstallationResourcesModule {}

function resourcesModule(installation: readonly ExtensionDefinition[]): DynamicModule {
  const resources = installation.flatMap((unit) => unit.resources ?? []);
  return {
    module: InstallationResourcesModule,
    global: true,
    providers: [{ provide: INSTALLATION_RESOURCES, useValue: resources }],
    exports: [INSTALLATION_RESOURCES],
  };
}

/** Every unit's environment classes: loadConfig validates them with the platform's, so one start-up error names every bad variable. */
export function installationEnvironments(installation: readonly ExtensionDefinition[]): Array<new () => object> {
  return installation.flatMap((unit) => unit.config ?? []);
}

/** Every unit's migrations, for runMigrations and CoreModule.forRoot. */
export function installationMigrations(installation: readonly ExtensionDefinition[]): MigrationClass[] {
  return installation.flatMap((unit) => unit.migrations ?? []);
}

/** Every extension's actions with what they inject, merged for AutomationsModule.withActions. */
export function extensionActions(extensions: readonly ExtensionDefinition[]): Required<ExtensionActions> {
  return {
    actions: extensions.flatMap((extension) => extension.actions?.actions ?? []),
    imports: extensions.flatMap((extension) => extension.actions?.imports ?? []),
    providers: extensions.flatMap((extension) => extension.actions?.providers ?? []),
  };
}
