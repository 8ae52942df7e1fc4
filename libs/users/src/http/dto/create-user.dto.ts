import { EmailField, EnumField, TextField } from '@app/core';
import { USER_ROLES, type UserRole } from '../../persistence/user.entity';

export class CreateUserDto {
  @TextField({ min: 1, max: 120, example: 'Grace Hopper' })
  name: string;

  @EmailField()
  email: string;

  @EnumField(USER_ROLES, { enumName: 'UserRole' })
  role: UserRole;
}
