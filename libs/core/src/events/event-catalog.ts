/** Every event name (CONTRACT §4). Webhooks and automations subscribe to these; add new names here. */
export const EVENT_TYPES = [
  'candidate.created',
  'candidate.updated',
  'candidate.deleted',
  'candidate.tag_added',
  'candidate.tag_removed',
  'note.created',
  'job.created',
  'job.updated',
  'job.closed',
  'job.stage_created',
  'job.stage_updated',
  'job.stage_deleted',
  'application.created',
  'application.stage_changed',
  'application.rejected',
  'application.hired',
  'application.withdrawn',
  'interview.scheduled',
  'interview.updated',
  'interview.canceled',
  'interview.completed',
  'offer.created',
  'offer.sent',
  'offer.accepted',
  'offer.declined',
  'offer.withdrawn',
  'scorecard.submitted',
  'task.created',
  'task.updated',
  'task.completed',
  'task.deleted',
  'talent_pool.entry_added',
  'talent_pool.entry_removed',
  'document.uploaded',
  'document.deleted',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const ENTITY_TYPES = ['candidate', 'application', 'job', 'note', 'document', 'task'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Which activity-feed entity an event is about, by the event name's first part. */
const ENTITY_TYPE_BY_PREFIX: Record<string, EntityType> = {
  candidate: 'candidate',
  talent_pool: 'candidate',
  note: 'note',
  job: 'job',
  application: 'application',
  interview: 'application',
  offer: 'application',
  scorecard: 'application',
  task: 'task',
  document: 'document',
};

export function entityTypeOf(type: EventType): EntityType {
  return ENTITY_TYPE_BY_PREFIX[type.slice(0, type.indexOf('.'))];
}
