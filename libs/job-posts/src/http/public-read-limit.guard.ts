import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { clientAddressOf, clientKeyOf, rateLimitHeaders, RateLimitedError, type FixedWindowLimiter } from '@app/core';
import { PublicApplyLimiter, PublicReadLimiter } from '../public-read-limiter';

type PublicRequest = Request & { id?: string; idempotencyOwner?: string };

/**
 * Counts a public request against its client (core's clientKeyOf: an IPv6 address by its /64) and answers with the RateLimit headers, 429
 * beyond the quota (docs/api/careers.md#rate-limits).
 */
abstract class ClientAddressLimitGuard implements CanActivate {
  constructor(private readonly limiter: FixedWindowLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<PublicRequest>();
    const decision = await this.limiter.consume(clientKeyOf(clientAddressOf(request)), request.id);
    const response = context.switchToHttp().getResponse<Response>();
    for (const [name, value] of Object.entries(rateLimitHeaders(decision))) response.setHeader(name, value);
    if (!decision.allowed) throw new RateLimitedError(Math.max(1, Math.ceil(decision.msBeforeReset / 1000)), 'this client address');
    return true;
  }
}

@Injectable()
export class PublicReadLimitGuard extends ClientAddressLimitGuard {
  constructor(limiter: PublicReadLimiter) {
    super(limiter);
  }
}

/** The apply's limit; its Idempotency-Key is scoped per client address and post (there is no API key to scope it by). */
@Injectable()
export class PublicApplyLimitGuard extends ClientAddressLimitGuard {
  constructor(limiter: PublicApplyLimiter) {
    super(limiter);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const allowed = await super.canActivate(context);
    const request = context.switchToHttp().getRequest<PublicRequest>();
    const hash = createHash('sha256')
      .update(`careers-apply\n${clientAddressOf(request)}\n${String(request.params.id).toLowerCase()}`)
      .digest('hex');
    // A UUID-shaped owner for the idempotency store, one per (address, post).
    request.idempotencyOwner = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-8${hash.slice(13, 16)}-8${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
    return allowed;
  }
}
