export * from './api-keys.context';
export * from './api-keys.env';
export * from './api-keys.module';
export * from './api-keys-http.module';
export * from './api-keys.service';
export * from './domain/api-key-format';
export { ApiKeyAuthenticator } from './auth/api-key.authenticator';
export { LastUsedRecorder } from './auth/last-used.recorder';
export type { ApiKeyResponse } from './representation/api-key-response.dto';
