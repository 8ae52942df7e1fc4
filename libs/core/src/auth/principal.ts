import type { Actor } from '../events/actor';

/** The authenticated caller: an API key and the user it belongs to. */
export interface Principal {
  keyId: string;
  scopes: readonly string[];
  /** Who the request acts as: the key's user, or the user `On-Behalf-Of` names (docs/api/auth.md#acting-for-a-user). */
  actor: Actor;
  /** The acting user's own role (`admin`, `recruiter`, ...): it decides which records the request reaches. */
  role: string;
  /** The key's own user when the request acts for another through `On-Behalf-Of`, else null. */
  keyOwner: Actor | null;
}

export interface Authenticator {
  /** The principal for a bearer token, or null when the key is unknown, revoked or expired. */
  authenticate(token: string): Promise<Principal | null>;
  /** Whether the key is still neither revoked nor expired: for a request that waited after authenticating (long polls). */
  isActive(keyId: string): Promise<boolean>;
  /** `principal` acting for the active user `userId` (On-Behalf-Of, docs/api/auth.md#acting-for-a-user), or null when no active user has that id. */
  actFor(principal: Principal, userId: string): Promise<Principal | null>;
}

export const AUTHENTICATOR = Symbol('AUTHENTICATOR');
