import { EmailField, EnumField, TextField } from '@app/core';
import { USER_ROLES, type UserRole } from '../../domain/user-role';
import type { CreateUserInput, UpdateUserInput } from '../../representation/user-requests';

/** The user fields (docs/api/resources.md#users), declared once; for PATCH every field is optional and none is nullable. */
function userFields(optional: boolean) {
  class UserFields {
    @TextField({ min: 1, max: 120, optional, example: 'Grace Hopper' })
    name: string;

    @EmailField({ optional, example: 'grace@example.com' })
    email: string;

    @EnumField(USER_ROLES, {
      optional,
      enumName: 'UserRole',
      description: 'Only a key whose user is an admin may make an admin or change a role (docs/api/auth.md#admin-power)',
      example: 'recruiter',
    })
    role: UserRole;
  }
  return UserFields;
}

type UserFields = InstanceType<ReturnType<typeof userFields>>;

export class CreateUserDto extends userFields(false) implements CreateUserInput {}

/** PATCH /users/{id}: only the fields sent change. */
export class UpdateUserDto extends (userFields(true) as new () => Partial<UserFields>) implements UpdateUserInput {}
