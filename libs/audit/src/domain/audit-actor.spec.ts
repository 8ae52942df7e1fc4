import type { Principal } from '@app/core';
import { auditActorOf } from './audit-actor';

const principal = (keyOwner: Principal['keyOwner']): Principal => ({
  keyId: 'key',
  scopes: ['*'],
  actor: { id: 'acted-as', name: 'Acted As' },
  role: 'recruiter',
  keyOwner,
});

describe('auditActorOf', () => {
  it("names the key's own user, and no one acted for, without On-Behalf-Of", () => {
    expect(auditActorOf(principal(null))).toEqual({ userId: 'acted-as', apiKeyId: 'key', onBehalfOf: null });
  });

  it("names the key's owner as the user and the user acted as in onBehalfOf with On-Behalf-Of", () => {
    expect(auditActorOf(principal({ id: 'admin', name: 'Admin' }))).toEqual({ userId: 'admin', apiKeyId: 'key', onBehalfOf: 'acted-as' });
  });

  it('is all null for a failed authentication', () => {
    expect(auditActorOf(null)).toEqual({ userId: null, apiKeyId: null, onBehalfOf: null });
  });
});
