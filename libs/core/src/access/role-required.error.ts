import { DomainError } from '../errors/domain-errors';

/** 403 FORBIDDEN for a user whose role may not do this, with the roles that may in `details.requiredRole` (docs/api/access.md). */
export class RoleRequiredError extends DomainError {
  constructor(requiredRole: string | readonly string[], message: string) {
    super('FORBIDDEN', message, { requiredRole });
  }
}
