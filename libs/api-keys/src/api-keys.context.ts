import { defineContext } from '@app/core';
import { ApiKeysEnvironment } from './api-keys.env';
import { ApiKeysHttpModule } from './api-keys-http.module';
import { ApiKeys1763700000101 } from './persistence/migrations/1763700000101-api-keys';
import { ApiKeysUpdatedAt1763707000002 } from './persistence/migrations/1763707000002-api-keys-updated-at';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    api_keys: true;
  }
}

/** API keys and the authenticator: the API only (its routes import the module), so the worker holds no key cache. */
export const API_KEYS_CONTEXT = defineContext({
  name: 'api-keys',
  httpModule: ApiKeysHttpModule,
  scopes: [{ resource: 'api_keys' }],
  migrations: [ApiKeys1763700000101, ApiKeysUpdatedAt1763707000002],
  config: [ApiKeysEnvironment],
});
