import { ALL_SCOPES, hasScope, isScopeResource, registerScopes, SCOPE_RESOURCES, scopeFor, type ScopeResource } from './scopes';

describe('scopes', () => {
  it('asks read for GET and write for every other method', () => {
    expect(scopeFor('candidates', 'GET')).toBe('candidates:read');
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) expect(scopeFor('candidates', method)).toBe('candidates:write');
  });

  it('lists activity as read only', () => {
    expect(ALL_SCOPES).toContain('activity:read');
    expect(ALL_SCOPES).not.toContain('activity:write');
  });

  it('grants everything to *', () => {
    expect(hasScope(['*'], 'jobs:write')).toBe(true);
    expect(hasScope(['jobs:read'], 'jobs:write')).toBe(false);
    expect(hasScope(['jobs:read'], 'jobs:read')).toBe(true);
  });

  it('adds a registered resource to the grantable scopes, once, and refuses a conflicting one', () => {
    const resource = 'spec_referrals' as ScopeResource;
    expect(isScopeResource(resource)).toBe(false);
    registerScopes([{ resource }]);
    registerScopes([{ resource }]);
    expect(SCOPE_RESOURCES.filter((name) => name === resource)).toHaveLength(1);
    expect(ALL_SCOPES.filter((scope) => scope.startsWith('spec_referrals:'))).toEqual(['spec_referrals:read', 'spec_referrals:write']);
    expect(() => registerScopes([{ resource, readOnly: true }])).toThrow('registered twice');
    expect(() => registerScopes([{ resource: 'Bad-Name' as ScopeResource }])).toThrow('lower snake case');
  });
});
