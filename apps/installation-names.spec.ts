import { ALL_SCOPES, ENTITY_TYPES, entityTypeOf, eventDefinitionOf, EVENT_TYPES, eventTypesOfResources, RESOURCE_TYPES, resourceIdOf } from '@app/core';
import '../test/helpers/installation-names';

// What our contexts declare (libs/<context>/src/<context>.context.ts), registered in the order of BUILT_IN_CONTEXTS.
describe('the names of the built-in installation', () => {
  it('files every event (docs/api/events.md#event-types) under a registered activity entity type', () => {
    expect(EVENT_TYPES).toHaveLength(84);
    for (const type of EVENT_TYPES) {
      const { entityType } = eventDefinitionOf(type) ?? { entityType: undefined };
      expect(entityType).toBeDefined();
      for (const named of entityType === null ? [] : [entityType].flat()) expect(ENTITY_TYPES).toContain(named);
    }
    expect(ENTITY_TYPES).toEqual(['candidate', 'note', 'job', 'application', 'task', 'document']);
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
    ['job_post.published', 'job'],
  ] as const)('%s is about a %s', (type, entityType) => expect(entityTypeOf(type)).toBe(entityType));

  it('files no custom_field.* event in the activity feed, and each custom_fields.updated under its object (docs/api/custom-fields.md#events)', () => {
    for (const type of ['custom_field.created', 'custom_field.updated', 'custom_field.archived', 'custom_field.unarchived'] as const) {
      expect(entityTypeOf(type)).toBeNull();
    }
    expect(entityTypeOf('custom_fields.updated', 'job')).toBe('job');
    expect(entityTypeOf('custom_fields.updated', 'application')).toBe('application');
    expect(() => entityTypeOf('custom_fields.updated')).toThrow('must name one of its entity types');
    expect(() => entityTypeOf('custom_fields.updated', 'task')).toThrow('must name one of its entity types');
    expect(() => entityTypeOf('custom_field.created', 'job')).toThrow('is filed under null');
  });

  it('files no user.* event in the activity feed (docs/api/resources.md#deactivating-a-user)', () => {
    expect(entityTypeOf('user.deactivated')).toBeNull();
    expect(entityTypeOf('user.reactivated')).toBeNull();
    expect(resourceIdOf('user.deactivated', { id: 'u' })).toBe('u');
  });

  it('files no referral_link.* event in the activity feed (docs/api/careers.md#referral-links-and-attribution)', () => {
    expect(entityTypeOf('referral_link.created')).toBeNull();
    expect(entityTypeOf('referral_link.deleted')).toBeNull();
    expect(resourceIdOf('referral_link.deleted', { id: 'r' })).toBe('r');
  });

  it('files every consent event under the candidate and keeps the link out of the activity feed (docs/api/privacy.md#consent)', () => {
    for (const type of ['consent.given', 'consent.withdrawn', 'consent.expired', 'consent.requested', 'consent_request.decided'] as const)
      expect(entityTypeOf(type)).toBe('candidate');
    expect(resourceIdOf('consent.requested', { id: 'r', candidateId: 'c', url: 'https://x' })).toBe('r');
  });

  it('names the resource each event changes (docs/api/sync.md#change-feed) and finds its id in the data', () => {
    expect(RESOURCE_TYPES).toEqual([
      'user',
      'candidate',
      'note',
      'job',
      'application',
      'interview',
      'offer',
      'scorecard',
      'task',
      'talent_pool_entry',
      'document',
      'job_post',
      'referral_link',
      'custom_field',
      'custom_field_values',
      'consent',
      'consent_request',
      'message',
      'legal_hold',
      'department',
      'office',
      'rejection_reason',
      'opening',
      'approval',
      'approval_flow',
    ]);
    expect(resourceIdOf('note.created', { candidateId: 'c', note: { id: 'n' } })).toBe('n');
    expect(resourceIdOf('candidate.tag_added', { candidateId: 'c', tag: { id: 't' } })).toBe('c');
    expect(resourceIdOf('job.stage_deleted', { id: 's', jobId: 'j' })).toBe('j');
    expect(resourceIdOf('interview.updated', { id: 'i', applicationId: 'a' })).toBe('i');
    expect(resourceIdOf('custom_fields.updated', { objectType: 'offer', objectId: 'o', values: {} })).toBe('o');
    const jobEvents = ['job.created', 'job.updated', 'job.closed', 'job.stage_created', 'job.stage_updated', 'job.stage_deleted', 'job.hiring_team_updated'];
    expect(eventTypesOfResources(['job'])).toEqual(jobEvents);
  });

  it('grants read and write scopes per resource, read only for the feeds, self-ID, reports and audit, write only for bulk (docs/api/auth.md#scopes)', () => {
    expect(ALL_SCOPES).toContain('activity:read');
    expect(ALL_SCOPES).not.toContain('activity:write');
    expect(ALL_SCOPES).toContain('changes:read');
    expect(ALL_SCOPES).not.toContain('changes:write');
    expect(ALL_SCOPES).toContain('eeo:read');
    expect(ALL_SCOPES).not.toContain('eeo:write');
    expect(ALL_SCOPES).toContain('reports:read');
    expect(ALL_SCOPES).not.toContain('reports:write');
    // SCIM's one scope, for every method (docs/api/scim.md).
    expect(ALL_SCOPES).toContain('scim');
    expect(ALL_SCOPES).not.toContain('scim:read');
    expect(ALL_SCOPES).toContain('audit:read');
    expect(ALL_SCOPES).not.toContain('audit:write');
    // Bulk actions: write only, their reads included (docs/api/bulk-actions.md).
    expect(ALL_SCOPES).toContain('bulk:write');
    expect(ALL_SCOPES).not.toContain('bulk:read');
    expect(ALL_SCOPES).toHaveLength(1 + 20 * 2 + 5 + 1 + 1);
    expect(ALL_SCOPES).toEqual(expect.arrayContaining(['privacy:read', 'privacy:write']));
    expect(ALL_SCOPES).toEqual(expect.arrayContaining(['custom_fields:read', 'custom_fields:write']));
    expect(ALL_SCOPES).toEqual(expect.arrayContaining(['messages:read', 'messages:write', 'templates:read', 'templates:write']));
  });
});
