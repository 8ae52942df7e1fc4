import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { RequestHandler } from 'express';
import type { Observable } from 'rxjs';
import { PUBLIC_ROUTE } from '../../auth/route-metadata';
import { ValidationFailedError, type ValidationIssue } from '../../errors';

/** Whether `text` percent-decodes to UTF-8 text (what the router and the query parser expect). */
function percentDecodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function splitUrl(url: string): [path: string, query: string] {
  const start = url.indexOf('?');
  return start === -1 ? [url, ''] : [url.slice(0, start), url.slice(start + 1)];
}

/**
 * The URL with every path segment that does not percent-decode (`%C3%28`, `%zz`) percent-escaped
 * once more, so that it decodes to the text as sent; other segments and the query are untouched.
 */
export function escapeUndecodableSegments(url: string): string {
  const [path, query] = splitUrl(url);
  if (!path.includes('%')) return url;
  const segments = path.split('/');
  if (segments.every(percentDecodes)) return url;
  const escaped = segments.map((segment) => (percentDecodes(segment) ? segment : segment.replaceAll('%', '%25'))).join('/');
  return url.includes('?') ? `${escaped}?${query}` : escaped;
}

/**
 * The router decodes path parameters while it looks for the route, and answers a segment that
 * does not decode with its own URIError (a 400), before authentication. Such segments reach the
 * route as the text sent instead; `UrlParametersInterceptor` refuses them there, after the guard.
 */
export const escapeUndecodablePath: RequestHandler = (request, _response, next) => {
  request.url = escapeUndecodableSegments(request.url);
  next();
};

/**
 * The path parameters and query parameters of a request whose text as sent (`originalUrl`) does
 * not percent-decode to UTF-8; `params` are the route's parameters, decoded.
 */
export function undecodableUrlIssues(originalUrl: string, params: Record<string, unknown>): ValidationIssue[] {
  if (!originalUrl.includes('%')) return [];
  const [path, query] = splitUrl(originalUrl);
  const undecodable = path.split('/').filter((segment) => !percentDecodes(segment));
  const issues: ValidationIssue[] = Object.entries(params)
    .filter(([, value]) => undecodable.some((segment) => String(value).includes(segment)))
    .map(([name]) => ({ location: 'path', path: name, message: `${name} must be percent-encoded UTF-8` }));
  for (const pair of query === '' ? [] : query.split('&')) {
    const text = pair.replaceAll('+', ' ');
    if (percentDecodes(text)) continue;
    const rawName = text.split('=')[0];
    const name = percentDecodes(rawName) ? decodeURIComponent(rawName) : rawName;
    issues.push({ location: 'query', path: name, message: `${name} must be percent-encoded UTF-8` });
  }
  return issues;
}

/**
 * Whether the route takes no query string: it declares no `@Query()` DTO (which validates the
 * query itself) and needs a key (health probes ignore whatever query a load balancer adds).
 */
function takesNoQuery(handler: { name: string }, controller: object): boolean {
  if (Reflect.getMetadata(PUBLIC_ROUTE, handler) ?? Reflect.getMetadata(PUBLIC_ROUTE, controller)) return false;
  const parameters: Record<string, unknown> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler.name) ?? {};
  return !Object.keys(parameters).some((key) => key.startsWith(`${RouteParamtypes.QUERY}:`));
}

/**
 * Refuses (422) URL parameters a route cannot take: path and query parameters that are not
 * percent-encoded UTF-8 (the query parser would otherwise turn them into U+FFFD without a word),
 * and any query parameter of a route that declares none (docs/adr/0005-percent-encoding-of-the-url.md,
 * docs/adr/0001-unknown-keys-and-query-parameters.md). Outermost interceptor: after the guard (401, 403), before any work.
 */
@Injectable()
export class UrlParametersInterceptor implements NestInterceptor {
  private readonly takesNoQuery = new WeakMap<object, boolean>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<{ originalUrl?: string; url: string; params?: Record<string, unknown>; query?: object }>();
    const issues = undecodableUrlIssues(request.originalUrl ?? request.url, request.params ?? {});
    if (issues.length === 0 && request.query !== undefined && Object.keys(request.query).length > 0 && this.routeTakesNoQuery(context)) {
      for (const name of Object.keys(request.query)) issues.push({ location: 'query', path: name, message: `${name} is not a recognised query parameter` });
    }
    if (issues.length > 0) throw new ValidationFailedError(issues);
    return next.handle();
  }

  private routeTakesNoQuery(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let answer = this.takesNoQuery.get(handler);
    if (answer === undefined) {
      answer = takesNoQuery(handler, context.getClass());
      this.takesNoQuery.set(handler, answer);
    }
    return answer;
  }
}
