import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { CareersEnvironment } from '../careers.env';

/**
 * CORS for the public routes only (docs/api/careers.md#cors): a browser on an origin of
 * CAREERS_ALLOWED_ORIGINS may read them (`Retry-After` and the RateLimit headers too) and send
 * `Content-Type` and `Idempotency-Key`; a preflight is answered 204 here. Authenticated routes
 * send no CORS headers, so a page cannot use a key.
 */
@Injectable()
export class CareersCorsMiddleware implements NestMiddleware {
  private readonly anyOrigin: boolean;
  private readonly origins: Set<string>;

  constructor(careers: CareersEnvironment) {
    this.anyOrigin = careers.allowedOrigins.includes('*');
    this.origins = new Set(careers.allowedOrigins);
  }

  use(request: Request, response: Response, next: NextFunction): void {
    const origin = request.headers.origin;
    // The answer depends on the origin unless every origin is allowed: shared caches must keep one per origin.
    if (!this.anyOrigin) response.vary('Origin');
    const allowed = this.anyOrigin ? '*' : origin !== undefined && this.origins.has(origin) ? origin : undefined;
    if (allowed !== undefined) {
      response.setHeader('Access-Control-Allow-Origin', allowed);
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
      // A page reads these only when exposed: a 429's Retry-After says when to try again.
      response.setHeader('Access-Control-Expose-Headers', 'Retry-After, RateLimit, RateLimit-Policy');
    }
    if (request.method === 'OPTIONS') {
      response.status(204).end();
      return;
    }
    next();
  }
}
