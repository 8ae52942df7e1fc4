import { defineContext } from '@app/core';
import { ApiKeysEnvironment } from './api-keys.env';
import { ApiKeysHttpModule } from './api-keys-http.module';

/** API keys and the authenticator: the API only (its routes import the module), so the worker holds no key cache. */
export const API_KEYS_CONTEXT = defineContext({
  name: 'api-keys',
  httpModule: ApiKeysHttpModule,
  config: [ApiKeysEnvironment],
});
