import { registerScopes } from '@app/core';

declare module '@app/core' {
  interface ScopeResources {
    changes: true;
  }
}

// CONTRACT §11: changes:read only.
registerScopes([{ resource: 'changes', readOnly: true }]);
