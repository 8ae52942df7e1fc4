import type { UserEntity } from '../persistence/user.entity';
import type { UserResponse } from './user-response.dto';

export function presentUser(user: UserEntity): UserResponse {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.active,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
