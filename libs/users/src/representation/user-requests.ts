import type { UserRole } from '../domain/user-role';

/** POST /users, as the service reads it (CreateUserDto validates it). */
export interface CreateUserInput {
  name: string;
  email: string;
  role: UserRole;
}
