import { EmailField, EnumField, TextField } from '@app/core';
import { USER_ROLES, type UserRole } from '../../domain/user-role';
import type { CreateUserInput } from '../../representation/user-requests';

export class CreateUserDto implements CreateUserInput {
  @TextField({ min: 1, max: 120, example: 'Grace Hopper' })
  name: string;

  @EmailField({ example: 'grace@example.com' })
  email: string;

  @EnumField(USER_ROLES, { enumName: 'UserRole', example: 'recruiter' })
  role: UserRole;
}
