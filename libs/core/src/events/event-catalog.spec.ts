import {
  CORE_EVENTS,
  ENTITY_TYPES,
  entityTypeOf,
  eventDefinitionOf,
  eventTypesOfResources,
  EVENT_TYPES,
  isEventType,
  registerEvents,
  RESOURCE_TYPES,
  resourceIdOf,
  type EventType,
} from './event-catalog';

describe('event registry', () => {
  it('registers our own events (docs/api/events.md#event-types), each with an activity entity type', () => {
    expect(EVENT_TYPES).toEqual(CORE_EVENTS.map((definition) => definition.type));
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

  it('adds an extension event to the live list, once, and refuses a conflicting or malformed one', () => {
    const referral = {
      type: 'spec_referral.created' as EventType,
      entityType: 'candidate' as const,
      subjects: { candidate: 'candidateId' },
      resource: { type: 'spec_referral', idKey: 'id' },
    };
    expect(isEventType(referral.type)).toBe(false);
    registerEvents([referral]);
    registerEvents([{ ...referral, subjects: { ...referral.subjects } }]);
    expect(EVENT_TYPES.filter((type) => type === referral.type)).toHaveLength(1);
    expect(eventDefinitionOf(referral.type)).toEqual(referral);
    expect(() => registerEvents([{ ...referral, entityType: 'job' }])).toThrow('registered twice with different definitions');
    expect(() => registerEvents([{ ...referral, type: 'Referral' as EventType }])).toThrow('lower snake case');
    expect(() => registerEvents([{ ...referral, type: 'spec_referral.other' as EventType, entityType: 'referral' as never }])).toThrow('is not one of');
    expect(() => registerEvents([{ ...referral, type: 'spec_referral.other' as EventType, resource: { type: 'Referral', idKey: 'id' } }])).toThrow(
      'resource must be',
    );
    expect(() => registerEvents([{ ...referral, type: 'spec_referral.other' as EventType, resource: { type: 'spec_referral', idKey: 'a..b' } }])).toThrow(
      'resource must be',
    );
    expect(RESOURCE_TYPES).toContain('spec_referral');
    expect(eventTypesOfResources(['spec_referral'])).toEqual(['spec_referral.created']);
  });

  it('names the resource each event changes (docs/api/sync.md#change-feed) and finds its id in the data', () => {
    expect(RESOURCE_TYPES.slice(0, 9)).toEqual(['candidate', 'note', 'job', 'application', 'interview', 'offer', 'scorecard', 'task', 'talent_pool_entry']);
    expect(resourceIdOf('note.created', { candidateId: 'c', note: { id: 'n' } })).toBe('n');
    expect(resourceIdOf('candidate.tag_added', { candidateId: 'c', tag: { id: 't' } })).toBe('c');
    expect(resourceIdOf('job.stage_deleted', { id: 's', jobId: 'j' })).toBe('j');
    expect(resourceIdOf('interview.updated', { id: 'i', applicationId: 'a' })).toBe('i');
    expect(resourceIdOf('note.created', { note: null })).toBeNull();
    expect(eventTypesOfResources(['job'])).toEqual(['job.created', 'job.updated', 'job.closed', 'job.stage_created', 'job.stage_updated', 'job.stage_deleted']);
  });

  it('refuses to file an unregistered event in the activity feed', () => {
    expect(() => entityTypeOf('nobody.registered' as EventType)).toThrow('is not registered');
  });
});
