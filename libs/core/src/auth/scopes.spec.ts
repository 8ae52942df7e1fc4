import { ALL_SCOPES, hasScope, isScopeResource, registerScopes, SCOPE_RESOURCES, scopeFor, type ScopeResource } from './scopes';

// Names of this spec only: the registry starts empty, the contexts' own resources are checked in apps/installation-names.spec.ts.
const resource = 'spec_referrals' as ScopeResource;

describe('scopes', () => {
  it('starts with * alone: core names no scope resource', () => {
    expect(SCOPE_RESOURCES).toEqual([]);
    expect(ALL_SCOPES).toEqual(['*']);
  });

  it('asks read for GET and write for every other method', () => {
    expect(scopeFor(resource, 'GET')).toBe('spec_referrals:read');
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) expect(scopeFor(resource, method)).toBe('spec_referrals:write');
  });

  it('grants everything to *', () => {
    expect(hasScope(['*'], 'jobs:write')).toBe(true);
    expect(hasScope(['jobs:read'], 'jobs:write')).toBe(false);
    expect(hasScope(['jobs:read'], 'jobs:read')).toBe(true);
  });

  it('adds a registered resource to the grantable scopes, once, and refuses a conflicting one', () => {
    expect(isScopeResource(resource)).toBe(false);
    registerScopes([{ resource }]);
    registerScopes([{ resource }]);
    expect(SCOPE_RESOURCES.filter((name) => name === resource)).toHaveLength(1);
    expect(ALL_SCOPES.filter((scope) => scope.startsWith('spec_referrals:'))).toEqual(['spec_referrals:read', 'spec_referrals:write']);
    expect(() => registerScopes([{ resource, readOnly: true }])).toThrow('registered twice');
    expect(() => registerScopes([{ resource: 'Bad-Name' as ScopeResource }])).toThrow('lower snake case');
  });

  it('lists a read-only resource with its read scope only', () => {
    registerScopes([{ resource: 'spec_feed' as ScopeResource, readOnly: true }]);
    expect(ALL_SCOPES).toContain('spec_feed:read');
    expect(ALL_SCOPES).not.toContain('spec_feed:write');
  });

  it('lists a write-only resource with its write scope only, which its reads need too', () => {
    const resource = 'spec_bulk' as ScopeResource;
    registerScopes([{ resource, writeOnly: true }]);
    expect(ALL_SCOPES).toContain('spec_bulk:write');
    expect(ALL_SCOPES).not.toContain('spec_bulk:read');
    expect(scopeFor(resource, 'GET')).toBe('spec_bulk:write');
    expect(scopeFor(resource, 'POST')).toBe('spec_bulk:write');
  });
});
