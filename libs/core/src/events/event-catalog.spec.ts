import {
  ENTITY_TYPES,
  entityTypeOf,
  eventDefinitionOf,
  eventTypesAfter,
  eventTypesOfResources,
  EVENT_TYPES,
  isEventType,
  registerActivityEntityTypes,
  registerEvents,
  RESOURCE_TYPES,
  resourceIdOf,
  type EntityType,
  type EventType,
} from './event-catalog';

// Names of this spec only: the registry starts empty, the contexts' own names are checked in apps/installation-names.spec.ts.
const entityType = 'spec_person' as EntityType;
const referral = {
  type: 'spec_referral.created' as EventType,
  entityType,
  subjects: { candidate: 'candidateId' },
  resource: { type: 'spec_referral', idKey: 'id' },
};

describe('event registry', () => {
  it('starts empty: core names no event and no activity entity type', () => {
    expect(EVENT_TYPES).toEqual([]);
    expect(ENTITY_TYPES).toEqual([]);
    expect(RESOURCE_TYPES).toEqual([]);
  });

  it('adds an activity entity type once, and refuses a malformed one', () => {
    registerActivityEntityTypes([entityType, entityType]);
    expect(ENTITY_TYPES).toEqual([entityType]);
    expect(() => registerActivityEntityTypes(['Bad-Type' as EntityType])).toThrow('lower snake case');
  });

  it('adds an event to the live lists, once, and refuses a conflicting or malformed one', () => {
    const webhookChoices = eventTypesAfter('*');
    expect(isEventType(referral.type)).toBe(false);
    registerEvents([referral]);
    registerEvents([{ ...referral, subjects: { ...referral.subjects } }]);
    expect(EVENT_TYPES.filter((type) => type === referral.type)).toHaveLength(1);
    expect(webhookChoices).toEqual(['*', referral.type]);
    expect(eventDefinitionOf(referral.type)).toEqual(referral);
    expect(entityTypeOf(referral.type)).toBe(entityType);
    expect(() => registerEvents([{ ...referral, subjects: {} }])).toThrow('registered twice with different definitions');
    expect(() => registerEvents([{ ...referral, type: 'Referral' as EventType }])).toThrow('lower snake case');
    expect(() => registerEvents([{ ...referral, type: 'spec_referral.other' as EventType, entityType: 'referral' as EntityType }])).toThrow('is not one of');
    expect(() => registerEvents([{ ...referral, type: 'spec_referral.other' as EventType, resource: { type: 'Referral', idKey: 'id' } }])).toThrow(
      'resource must be',
    );
    expect(() => registerEvents([{ ...referral, type: 'spec_referral.other' as EventType, resource: { type: 'spec_referral', idKey: 'a..b' } }])).toThrow(
      'resource must be',
    );
    expect(RESOURCE_TYPES).toEqual(['spec_referral']);
    expect(eventTypesOfResources(['spec_referral'])).toEqual(['spec_referral.created']);
  });

  it('finds the id of the changed resource at its dotted path in the data (docs/api/sync.md#change-feed)', () => {
    const noted = { ...referral, type: 'spec_referral.noted' as EventType, resource: { type: 'spec_note', idKey: 'note.id' } };
    registerEvents([noted]);
    expect(resourceIdOf(noted.type, { candidateId: 'c', note: { id: 'n' } })).toBe('n');
    expect(resourceIdOf(noted.type, { note: null })).toBeNull();
    expect(resourceIdOf(referral.type, { id: 'r' })).toBe('r');
  });

  it('refuses to file an unregistered event in the activity feed', () => {
    expect(() => entityTypeOf('nobody.registered' as EventType)).toThrow('is not registered');
  });
});
