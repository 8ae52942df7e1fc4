import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { discoverProviders, type Actor } from '@app/core';

/** A user deactivated or reactivated in the transaction (POST /users/{id}/deactivate, SCIM `active`). */
export interface UserStatusChange {
  userId: string;
  active: boolean;
  actor: Actor;
  at: Date;
}

/**
 * What a context above users does about a user's changes (docs/adr/0071-acting-for-a-user.md): the API keys'
 * follower revokes a deactivated user's keys in the same transaction and drops cached copies of the user.
 * Users never imports the context: it finds the followers the process loaded.
 */
export interface UserFollower {
  /** Runs in the transaction, after the user's row is written and its event recorded, with the row locked FOR UPDATE. */
  userStatusChanged(tx: EntityManager, change: UserStatusChange): Promise<void>;
  /** After the commit of any change of the user (status, name, role, email), on this replica; other replicas hear it on userChangeChannel. */
  userChanged(userId: string): void;
}

/** Redis channel on which a replica announces that a user changed (its id is the message). */
export const userChangeChannel = (queuePrefix: string) => `${queuePrefix}:users:changed`;

const USER_FOLLOWER = DiscoveryService.createDecorator<Record<string, never>>();

/** Marks a provider class as a user follower; UserFollowers finds every one (Nest DiscoveryService). */
export function FollowsUsers(): ClassDecorator {
  return USER_FOLLOWER();
}

/** The `@FollowsUsers()` providers of the modules the process loaded, run one after the other (by class name). */
@Injectable()
export class UserFollowers implements OnApplicationBootstrap {
  private found?: readonly UserFollower[];

  constructor(private readonly discovery: DiscoveryService) {}

  /** A misdeclared follower fails the start, not the first deactivation. */
  onApplicationBootstrap(): void {
    this.followers();
  }

  async statusChanged(tx: EntityManager, change: UserStatusChange): Promise<void> {
    for (const follower of this.followers()) await follower.userStatusChanged(tx, change);
  }

  changed(userId: string): void {
    for (const follower of this.followers()) follower.userChanged(userId);
  }

  private followers(): readonly UserFollower[] {
    this.found ??= discoverProviders<UserFollower>(this.discovery, USER_FOLLOWER, 'User follower', 'userStatusChanged');
    return this.found;
  }
}
