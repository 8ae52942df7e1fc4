import { registerScopes } from '@app/core';

declare module '@app/core' {
  interface ScopeResources {
    changes: true;
  }
}

// docs/api/auth.md#scopes: changes:read only.
registerScopes([{ resource: 'changes', readOnly: true }]);
