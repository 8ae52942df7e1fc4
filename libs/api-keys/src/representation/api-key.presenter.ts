import type { ApiKeyEntity } from '../persistence/api-key.entity';
import type { ApiKeyResponse } from './api-key-response.dto';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function presentApiKey(key: ApiKeyEntity, secret: string | null = null): ApiKeyResponse {
  return {
    id: key.id,
    name: key.name,
    type: key.type,
    environment: key.environment,
    prefix: key.prefix,
    last4: key.last4,
    scopes: key.scopes,
    lastUsedAt: iso(key.lastUsedAt),
    expiresAt: iso(key.expiresAt),
    revokedAt: iso(key.revokedAt),
    createdAt: key.createdAt.toISOString(),
    key: secret,
  };
}
