import type { UserRole } from '../domain/user-role';

/** POST /users, as the service reads it (CreateUserDto validates it). */
export interface CreateUserInput {
  name: string;
  email: string;
  role: UserRole;
}

/** SCIM's replace (PUT, PATCH applied to the current user): every field at once. */
export interface ReplaceUserInput {
  name: string;
  email: string;
  role: UserRole;
  active: boolean;
}

/** PATCH /users/{id}: only the fields sent change. */
export interface UpdateUserInput {
  name?: string;
  email?: string;
  role?: UserRole;
}
