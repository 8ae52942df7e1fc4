import type { RequestAudit } from '@app/core';

/** What the audit log records of a request, besides who, where and when (docs/api/audit.md#what-is-recorded). */
export interface AuditClassification {
  action: string;
  resourceType: string | null;
  /** The path's id, the new resource's id on a create, or null. */
  resourceId: string | null;
  changes: string[];
  /** A read of personal data (batched, switchable off for benchmarks with AUDIT_READS=false). */
  isRead: boolean;
}

const PREFIX = '/api/v1/';
/** SCIM's routes (docs/api/scim.md) name the same users: `/scim/v2/Users/{id}` is a `user`. */
const SCIM_PREFIX = '/scim/v2/';
const WRITE_ACTIONS: Readonly<Record<string, string>> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const PARAMETER = /^\{(\w+)\}$/;
/** The path parameter that carries a secret rather than an id. */
const SECRET_PARAMETER = 'token';

/** `candidates` → `candidate`, `api-keys` → `api_key`, `pool-entries` → `pool_entry`. */
export function resourceTypeOf(segment: string): string {
  const snake = segment.replace(/-/g, '_');
  if (snake.endsWith('ies')) return `${snake.slice(0, -3)}y`;
  return snake.endsWith('s') ? snake.slice(0, -1) : snake;
}

/**
 * The route's segments after `/api/v1/` (`public/` dropped: the careers site's routes name the same resources), or after
 * `/scim/v2/` with SCIM's resource name in lower case; none for another route.
 */
function segmentsOf(route: string | null): string[] {
  const prefix = route?.startsWith(PREFIX) ? PREFIX : route?.startsWith(SCIM_PREFIX) ? SCIM_PREFIX : null;
  if (route === null || prefix === null) return [];
  const segments = route
    .slice(prefix.length)
    .split('/')
    .filter((segment) => segment !== '');
  if (prefix === SCIM_PREFIX && segments.length > 0) segments[0] = segments[0].toLowerCase();
  return segments[0] === 'public' ? segments.slice(1) : segments;
}

/** Reads of a candidate's personal data (§15): the candidate and everything under it, its documents, answers and self-ID. */
function readsPersonalData(route: string): boolean {
  return (
    route.startsWith('/api/v1/candidates/{id}') ||
    route.startsWith('/api/v1/documents/{id}') ||
    route === '/api/v1/applications/{id}/answers' ||
    route === '/api/v1/applications/{id}/self-id'
  );
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The export routes: the audit export, and the reports in CSV. */
function isExport(route: string, query: Readonly<Record<string, unknown>>): boolean {
  return route === '/api/v1/audit-events/export' || (route.startsWith('/api/v1/reports/') && query.format === 'csv');
}

/**
 * The action of a request, or null when the audit log does not record it: every write that succeeded
 * (create, update, delete, or the action route's last segment), reads of personal data, a search with
 * `q`, exports and failed authentications (401, and one event for a client's refusals beyond its limit).
 */
export function classify(audit: RequestAudit): AuditClassification | null {
  const route = audit.route;
  const segments = segmentsOf(route);
  const resourceType = segments.length > 0 ? resourceTypeOf(segments[0]) : null;
  const parameter = segments.length > 1 ? PARAMETER.exec(segments[1])?.[1] : undefined;
  // A `{token}` is a credential (a consent request's link, docs/api/privacy.md#consent-requests): never written; a write names what it changed instead.
  const pathId = parameter === undefined || parameter === SECRET_PARAMETER ? null : (audit.params[parameter] ?? null);
  if (audit.status === 401) return { action: 'auth_failed', resourceType, resourceId: pathId, changes: [], isRead: false };
  // The one event of a client's authentications refused beyond its limit (docs/api/audit.md#what-is-recorded).
  if (audit.refusedAuthentications !== undefined)
    return { action: 'auth_failed', resourceType, resourceId: pathId, changes: [`count:${audit.refusedAuthentications}`], isRead: false };
  if (route === null || audit.status >= 400) return null;
  const writeAction = WRITE_ACTIONS[audit.method];
  if (writeAction !== undefined) {
    const last = segments.at(-1) ?? '';
    // A POST to a literal segment names an action (move, reject, rotate, ...), unless it is a collection (notes, stages: plural): a create.
    const isAction = audit.method === 'POST' && segments.length > 1 && !PARAMETER.test(last) && !last.endsWith('s');
    const action = isAction ? last : writeAction;
    return { action, resourceType, resourceId: pathId ?? audit.createdId ?? audit.insertedId, changes: [...audit.changes], isRead: false };
  }
  if (audit.method !== 'GET' && audit.method !== 'HEAD') return null;
  if (isExport(route, audit.query)) return { action: 'export', resourceType, resourceId: null, changes: [], isRead: false };
  if (route === '/api/v1/candidates' && hasText(audit.query.q)) return { action: 'search', resourceType, resourceId: null, changes: [], isRead: true };
  if (readsPersonalData(route)) return { action: 'read', resourceType, resourceId: pathId, changes: [], isRead: true };
  return null;
}
