import type { KeyEnvironment } from '../domain/api-key-format';

/** POST /api-keys, as the service reads it (CreateApiKeyDto validates it). */
export interface CreateApiKeyInput {
  name: string;
  scopes: string[];
  environment: KeyEnvironment;
  expiresAt?: string | null;
  ownerId?: string;
}
