import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { tap, type Observable } from 'rxjs';
import type { Principal } from '../auth/principal';
import { AuditTrailRef } from './audit-trail-ref';
import { enterAuditScope, leaveAuditScope, type RequestAudit } from './request-audit';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AuditedRequest {
  method: string;
  ip?: string;
  route?: { path?: string };
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  principal?: Principal;
}

interface FinishingResponse {
  statusCode: number;
  once(event: 'finish', listener: () => void): unknown;
}

/** `/api/v1/candidates/:id` as the contract writes it: `/api/v1/candidates/{id}`. */
export function routeTemplate(request: AuditedRequest): string | null {
  const path = request.route?.path;
  return typeof path === 'string' ? path.replace(/:(\w+)/g, '{$1}') : null;
}

/** The request as the audit log sees it, before its outcome. */
export function describeRequest(request: AuditedRequest, status: number): RequestAudit {
  const body = request.body;
  return {
    method: request.method,
    route: routeTemplate(request),
    ip: request.ip ?? null,
    principal: request.principal ?? null,
    params: request.params ?? {},
    query: request.query ?? {},
    changes: body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [],
    status,
    createdId: null,
    insertedId: null,
    recorded: false,
  };
}

/**
 * The audit log's view of every routed request (docs/api/audit.md): a write runs in an audit scope, so
 * that the commit hook records its event in the write's own transaction with the route's success status;
 * anything else is handed to the trail when the response has been sent (reads, exports), batched there.
 * Innermost of the global interceptors: the idempotency key's own bookkeeping runs outside the scope.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(private readonly trail: AuditTrailRef) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const trail = this.trail.get();
    const request = context.switchToHttp().getRequest<AuditedRequest>();
    if (trail === undefined) return next.handle();
    if (WRITES.has(request.method)) {
      const status = (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ?? (request.method === 'POST' ? 201 : 200);
      const audit = describeRequest(request, status);
      // Entered now, not at subscription: the handler's observable is made here, inside the scopes of the outer interceptors too (idempotency).
      return enterAuditScope(audit, () => next.handle()).pipe(tap({ complete: leaveAuditScope, error: leaveAuditScope }));
    }
    const response = context.switchToHttp().getResponse<FinishingResponse>();
    response.once('finish', () => trail.recordAfterResponse(describeRequest(request, response.statusCode)));
    return next.handle();
  }
}
