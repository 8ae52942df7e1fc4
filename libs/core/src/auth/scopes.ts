/** Scope names (CONTRACT §5): `<resource>:read` for GET, `<resource>:write` for everything else. */
export const SCOPE_RESOURCES = [
  'candidates',
  'jobs',
  'applications',
  'interviews',
  'offers',
  'scorecards',
  'tasks',
  'activity',
  'automations',
  'webhooks',
  'api_keys',
  'talent_pools',
  'users',
  'documents',
] as const;

export type ScopeResource = (typeof SCOPE_RESOURCES)[number];

const READ_ONLY: readonly ScopeResource[] = ['activity'];

export const ALL_SCOPES: readonly string[] = [
  '*',
  ...SCOPE_RESOURCES.flatMap((resource) => (READ_ONLY.includes(resource) ? [`${resource}:read`] : [`${resource}:read`, `${resource}:write`])),
];

export function scopeFor(resource: ScopeResource, method: string): string {
  return `${resource}:${method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD' ? 'read' : 'write'}`;
}

export function hasScope(granted: readonly string[], required: string): boolean {
  return granted.includes('*') || granted.includes(required);
}
