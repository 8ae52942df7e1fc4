import { defineContext } from '@app/core';
import { ScimHttpModule } from './scim-http.module';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    scim: true;
  }
}

/** The routes SCIM serves outside the API's /api/v1 prefix (apps/api/src/setup-app.ts excludes them). */
export const SCIM_PATHS = [
  'scim/v2/Users',
  'scim/v2/Users/:id',
  'scim/v2/ServiceProviderConfig',
  'scim/v2/Schemas',
  'scim/v2/Schemas/:id',
  'scim/v2/ResourceTypes',
  'scim/v2/ResourceTypes/:id',
];

/** SCIM 2.0 provisioning for identity providers (docs/api/scim.md): the API only, one scope `scim`. */
export const SCIM_CONTEXT = defineContext({
  name: 'scim',
  httpModule: ScimHttpModule,
  scopes: [{ resource: 'scim', single: true }],
});
