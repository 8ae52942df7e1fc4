import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuditTrailRef } from '../audit/audit-trail-ref';
import { describeRequest, type AuditedRequest } from '../audit/audit.interceptor';
import { ForbiddenError, RateLimitedError, RoleForbiddenError, UnauthorizedError, ValidationFailedError, type DomainError } from '../errors';
import { clientAddressOf, clientKeyOf } from '../http/client-address';
import { isUuid } from '../http/validation/rules';
import { AuthFailureLimiter } from '../rate-limit/auth-failure-limiter';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { rateLimitHeaders } from '../rate-limit/rate-limit-headers';
import type { AuthenticatedRequest, ScopeResourceByQuery } from './decorators';
import { ALSO_SCOPE_RESOURCE, PUBLIC_ROUTE, REQUIRED_ROLE, SCOPE_RESOURCE, SCOPE_RESOURCE_BY_QUERY } from './route-metadata';
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
  /** A second resource whose scope the route needs too (@AlsoRequiresScope). */
  also: ScopeResource | undefined;
  /** The role the acting user must hold (@RequireRole), after the scope. */
  role: string | undefined;
}

type GuardedRequest = AuthenticatedRequest & {
  id?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
  method: string;
  headers: Record<string, string | undefined>;
  query?: Record<string, unknown>;
};
type HeaderSink = { setHeader(name: string, value: string): void };

/**
 * The limit of failed authentications per client (429 before any key lookup once beyond it;
 * docs/api/auth.md#failed-authentications), authentication (401), the key's rate limit (429, with the RateLimit headers on every
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
    private readonly authFailures: AuthFailureLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.accessOf(context);
    if (route.isPublic) return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const response = context.switchToHttp().getResponse<HeaderSink>();
    const client = clientKeyOf(clientAddressOf(request));
    const refusedFor = this.authFailures.refusal(client, () => describeRequest(request as AuditedRequest, 429));
    if (refusedFor !== null) throw tooManyFailures(response, refusedFor);
    const header = request.headers.authorization;
    if (header === undefined) throw await this.unauthorized(request, response, client);
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) throw await this.unauthorized(request, response, client, 'The Authorization header must be "Bearer <API key>"');
    const principal = await this.authenticator.authenticate(token);
    if (principal === null) throw await this.unauthorized(request, response, client, 'The API key is unknown, revoked or expired');
    request.principal = principal;
    const limit = await this.rateLimiter.consume(principal.keyId, request.id);
    for (const [name, value] of Object.entries(rateLimitHeaders(limit))) response.setHeader(name, value);
    if (!limit.allowed) throw new RateLimitedError(Math.max(1, Math.ceil(limit.msBeforeReset / 1000)));
    // A route that declares no resource is reachable only with a full-access key.
    const resource = route.byQuery === undefined ? route.resource : resourceByQuery(route.byQuery, request.query);
    const required = resource === undefined ? '*' : scopeFor(resource, request.method);
    if (!hasScope(principal.scopes, required)) throw new ForbiddenError(required);
    if (route.also !== undefined) {
      const alsoRequired = scopeFor(route.also, request.method);
      if (!hasScope(principal.scopes, alsoRequired)) throw new ForbiddenError(alsoRequired);
    }
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

  /**
   * A failed authentication is an audit event (docs/api/audit.md), recorded without an actor; the one
   * that goes beyond the client's limit is refused instead, and counted into the client's one event.
   */
  private async unauthorized(request: GuardedRequest, response: HeaderSink, client: string, message?: string): Promise<DomainError> {
    if (!(await this.authFailures.failed(client, request.id))) {
      const refusedFor = this.authFailures.refusal(client, () => describeRequest(request as AuditedRequest, 429));
      if (refusedFor !== null) return tooManyFailures(response, refusedFor);
    }
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
        also: this.reflector.getAllAndOverride<ScopeResource | undefined>(ALSO_SCOPE_RESOURCE, targets),
        role: this.reflector.getAllAndOverride<string | undefined>(REQUIRED_ROLE, targets),
      };
      routes.set(handler, access);
    }
    return access;
  }
}

function tooManyFailures(response: HeaderSink, retryAfterSeconds: number): RateLimitedError {
  response.setHeader('Retry-After', String(retryAfterSeconds));
  return new RateLimitedError(retryAfterSeconds, 'failed authentications from this client address');
}

/** The resource the query parameter names; the first one when it names none (validation then refuses the parameter). */
function resourceByQuery(byQuery: ScopeResourceByQuery, query: Record<string, unknown> | undefined): ScopeResource {
  const value = query?.[byQuery.parameter];
  const named = typeof value === 'string' && Object.hasOwn(byQuery.resources, value) ? byQuery.resources[value] : undefined;
  return named ?? (Object.values(byQuery.resources)[0] as ScopeResource);
}
