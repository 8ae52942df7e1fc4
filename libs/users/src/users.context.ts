import { defineContext } from '@app/core';
import { UsersModule } from './users.module';
import { UsersHttpModule } from './users-http.module';
import { Identity1763700000100 } from './persistence/migrations/1763700000100-identity';
import { UsersUpdatedAt1763707000001 } from './persistence/migrations/1763707000001-users-updated-at';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
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
  migrations: [Identity1763700000100, UsersUpdatedAt1763707000001],
});
