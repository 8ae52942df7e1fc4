import { applyDecorators, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { ExactResponse } from './envelope';

/** A strong ETag of what the route returns (the envelope is built from it alone, so equal results are equal bodies). */
export function entityTag(result: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(result)).digest('base64url')}"`;
}

/** If-None-Match holds `tag` (weak comparison, as RFC 9110 §13.1.2 has it for this header) or is `*`. */
export function noneMatchHolds(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((entry) => entry.trim() === '*' || opaque(entry) === opaque(tag));
}

class ConditionalGetInterceptor implements NestInterceptor {
  constructor(
    private readonly cacheControl: string,
    private readonly vary: readonly string[],
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((result: unknown) => {
        // A representation sent as it is (another media type) is tagged with its headers, so each representation has its own tag.
        const tag = entityTag(result instanceof ExactResponse ? [result.headers, result.body] : result);
        response.setHeader('ETag', tag);
        response.setHeader('Cache-Control', this.cacheControl);
        for (const header of this.vary) response.vary(header);
        // Express sends a 304 without its body.
        if (!noneMatchHolds(request.headers['if-none-match'], tag)) return result;
        if (result instanceof ExactResponse) return new ExactResponse(304, result.body, result.headers);
        response.status(304);
        return result;
      }),
    );
  }
}

/**
 * A GET that any cache may keep for `maxAgeSeconds`: `ETag` (strong, from the representation) and
 * `Cache-Control: public, max-age=<maxAgeSeconds>`; an `If-None-Match` holding the tag is answered
 * 304 with no body. `vary` names the request headers that choose the representation (e.g. `Accept`).
 */
export function CacheableRead(maxAgeSeconds: number, options: { vary?: readonly string[] } = {}): MethodDecorator {
  return applyDecorators(
    UseInterceptors(new ConditionalGetInterceptor(`public, max-age=${maxAgeSeconds}`, options.vary ?? [])),
    ApiResponse({ status: 304, description: 'Not Modified: If-None-Match holds the current ETag; no body' }),
  );
}
