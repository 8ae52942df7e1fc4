/**
 * Scope names (docs/api/auth.md#scopes): `<resource>:read` for GET, `<resource>:write` for everything else.
 * Resources are registered: ours below, an extension's through `defineExtension({ scopes })`,
 * typed by declaration merging on ScopeResources (docs/extending.md).
 */
export interface ScopeResources {
  candidates: true;
  jobs: true;
  applications: true;
  interviews: true;
  offers: true;
  scorecards: true;
  tasks: true;
  activity: true;
  automations: true;
  webhooks: true;
  api_keys: true;
  talent_pools: true;
  users: true;
  documents: true;
}

export type ScopeResource = keyof ScopeResources & string;

export interface ScopeDefinition {
  resource: ScopeResource;
  /** Only `<resource>:read` exists (the activity feed). */
  readOnly?: boolean;
}

/** Registered resources and every grantable scope, `*` first. Live lists: validators and the OpenAPI document read them when they run. */
export const SCOPE_RESOURCES: readonly ScopeResource[] = [];
export const ALL_SCOPES: readonly string[] = ['*'];

const RESOURCE_NAME = /^[a-z][a-z0-9_]*$/;
const readOnlyByResource = new Map<string, boolean>();

/** Registers scope resources (defineExtension calls it); the same definition twice is a no-op, a conflicting one a start-up error. */
export function registerScopes(scopes: readonly ScopeDefinition[]): void {
  for (const { resource, readOnly = false } of scopes) {
    if (!RESOURCE_NAME.test(resource)) throw new Error(`Scope resource "${resource}" must be lower snake case`);
    const known = readOnlyByResource.get(resource);
    if (known !== undefined) {
      if (known !== readOnly) throw new Error(`Scope resource "${resource}" is registered twice with different definitions`);
      continue;
    }
    readOnlyByResource.set(resource, readOnly);
    (SCOPE_RESOURCES as ScopeResource[]).push(resource);
    (ALL_SCOPES as string[]).push(...(readOnly ? [`${resource}:read`] : [`${resource}:read`, `${resource}:write`]));
  }
}

registerScopes([
  ...(['candidates', 'jobs', 'applications', 'interviews', 'offers', 'scorecards', 'tasks'] as const).map((resource) => ({ resource })),
  { resource: 'activity', readOnly: true },
  ...(['automations', 'webhooks', 'api_keys', 'talent_pools', 'users', 'documents'] as const).map((resource) => ({ resource })),
]);

export function isScopeResource(resource: string): resource is ScopeResource {
  return readOnlyByResource.has(resource);
}

export function scopeFor(resource: ScopeResource, method: string): string {
  return `${resource}:${method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD' ? 'read' : 'write'}`;
}

export function hasScope(granted: readonly string[], required: string): boolean {
  return granted.includes('*') || granted.includes(required);
}
