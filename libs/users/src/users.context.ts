import { defineContext } from '@app/core';
import { UsersModule } from './users.module';
import { UsersHttpModule } from './users-http.module';

/** Users: the people every context names as an actor. */
export const USERS_CONTEXT = defineContext({
  name: 'users',
  module: UsersModule,
  httpModule: UsersHttpModule,
});
