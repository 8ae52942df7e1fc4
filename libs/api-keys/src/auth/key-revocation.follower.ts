import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FollowsUsers, type UserFollower, type UserStatusChange } from '@app/users';
import { ApiKeysRepository } from '../persistence/api-keys.repository';
import { ApiKeyAuthenticator } from './api-key.authenticator';

/**
 * A deactivated user's keys are revoked in the deactivation's transaction (docs/api/resources.md#deactivating-a-user); a
 * reactivation restores none. After any change of a user, this replica drops the user's cached keys and acted-for
 * entry (their name and role are in the principal); the users context tells the other replicas through Redis.
 */
@FollowsUsers()
@Injectable()
export class KeyRevocationFollower implements UserFollower {
  constructor(
    private readonly repository: ApiKeysRepository,
    private readonly authenticator: ApiKeyAuthenticator,
  ) {}

  async userStatusChanged(tx: EntityManager, change: UserStatusChange): Promise<void> {
    if (!change.active) await this.repository.revokeAllOf(tx, change.userId, change.at);
  }

  userChanged(userId: string): void {
    this.authenticator.forgetUser(userId);
  }
}
