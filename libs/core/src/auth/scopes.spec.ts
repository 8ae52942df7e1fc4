import { ALL_SCOPES, hasScope, scopeFor } from './scopes';

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
});
