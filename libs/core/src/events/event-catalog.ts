/**
 * The event registry (docs/api/events.md#event-types). Every event name is registered once with the activity-feed
 * entity it is about and where its payload's `data` carries the candidate and application ids;
 * the activity feed, webhooks, automations and erasure read it. An extension adds names by
 * declaration merging (the type) and by listing definitions in `defineExtension({ events })`
 * (the runtime entry): see docs/extending.md.
 */
export interface EventTypes {
  'candidate.created': true;
  'candidate.updated': true;
  'candidate.deleted': true;
  'candidate.tag_added': true;
  'candidate.tag_removed': true;
  'candidate.merged': true;
  'note.created': true;
  'job.created': true;
  'job.updated': true;
  'job.closed': true;
  'job.stage_created': true;
  'job.stage_updated': true;
  'job.stage_deleted': true;
  'application.created': true;
  'application.stage_changed': true;
  'application.rejected': true;
  'application.hired': true;
  'application.withdrawn': true;
  'interview.scheduled': true;
  'interview.updated': true;
  'interview.canceled': true;
  'interview.completed': true;
  'offer.created': true;
  'offer.sent': true;
  'offer.accepted': true;
  'offer.declined': true;
  'offer.withdrawn': true;
  'scorecard.submitted': true;
  'task.created': true;
  'task.updated': true;
  'task.completed': true;
  'task.deleted': true;
  'talent_pool.entry_added': true;
  'talent_pool.entry_removed': true;
  'document.uploaded': true;
  'document.deleted': true;
}

export type EventType = keyof EventTypes & string;

/**
 * The activity feed's entity types. Closed on purpose: an extension's event is filed under the
 * core entity it is about (a referral under its candidate), so feed filters and clients keep one
 * vocabulary (docs/adr/0039-extension-policies-and-activity-types.md).
 */
export const ENTITY_TYPES = ['candidate', 'application', 'job', 'note', 'document', 'task'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The keys of an event's `data` that hold the id of its candidate and of its application, when it carries them. */
export interface EventSubjectKeys {
  candidate?: string;
  application?: string;
}

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
  /** The activity feed entity the event's `entityId` names. */
  entityType: EntityType;
  subjects: EventSubjectKeys;
  resource: EventResource;
}

// Interviews, offers and scorecards carry their own id as `id` and the application's as `applicationId`.
const APPLICATION_CHILD: EventSubjectKeys = { candidate: 'candidateId', application: 'applicationId' };
const event = (type: EventType, entityType: EntityType, subjects: EventSubjectKeys, resource: EventResource): EventDefinition => ({
  type,
  entityType,
  subjects,
  resource,
});
const itself = (type: string): EventResource => ({ type, idKey: 'id' });

/** Our own events, registered like an extension's. */
export const CORE_EVENTS: readonly EventDefinition[] = [
  // candidate.created / updated / deleted / merged: the candidate itself (the survivor of a merge; { id } once erased).
  ...(['candidate.created', 'candidate.updated', 'candidate.deleted', 'candidate.merged'] as const).map((type) =>
    event(type, 'candidate', { candidate: 'id' }, itself('candidate')),
  ),
  ...(['candidate.tag_added', 'candidate.tag_removed'] as const).map((type) =>
    event(type, 'candidate', { candidate: 'candidateId' }, { type: 'candidate', idKey: 'candidateId' }),
  ),
  event('note.created', 'note', { candidate: 'candidateId' }, { type: 'note', idKey: 'note.id' }),
  ...(['job.created', 'job.updated', 'job.closed'] as const).map((type) => event(type, 'job', {}, itself('job'))),
  // A stage is part of its job's representation.
  ...(['job.stage_created', 'job.stage_updated', 'job.stage_deleted'] as const).map((type) => event(type, 'job', {}, { type: 'job', idKey: 'jobId' })),
  ...(['application.created', 'application.stage_changed', 'application.rejected', 'application.hired', 'application.withdrawn'] as const).map((type) =>
    event(type, 'application', { candidate: 'candidateId', application: 'id' }, itself('application')),
  ),
  ...(['interview.scheduled', 'interview.updated', 'interview.canceled', 'interview.completed'] as const).map((type) =>
    event(type, 'application', APPLICATION_CHILD, itself('interview')),
  ),
  ...(['offer.created', 'offer.sent', 'offer.accepted', 'offer.declined', 'offer.withdrawn'] as const).map((type) =>
    event(type, 'application', APPLICATION_CHILD, itself('offer')),
  ),
  event('scorecard.submitted', 'application', APPLICATION_CHILD, itself('scorecard')),
  // A task's links are nullable: the event may carry neither.
  ...(['task.created', 'task.updated', 'task.completed', 'task.deleted'] as const).map((type) => event(type, 'task', APPLICATION_CHILD, itself('task'))),
  ...(['talent_pool.entry_added', 'talent_pool.entry_removed'] as const).map((type) =>
    event(type, 'candidate', { candidate: 'candidateId' }, itself('talent_pool_entry')),
  ),
  // A document's application link is nullable.
  ...(['document.uploaded', 'document.deleted'] as const).map((type) => event(type, 'document', APPLICATION_CHILD, itself('document'))),
];

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
 * Registers event definitions (defineExtension calls it). Registering the same definition again
 * is a no-op; a different definition under a registered name is a start-up error.
 */
export function registerEvents(events: readonly EventDefinition[]): void {
  for (const definition of events) {
    if (!EVENT_NAME.test(definition.type)) throw new Error(`Event name "${definition.type}" must be <resource>.<what happened> in lower snake case`);
    if (!(ENTITY_TYPES as readonly string[]).includes(definition.entityType)) {
      throw new Error(`Event "${definition.type}": entityType "${definition.entityType}" is not one of ${ENTITY_TYPES.join(', ')}`);
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

registerEvents(CORE_EVENTS);

export function isEventType(type: string): type is EventType {
  return definitions.has(type);
}

/** The definition of a registered event, or undefined for a name nobody registered. */
export function eventDefinitionOf(type: string): EventDefinition | undefined {
  return definitions.get(type);
}

export function entityTypeOf(type: EventType): EntityType {
  const definition = definitions.get(type);
  if (definition === undefined) throw new Error(`Event "${type}" is not registered (defineExtension({ events }))`);
  return definition.entityType;
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
