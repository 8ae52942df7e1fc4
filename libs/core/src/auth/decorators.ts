import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiTags } from '@nestjs/swagger';
import { ALSO_SCOPE_RESOURCE_EXTENSION, ApiErrorResponses, PUBLIC_ROUTE_EXTENSION, REQUIRED_ROLE_EXTENSION, SCOPE_RESOURCE_EXTENSION } from '../http/openapi';
import type { Actor } from '../events/actor';
import type { Principal } from './principal';
import { ALSO_SCOPE_RESOURCE, PUBLIC_ROUTE, REQUIRED_ROLE, SCOPE_RESOURCE, SCOPE_RESOURCE_BY_QUERY } from './route-metadata';
import type { ScopeResource } from './scopes';

export { PUBLIC_ROUTE, SCOPE_RESOURCE };

/**
 * Marks a controller as serving one scope resource: every route needs `<resource>:read` (GET)
 * or `<resource>:write` (other methods), and its 401/403 answers are documented.
 */
export function ApiResource(resource: ScopeResource, tag: string): ClassDecorator {
  return applyDecorators(
    SetMetadata(SCOPE_RESOURCE, resource),
    ApiTags(tag),
    ApiBearerAuth(),
    ApiErrorResponses(401, 403, 429),
    ApiExtension(SCOPE_RESOURCE_EXTENSION, resource),
  );
}

/**
 * A route that also needs the scope of a second resource, for the same method (`/candidates/{id}/anonymize` needs
 * `candidates:write` beside its controller's `privacy:write`, docs/api/retention.md): the guard checks it after the
 * controller's, and a key lacking it gets 403 with `details.requiredScope` naming it.
 */
export function AlsoRequiresScope(resource: ScopeResource): MethodDecorator {
  return applyDecorators(SetMetadata(ALSO_SCOPE_RESOURCE, resource), ApiExtension(ALSO_SCOPE_RESOURCE_EXTENSION, resource));
}

/**
 * A route whose scope resource follows a query parameter (the bulk read of custom field values needs the read
 * scope of its `objectType`'s objects): `resources` maps the parameter's values to resources; without one of those
 * values, the first resource's scope is required, then validation refuses the parameter. The 403 documented is the first's.
 */
export interface ScopeResourceByQuery {
  parameter: string;
  resources: Readonly<Record<string, ScopeResource>>;
}

export function ApiResourceByQuery(byQuery: ScopeResourceByQuery, tag: string): ClassDecorator & MethodDecorator {
  const [first] = Object.values(byQuery.resources);
  return applyDecorators(
    SetMetadata(SCOPE_RESOURCE_BY_QUERY, byQuery),
    ApiTags(tag),
    ApiBearerAuth(),
    ApiErrorResponses(401, 403, 429),
    ApiExtension(SCOPE_RESOURCE_EXTENSION, first),
  );
}

/**
 * Routes that need the acting user (the key's, or the one On-Behalf-Of names) to hold `role`, after
 * the scope: else 403 FORBIDDEN with `details.requiredRole` (docs/api/auth.md#roles). The guard reads it;
 * the OpenAPI document shows the second 403 (documentErrorExamples).
 */
export function RequireRole(role: string): ClassDecorator & MethodDecorator {
  return applyDecorators(SetMetadata(REQUIRED_ROLE, role), ApiExtension(REQUIRED_ROLE_EXTENSION, role));
}

/** A route that needs no API key (health checks). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/**
 * An API route anyone may call without a key (what a careers site reads): the guard lets it
 * through, and the OpenAPI document lists it with `security: []` under `tag`. The route's own
 * module brings what replaces the key's limits (docs/api/auth.md).
 */
export function PublicRoute(tag: string): ClassDecorator & MethodDecorator {
  return applyDecorators(SetMetadata(PUBLIC_ROUTE, true), ApiTags(tag), ApiErrorResponses(429), ApiExtension(PUBLIC_ROUTE_EXTENSION, true));
}

export interface AuthenticatedRequest {
  principal?: Principal;
}

export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().principal as Principal;
});

export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  return (context.switchToHttp().getRequest<AuthenticatedRequest>().principal as Principal).actor;
});
