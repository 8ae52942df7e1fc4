import type { UserResponse } from '@app/users';
import { ATS_USER_SCHEMA, CORE_USER_SCHEMA, LIST_RESPONSE_SCHEMA } from '../domain/scim-schemas';

/** The resource's version (RFC 7643 §3.1 `meta.version`, the ETag): a weak tag of its last change. */
export function versionOf(user: UserResponse): string {
  return `W/"${Date.parse(user.updatedAt)}"`;
}

/** A user as a SCIM User resource (docs/api/scim.md#the-user-resource); `baseUrl` ends in /scim/v2. */
export function presentScimUser(user: UserResponse, baseUrl: string): Record<string, unknown> {
  return {
    schemas: [CORE_USER_SCHEMA, ATS_USER_SCHEMA],
    id: user.id,
    userName: user.email,
    name: { formatted: user.name },
    displayName: user.name,
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: user.active,
    [ATS_USER_SCHEMA]: { role: user.role },
    meta: { resourceType: 'User', created: user.createdAt, lastModified: user.updatedAt, location: `${baseUrl}/Users/${user.id}`, version: versionOf(user) },
  };
}

/** A ListResponse (RFC 7644 §3.4.2). */
export function presentScimList(total: number, startIndex: number, resources: unknown[]): Record<string, unknown> {
  return { schemas: [LIST_RESPONSE_SCHEMA], totalResults: total, startIndex, itemsPerPage: resources.length, Resources: resources };
}
