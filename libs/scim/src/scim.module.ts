import { Module } from '@nestjs/common';
import { UsersModule } from '@app/users';
import { ScimUsersService } from './scim-users.service';

/** SCIM over the users context: no tables of its own. */
@Module({ imports: [UsersModule], providers: [ScimUsersService], exports: [ScimUsersService] })
export class ScimModule {}
