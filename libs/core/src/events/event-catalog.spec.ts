import { ENTITY_TYPES, entityTypeOf, EVENT_TYPES } from './event-catalog';

describe('entityTypeOf', () => {
  it('maps every event to an activity entity type', () => {
    for (const type of EVENT_TYPES) expect(ENTITY_TYPES).toContain(entityTypeOf(type));
  });

  it.each([
    ['candidate.tag_added', 'candidate'],
    ['talent_pool.entry_added', 'candidate'],
    ['note.created', 'note'],
    ['job.stage_updated', 'job'],
    ['interview.canceled', 'application'],
    ['offer.accepted', 'application'],
    ['scorecard.submitted', 'application'],
    ['task.completed', 'task'],
    ['document.uploaded', 'document'],
  ] as const)('%s is about a %s', (type, entityType) => expect(entityTypeOf(type)).toBe(entityType));
});
