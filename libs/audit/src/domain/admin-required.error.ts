import { DomainError } from '@app/core';

/** The audit log is for admins (§15): a key whose user has another role is 403 whatever its scopes. */
export class AdminRequiredError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'Only a key whose user is an admin reads the audit log', { requiredRole: 'admin' });
  }
}
