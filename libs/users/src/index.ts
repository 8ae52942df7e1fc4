export * from './users.context';
export * from './users.module';
export * from './users-http.module';
export * from './users.service';
export type { UserResponse } from './representation/user-response.dto';
