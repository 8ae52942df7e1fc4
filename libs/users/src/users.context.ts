import { defineContext, defineResource } from '@app/core';
import { UsersModule } from './users.module';
import { UsersHttpModule } from './users-http.module';
import { Identity1763700000100 } from './persistence/migrations/1763700000100-identity';
import { UsersUpdatedAt1763707000001 } from './persistence/migrations/1763707000001-users-updated-at';
import { UsersActive1795732055878 } from './persistence/migrations/1795732055878-users-active';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'user.deactivated': true;
    'user.reactivated': true;
    'user.role_changed': true;
  }
  interface ScopeResources {
    users: true;
  }
}

/** Users: the people every context names as an actor. */
export const USERS_CONTEXT = defineContext({
  name: 'users',
  module: UsersModule,
  httpModule: UsersHttpModule,
  scopes: [{ resource: 'users' }],
  // Not in the activity feed, whose entity types the spec closes; webhooks, automations and the change feed get them.
  events: (['user.deactivated', 'user.reactivated', 'user.role_changed'] as const).map((type) => ({
    type,
    entityType: null,
    subjects: {},
    resource: { type: 'user', idKey: 'id' },
  })),
  // Installation-wide (docs/api/access.md); presented by UserChangeFeed.
  resources: [defineResource({ type: 'user', reach: 'installation' })],
  migrations: [Identity1763700000100, UsersUpdatedAt1763707000001, UsersActive1795732055878],
});
