import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { RateLimitedError } from '../errors';
import { clientAddressOf, clientKeyOf } from '../http/client-address';
import { rateLimitHeaders } from './rate-limit-headers';
import type { FixedWindowLimiter, FixedWindowOptions } from './rate-limiter';

/**
 * The window of a route without an API key, per client address and minute: counted in Redis as the per-key limit
 * is, apart from every other window by `use` (docs/extending.md#a-public-route-with-the-raw-body).
 */
export function clientAddressWindow(config: AppConfig, use: string, limit: number): FixedWindowOptions {
  return { redisUrl: config.redisUrl, keyPrefix: `${config.queuePrefix}:rate-limit:public-${use}`, limit, connectionName: `ats-public-${use}-limit` };
}

/**
 * Counts a request against its client address (clientKeyOf: an IPv6 address by its /64) and answers with the RateLimit
 * headers, 429 beyond the quota. A public route's module subclasses it with its own limiter (docs/api/careers.md#rate-limits
 * for the careers site's; docs/extending.md#a-public-route-with-the-raw-body).
 */
export abstract class ClientAddressLimitGuard implements CanActivate {
  constructor(private readonly limiter: FixedWindowLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { id?: string }>();
    const decision = await this.limiter.consume(clientKeyOf(clientAddressOf(request)), request.id);
    const response = context.switchToHttp().getResponse<Response>();
    for (const [name, value] of Object.entries(rateLimitHeaders(decision))) response.setHeader(name, value);
    if (!decision.allowed) throw new RateLimitedError(Math.max(1, Math.ceil(decision.msBeforeReset / 1000)), 'this client address');
    return true;
  }
}
