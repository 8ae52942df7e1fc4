/**
 * Scope names (docs/api/auth.md#scopes): `<resource>:read` for GET, `<resource>:write` for everything else.
 * Resources are registered when a process composes the installation: each context lists its own in `scopes`
 * (defineContext, defineExtension), typed by declaration merging on ScopeResources, empty here (docs/extending.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ScopeResources {}

export type ScopeResource = keyof ScopeResources & string;

export interface ScopeDefinition {
  resource: ScopeResource;
  /** Only `<resource>:read` exists (the activity feed). */
  readOnly?: boolean;
  /** Only `<resource>:write` exists, and reads need it too (a write's progress is read by whoever may start one). */
  writeOnly?: boolean;
  /** The scope is the bare name, for every method (`scim`: an identity provider's key, docs/api/scim.md). */
  single?: boolean;
}

/** Registered resources and every grantable scope, `*` first. Live lists: validators and the OpenAPI document read them when they run. */
export const SCOPE_RESOURCES: readonly ScopeResource[] = [];
export const ALL_SCOPES: readonly string[] = ['*'];

const RESOURCE_NAME = /^[a-z][a-z0-9_]*$/;
/** Per resource, its kind: a key of the definition's flags, so a second registration compares them. */
const kindByResource = new Map<string, 'read-write' | 'read-only' | 'write-only' | 'single'>();

/** Registers scope resources (installationModules calls it); the same definition twice is a no-op, a conflicting one a start-up error. */
export function registerScopes(scopes: readonly ScopeDefinition[]): void {
  for (const { resource, readOnly = false, writeOnly = false, single = false } of scopes) {
    if (!RESOURCE_NAME.test(resource)) throw new Error(`Scope resource "${resource}" must be lower snake case`);
    const kind = single ? 'single' : readOnly ? 'read-only' : writeOnly ? 'write-only' : 'read-write';
    const known = kindByResource.get(resource);
    if (known !== undefined) {
      if (known !== kind) throw new Error(`Scope resource "${resource}" is registered twice with different definitions`);
      continue;
    }
    kindByResource.set(resource, kind);
    (SCOPE_RESOURCES as ScopeResource[]).push(resource);
    (ALL_SCOPES as string[]).push(
      ...(kind === 'single'
        ? [resource]
        : kind === 'read-only'
          ? [`${resource}:read`]
          : kind === 'write-only'
            ? [`${resource}:write`]
            : [`${resource}:read`, `${resource}:write`]),
    );
  }
}

export function isScopeResource(resource: string): resource is ScopeResource {
  return kindByResource.has(resource);
}

export function scopeFor(resource: ScopeResource, method: string): string {
  const kind = kindByResource.get(resource);
  if (kind === 'single') return resource;
  if (kind === 'write-only') return `${resource}:write`;
  return `${resource}:${method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD' ? 'read' : 'write'}`;
}

export function hasScope(granted: readonly string[], required: string): boolean {
  return granted.includes('*') || granted.includes(required);
}
