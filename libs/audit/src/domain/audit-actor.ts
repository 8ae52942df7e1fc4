import type { Principal } from '@app/core';

export interface AuditActor {
  userId: string | null;
  apiKeyId: string | null;
  onBehalfOf: string | null;
}

/** §15's actor: the key's owner, the key, and the user acted as through On-Behalf-Of (§14); all null without a key. */
export function auditActorOf(principal: Principal | null): AuditActor {
  if (principal === null) return { userId: null, apiKeyId: null, onBehalfOf: null };
  const keyOwner = principal.keyOwner;
  return { userId: keyOwner?.id ?? principal.actor.id, apiKeyId: principal.keyId, onBehalfOf: keyOwner === null ? null : principal.actor.id };
}
