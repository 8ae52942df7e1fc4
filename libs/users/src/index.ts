export * from './users.module';
export * from './users-http.module';
export * from './users.service';
export type { UserResponse } from './http/dto/user-response.dto';
