import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { raw, type Request, type RequestHandler } from 'express';
import { MAX_BODY_BYTES, MEDIA_TYPE_UNSUPPORTED } from './body-parsing';
import { markedRoutesOf, type ProviderLookup } from './upload-routes';

const RAW_BODY_ROUTE = Symbol('RAW_BODY_ROUTE');
const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]+\+)?json$/i;

export interface RawBodyRouteOptions {
  /** The body limit of this route in bytes (413 beyond); default the 1 MiB of every route. */
  limitBytes?: number;
  /**
   * The media types the route takes besides JSON (415 for others), e.g. `application/x-www-form-urlencoded`.
   * A JSON body is also parsed for `@Body()`; any other leaves `@Body()` undefined: the route reads `@RawBody()`.
   */
  mediaTypes?: readonly string[];
}

/**
 * A route that receives its body's exact bytes (`@RawBody()`) as well as the parsed JSON: what verifying a signature over
 * the body needs (a partner's signed callback). The bytes are kept for this route only; every other route's body is
 * parsed and dropped (docs/extending.md#a-public-route-with-the-raw-body).
 */
export const RawBodyRoute = (options: RawBodyRouteOptions = {}): MethodDecorator => SetMetadata(RAW_BODY_ROUTE, options);

/** The exact bytes of the request's body on a `@RawBodyRoute()` (an empty buffer for a request without one). */
export const RawBody = createParamDecorator((_data: unknown, context: ExecutionContext): Buffer => {
  const request = context.switchToHttp().getRequest<Request & { rawBody?: Buffer }>();
  if (!Reflect.hasMetadata(RAW_BODY_ROUTE, context.getHandler())) throw new Error('@RawBody() is read on a @RawBodyRoute() only');
  return request.rawBody ?? Buffer.alloc(0);
});

interface RawBodyRoute {
  method: string;
  path: RegExp;
  mediaTypes: readonly string[];
  parse: RequestHandler;
}

/** Every `@RawBodyRoute()` of the application's controllers under `prefix`. */
export function rawBodyRoutesOf(app: ProviderLookup, prefix: string): RawBodyRoute[] {
  return markedRoutesOf<RawBodyRouteOptions>(app, prefix, RAW_BODY_ROUTE).map(({ method, path, options }) => ({
    method,
    path,
    mediaTypes: (options.mediaTypes ?? []).map((type) => type.toLowerCase()),
    parse: raw({ limit: options.limitBytes ?? MAX_BODY_BYTES, type: () => true }),
  }));
}

/**
 * Before the JSON parser: on a raw-body route, reads the body as bytes (`request.rawBody`), then parses a JSON one into
 * `request.body`; the JSON parser then leaves the request alone. Refusals are the parser's (400, 413, 415 envelopes).
 */
export function keepRawBodies(routes: RawBodyRoute[]): RequestHandler {
  return (request, response, next) => {
    if (routes.length === 0) return next();
    const route = routes.find((marked) => marked.method === request.method && marked.path.test(request.path));
    if (route === undefined) return next();
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const hasBody = request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0';
    const isJson = JSON_MEDIA_TYPE.test(mediaType);
    if (hasBody && !isJson && !route.mediaTypes.includes(mediaType)) {
      return next(Object.assign(new Error('Unsupported media type'), { type: MEDIA_TYPE_UNSUPPORTED }));
    }
    route.parse(request, response, (error?: unknown) => {
      if (error !== undefined) return next(error);
      const bytes = Buffer.isBuffer(request.body) ? (request.body as Buffer) : Buffer.alloc(0);
      Object.assign(request, { rawBody: bytes, _body: true });
      request.body = undefined;
      if (!isJson || bytes.length === 0) return next();
      try {
        request.body = JSON.parse(bytes.toString('utf8')) as unknown;
      } catch {
        return next(Object.assign(new Error('Invalid JSON'), { type: 'entity.parse.failed' }));
      }
      next();
    });
  };
}
