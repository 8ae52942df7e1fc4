import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { PUBLIC_ROUTE, SCOPE_RESOURCE, type AuthenticatedRequest } from './decorators';
import { AUTHENTICATOR, type Authenticator } from './principal';
import { hasScope, scopeFor, type ScopeResource } from './scopes';

const BEARER = /^Bearer +([\x21-\x7e]{1,512}) *$/i;

/** Authentication (401) then scope (403), on every route that is not @Public. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & { method: string; headers: Record<string, string | undefined> }>();
    const header = request.headers.authorization;
    if (header === undefined) throw new UnauthorizedError();
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) throw new UnauthorizedError('The Authorization header must be "Bearer <API key>"');
    const principal = await this.authenticator.authenticate(token);
    if (principal === null) throw new UnauthorizedError('The API key is unknown, revoked or expired');
    request.principal = principal;
    const resource = this.reflector.getAllAndOverride<ScopeResource | undefined>(SCOPE_RESOURCE, targets);
    // A route that declares no resource is reachable only with a full-access key.
    const required = resource === undefined ? '*' : scopeFor(resource, request.method);
    if (!hasScope(principal.scopes, required)) throw new ForbiddenError(required);
    return true;
  }
}
