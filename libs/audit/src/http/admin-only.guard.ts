import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '@app/core';
import { AdminRequiredError } from '../domain/admin-required.error';

/** After the API-key guard (401, scope 403) and before validation (422), as §1 orders the checks: the acting user must be an admin. */
@Injectable()
export class AdminOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<AuthenticatedRequest>().principal?.role !== 'admin') throw new AdminRequiredError();
    return true;
  }
}
