/**
 * The event registry (docs/api/events.md#event-types). Every event name is registered once with the activity-feed
 * entity it is about and where its payload's `data` carries the candidate and application ids;
 * the activity feed, webhooks, automations and erasure read it. Empty here: each context, ours
 * (`defineContext`) or an extension (`defineExtension`), adds its names by declaration merging (the type)
 * and lists their definitions in `events` (the runtime entry, registered when a process composes the
 * installation): see docs/extending.md.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EventTypes {}

export type EventType = keyof EventTypes & string;

/**
 * The activity feed's entity types, declared by our own contexts (`defineContext({ activityEntityTypes })`) and typed by
 * declaration merging. Closed to extensions on purpose: an extension's event is filed under the entity it is about
 * (a referral under its candidate), so feed filters and clients keep one vocabulary
 * (docs/adr/0039-extension-policies-and-activity-types.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ActivityEntityTypes {}
export type EntityType = keyof ActivityEntityTypes & string;

/** Every registered activity entity type, in registration order; a live list, like EVENT_TYPES. */
export const ENTITY_TYPES: readonly EntityType[] = [];

const ENTITY_TYPE_NAME = /^[a-z][a-z0-9_]*$/;

/** Registers activity entity types (installationModules calls it for our contexts only); registering one again is a no-op. */
export function registerActivityEntityTypes(entityTypes: readonly EntityType[]): void {
  for (const entityType of entityTypes) {
    if (!ENTITY_TYPE_NAME.test(entityType)) throw new Error(`Activity entity type "${entityType}" must be lower snake case`);
    if (!ENTITY_TYPES.includes(entityType)) (ENTITY_TYPES as EntityType[]).push(entityType);
  }
}

/**
 * The keys of an event's `data` that hold the ids of its subjects (automations act on them), when it carries them.
 * Empty here: the context that owns a kind of subject declares it by declaration merging (`candidate?: string`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EventSubjectKeys {}

/**
 * The resource an event changed, for the change feed (docs/api/sync.md#change-feed): its type (`resourceType` in
 * the feed, with a `@ChangeFeedResource(type)` loader that presents it) and the dotted path in
 * `data` of its id (`id`, `candidateId`, `note.id`).
 */
export interface EventResource {
  type: string;
  idKey: string;
}

export interface EventDefinition {
  type: EventType;
  /**
   * The activity feed entity the event's `entityId` names; several: each recording names its own
   * (`DomainEvent.entityType`, a value whose entity depends on its object); null: the event is not
   * filed in the activity feed (webhooks, automations and the change feed still get it).
   */
  entityType: EntityType | readonly EntityType[] | null;
  subjects: EventSubjectKeys;
  resource: EventResource;
}

const definitions = new Map<string, EventDefinition>();

/**
 * Every registered event name, in registration order. A live list: validators and the OpenAPI
 * document read it when they run, after the extensions of the installation have registered.
 */
export const EVENT_TYPES: readonly EventType[] = [];

/** Every resource type the registered events change (the change feed's `resourceTypes`), in registration order; a live list. */
export const RESOURCE_TYPES: readonly string[] = [];

const followers: string[][] = [];

/** A live list of `head` followed by every registered event name, for enums like webhooks' `["*", ...names]`. */
export function eventTypesAfter(...head: string[]): readonly string[] {
  const list = [...head, ...EVENT_TYPES];
  followers.push(list);
  return list;
}

const EVENT_NAME = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;
const RESOURCE_TYPE = /^[a-z][a-z0-9_]*$/;
const ID_KEY = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/**
 * Registers event definitions (installationModules calls it, after the activity entity types). Registering the same definition again
 * is a no-op; a different definition under a registered name is a start-up error.
 */
export function registerEvents(events: readonly EventDefinition[]): void {
  for (const definition of events) {
    if (!EVENT_NAME.test(definition.type)) throw new Error(`Event name "${definition.type}" must be <resource>.<what happened> in lower snake case`);
    const entityTypes: readonly string[] = definition.entityType === null ? [] : [definition.entityType].flat();
    if (Array.isArray(definition.entityType) && entityTypes.length === 0)
      throw new Error(`Event "${definition.type}": entityType [] names no entity (null: not filed)`);
    for (const entityType of entityTypes)
      if (!(ENTITY_TYPES as readonly string[]).includes(entityType)) {
        throw new Error(`Event "${definition.type}": entityType "${entityType}" is not one of ${ENTITY_TYPES.join(', ')}`);
      }
    if (!RESOURCE_TYPE.test(definition.resource?.type ?? '') || !ID_KEY.test(definition.resource.idKey ?? '')) {
      throw new Error(`Event "${definition.type}": resource must be { type: <lower snake case>, idKey: <dotted path in data> }`);
    }
    const known = definitions.get(definition.type);
    if (known !== undefined) {
      if (JSON.stringify(known) !== JSON.stringify(definition)) throw new Error(`Event "${definition.type}" is registered twice with different definitions`);
      continue;
    }
    definitions.set(definition.type, definition);
    (EVENT_TYPES as EventType[]).push(definition.type);
    if (!RESOURCE_TYPES.includes(definition.resource.type)) (RESOURCE_TYPES as string[]).push(definition.resource.type);
    for (const list of followers) list.push(definition.type);
  }
}

export function isEventType(type: string): type is EventType {
  return definitions.has(type);
}

/** The definition of a registered event, or undefined for a name nobody registered. */
export function eventDefinitionOf(type: string): EventDefinition | undefined {
  return definitions.get(type);
}

/**
 * The activity entity type a recording of `type` is filed under: the definition's, or `named` where the
 * definition lists several; null for an event the activity feed does not file.
 */
export function entityTypeOf(type: EventType, named?: EntityType): EntityType | null {
  const definition = definitions.get(type);
  if (definition === undefined) throw new Error(`Event "${type}" is not registered (defineExtension({ events }))`);
  const { entityType } = definition;
  if (Array.isArray(entityType)) {
    if (named === undefined || !entityType.includes(named)) throw new Error(`Event "${type}" must name one of its entity types ${entityType.join(', ')}`);
    return named;
  }
  if (named !== undefined && named !== entityType) throw new Error(`Event "${type}" is filed under ${String(entityType)}, not ${named}`);
  return entityType as EntityType | null;
}

/** The id of the resource an event changed, read from its `data` at the definition's `resource.idKey`; null when absent. */
export function resourceIdOf(type: EventType, data: object): string | null {
  const definition = definitions.get(type);
  if (definition === undefined) throw new Error(`Event "${type}" is not registered (defineExtension({ events }))`);
  let value: unknown = data;
  for (const key of definition.resource.idKey.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
}

/** The registered event names that change one of `resourceTypes`. */
export function eventTypesOfResources(resourceTypes: readonly string[]): EventType[] {
  return [...definitions.values()].filter((definition) => resourceTypes.includes(definition.resource.type)).map((definition) => definition.type);
}

/** The resource type an event changes. */
export function resourceTypeOf(type: string): string | undefined {
  return definitions.get(type)?.resource.type;
}
