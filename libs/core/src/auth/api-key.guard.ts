import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuditTrailRef } from '../audit/audit-trail-ref';
import { describeRequest, type AuditedRequest } from '../audit/audit.interceptor';
import { ForbiddenError, RateLimitedError, RoleForbiddenError, UnauthorizedError, ValidationFailedError } from '../errors';
import { isUuid } from '../http/validation/rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { rateLimitHeaders } from '../rate-limit/rate-limit-headers';
import type { AuthenticatedRequest, ScopeResourceByQuery } from './decorators';
import { PUBLIC_ROUTE, REQUIRED_ROLE, SCOPE_RESOURCE, SCOPE_RESOURCE_BY_QUERY } from './route-metadata';
import { assertAdminPower } from './admin-power';
import { AUTHENTICATOR, type Authenticator, type Principal } from './principal';
import { hasScope, scopeFor, type ScopeResource } from './scopes';

const BEARER = /^Bearer +([\x21-\x7e]{1,512}) *$/i;
/** The header an admin's key sends to act as another user (docs/api/auth.md#acting-for-a-user). */
export const ON_BEHALF_OF_HEADER = 'On-Behalf-Of';

/** What a route declares for the guard, read once per route: reflection on every request showed in the profiles. */
interface RouteAccess {
  isPublic: boolean;
  resource: ScopeResource | undefined;
  byQuery: ScopeResourceByQuery | undefined;
  /** The role the acting user must hold (@RequireRole), after the scope. */
  role: string | undefined;
}

/**
 * Authentication (401), the key's rate limit (429, with the RateLimit headers on every
 * authenticated response), scope (403), then `On-Behalf-Of` (403 for a key whose user is not an
 * admin, 422 for a user who cannot be acted for) and the route's role (403), on every route that
 * is not @Public or @PublicRoute.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly routes = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
    private readonly rateLimiter: RateLimiter,
    private readonly audit: AuditTrailRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.accessOf(context);
    if (route.isPublic) return true;
    const request = context
      .switchToHttp()
      .getRequest<AuthenticatedRequest & { id?: string; method: string; headers: Record<string, string | undefined>; query?: Record<string, unknown> }>();
    const header = request.headers.authorization;
    if (header === undefined) throw this.unauthorized(request);
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) throw this.unauthorized(request, 'The Authorization header must be "Bearer <API key>"');
    const principal = await this.authenticator.authenticate(token);
    if (principal === null) throw this.unauthorized(request, 'The API key is unknown, revoked or expired');
    request.principal = principal;
    const limit = await this.rateLimiter.consume(principal.keyId, request.id);
    const response = context.switchToHttp().getResponse<{ setHeader(name: string, value: string): void }>();
    for (const [name, value] of Object.entries(rateLimitHeaders(limit))) response.setHeader(name, value);
    if (!limit.allowed) throw new RateLimitedError(Math.max(1, Math.ceil(limit.msBeforeReset / 1000)));
    // A route that declares no resource is reachable only with a full-access key.
    const resource = route.byQuery === undefined ? route.resource : resourceByQuery(route.byQuery, request.query);
    const required = resource === undefined ? '*' : scopeFor(resource, request.method);
    if (!hasScope(principal.scopes, required)) throw new ForbiddenError(required);
    const onBehalfOf = request.headers['on-behalf-of'];
    const acting = onBehalfOf === undefined ? principal : await this.actFor(principal, onBehalfOf);
    request.principal = acting;
    if (route.role !== undefined && acting.role !== route.role) throw new RoleForbiddenError(route.role);
    return true;
  }

  /** The principal acting for the user the header names; only a key whose own user is an admin may send it. */
  private async actFor(principal: Principal, userId: string): Promise<Principal> {
    assertAdminPower(principal.role, `Only a key whose user is an admin may send ${ON_BEHALF_OF_HEADER}`);
    const acting = isUuid(userId.trim()) ? await this.authenticator.actFor(principal, userId.trim().toLowerCase()) : null;
    if (acting !== null) return acting;
    const message = isUuid(userId.trim()) ? `${ON_BEHALF_OF_HEADER} names no active user` : `${ON_BEHALF_OF_HEADER} must be a user id (a UUID)`;
    throw new ValidationFailedError([{ location: 'header', path: ON_BEHALF_OF_HEADER, message }]);
  }

  /** A failed authentication is an audit event (docs/api/audit.md), recorded without an actor. */
  private unauthorized(request: object, message?: string): UnauthorizedError {
    this.audit.get()?.recordAfterResponse(describeRequest(request as AuditedRequest, 401));
    return new UnauthorizedError(message);
  }

  private accessOf(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    const controller = context.getClass();
    let routes = this.routes.get(controller);
    if (routes === undefined) this.routes.set(controller, (routes = new WeakMap()));
    let access = routes.get(handler);
    if (access === undefined) {
      const targets = [handler, controller];
      access = {
        isPublic: this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, targets) === true,
        resource: this.reflector.getAllAndOverride<ScopeResource | undefined>(SCOPE_RESOURCE, targets),
        byQuery: this.reflector.getAllAndOverride<ScopeResourceByQuery | undefined>(SCOPE_RESOURCE_BY_QUERY, targets),
        role: this.reflector.getAllAndOverride<string | undefined>(REQUIRED_ROLE, targets),
      };
      routes.set(handler, access);
    }
    return access;
  }
}

/** The resource the query parameter names; the first one when it names none (validation then refuses the parameter). */
function resourceByQuery(byQuery: ScopeResourceByQuery, query: Record<string, unknown> | undefined): ScopeResource {
  const value = query?.[byQuery.parameter];
  const named = typeof value === 'string' && Object.hasOwn(byQuery.resources, value) ? byQuery.resources[value] : undefined;
  return named ?? (Object.values(byQuery.resources)[0] as ScopeResource);
}
