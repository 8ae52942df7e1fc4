export * from './users.context';
export * from './users.module';
export * from './users-http.module';
export * from './users.service';
export type { UserResponse } from './representation/user-response.dto';
export { FollowsUsers, userChangeChannel, type UserFollower, type UserStatusChange } from './user-followers';
export type { ReplaceUserInput } from './representation/user-requests';
export { USER_ROLES, type UserRole } from './domain/user-role';
