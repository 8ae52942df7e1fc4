import { RoleForbiddenError } from '../errors';

/** The user role that holds admin power, whatever a key's scopes (docs/api/auth.md#admin-power). */
export const ADMIN_ROLE = 'admin';

/** 403 FORBIDDEN with `details.requiredRole: "admin"` unless `role` (the acting user's own) is admin. */
export function assertAdminPower(role: string, message: string): void {
  if (role !== ADMIN_ROLE) throw new RoleForbiddenError(ADMIN_ROLE, message);
}
