export * from './identity.module';
export * from './identity-http.module';
export * from './users.service';
export * from './api-keys.service';
export * from './domain/api-key-format';
export { LastUsedRecorder } from './auth/last-used.recorder';
export type { UserResponse } from './http/dto/user-response.dto';
export type { ApiKeyResponse } from './http/dto/api-key-response.dto';
