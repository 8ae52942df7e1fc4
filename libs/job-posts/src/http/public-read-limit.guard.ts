import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { rateLimitHeaders, RateLimitedError } from '@app/core';
import { PublicReadLimiter } from '../public-read-limiter';

/**
 * Counts a public read against its client address (the socket's, or with TRUST_PROXY the first
 * X-Forwarded-For hop: request.ip) and answers with the RateLimit headers, 429 beyond the quota
 * (docs/api/careers.md#rate-limits).
 */
@Injectable()
export class PublicReadLimitGuard implements CanActivate {
  constructor(private readonly limiter: PublicReadLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { id?: string }>();
    const decision = await this.limiter.consume(request.ip ?? request.socket.remoteAddress ?? 'unknown', request.id);
    const response = context.switchToHttp().getResponse<Response>();
    for (const [name, value] of Object.entries(rateLimitHeaders(decision))) response.setHeader(name, value);
    if (!decision.allowed) throw new RateLimitedError(Math.max(1, Math.ceil(decision.msBeforeReset / 1000)), 'this client address');
    return true;
  }
}
