import { CORE_EVENTS, ENTITY_TYPES, entityTypeOf, eventDefinitionOf, EVENT_TYPES, isEventType, registerEvents, type EventType } from './event-catalog';

describe('event registry', () => {
  it('registers our own events (CONTRACT §4), each with an activity entity type', () => {
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
    const referral = { type: 'spec_referral.created' as EventType, entityType: 'candidate' as const, subjects: { candidate: 'candidateId' } };
    expect(isEventType(referral.type)).toBe(false);
    registerEvents([referral]);
    registerEvents([{ ...referral, subjects: { ...referral.subjects } }]);
    expect(EVENT_TYPES.filter((type) => type === referral.type)).toHaveLength(1);
    expect(eventDefinitionOf(referral.type)).toEqual(referral);
    expect(() => registerEvents([{ ...referral, entityType: 'job' }])).toThrow('registered twice with different definitions');
    expect(() => registerEvents([{ ...referral, type: 'Referral' as EventType }])).toThrow('lower snake case');
    expect(() => registerEvents([{ ...referral, type: 'spec_referral.other' as EventType, entityType: 'referral' as never }])).toThrow('is not one of');
  });

  it('refuses to file an unregistered event in the activity feed', () => {
    expect(() => entityTypeOf('nobody.registered' as EventType)).toThrow('is not registered');
  });
});
