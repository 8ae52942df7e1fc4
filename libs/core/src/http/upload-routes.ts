import { SetMetadata } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { json, type Request, type RequestHandler } from 'express';
import { parseJsonBody, requireJsonBody } from './body-parsing';

const UPLOAD_ROUTE = Symbol('UPLOAD_ROUTE');
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD', 'SEARCH'];
const MULTIPART = /^multipart\/form-data$/i;

/** The running app's providers (its settings, say). */
export interface ProviderLookup {
  get<T>(token: unknown): T;
}

interface UploadRouteOptions {
  /** The JSON body limit of this route (bytes), e.g. to fit base64 content; the 1 MiB of §1 elsewhere. */
  jsonLimitBytes(app: ProviderLookup): number;
  /** Media types besides multipart/form-data the route takes as they come, unparsed (a one-click unsubscribe's form, a raw mail). */
  rawMediaTypes?: readonly string[];
}

/** A route that also takes `multipart/form-data` (parsed by its own interceptor) and a larger JSON body. */
export const UploadRoute = (options: UploadRouteOptions): MethodDecorator => SetMetadata(UPLOAD_ROUTE, options);

export interface UploadRouteMatch {
  method: string;
  path: RegExp;
  jsonLimitBytes: number;
  /** Lower-case media types passed to the route unparsed, beside multipart/form-data. */
  rawMediaTypes?: readonly string[];
}

/** Every `@UploadRoute()` of the application's controllers, as method + path pattern under `prefix`. */
export function uploadRoutesOf(app: ProviderLookup, prefix: string): UploadRouteMatch[] {
  const routes: UploadRouteMatch[] = [];
  for (const module of app.get<ModulesContainer>(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new () => unknown) | null;
      if (controller === null) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name] as object;
        const options = typeof handler === 'function' ? (Reflect.getMetadata(UPLOAD_ROUTE, handler) as UploadRouteOptions | undefined) : undefined;
        if (options === undefined) continue;
        const segments = [prefix, Reflect.getMetadata(PATH_METADATA, controller) as string, Reflect.getMetadata(PATH_METADATA, handler) as string];
        const pattern = segments
          .flatMap((segment) => segment.split('/'))
          .filter((segment) => segment !== '')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/');
        routes.push({
          method: HTTP_METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as number],
          path: new RegExp(`^/${pattern}/?$`),
          jsonLimitBytes: options.jsonLimitBytes(app),
          rawMediaTypes: options.rawMediaTypes?.map((type) => type.toLowerCase()),
        });
      }
    }
  }
  return routes;
}

/**
 * `requireJsonBody` and `parseJsonBody` with the upload routes' exceptions: there a multipart body
 * (or one of the route's `rawMediaTypes`) passes untouched (415 elsewhere) and JSON bodies may reach the route's own limit.
 */
export function bodyParsingWithUploads(routes: UploadRouteMatch[]): [RequestHandler, RequestHandler] {
  const parsers = new Map(routes.map((route) => [route, json({ limit: route.jsonLimitBytes, strict: false, type: () => true })]));
  const uploadRouteOf = (request: Request) => routes.find((route) => route.method === request.method && route.path.test(request.path));
  const mediaType = (request: Request) => (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const untouched = (route: UploadRouteMatch, request: Request) =>
    MULTIPART.test(mediaType(request)) || (route.rawMediaTypes?.includes(mediaType(request)) ?? false);
  return [
    (request, response, next) => {
      const route = uploadRouteOf(request);
      return route !== undefined && untouched(route, request) ? next() : requireJsonBody(request, response, next);
    },
    (request, response, next) => {
      const route = uploadRouteOf(request);
      if (route === undefined) return parseJsonBody(request, response, next);
      if (untouched(route, request)) return next();
      return (parsers.get(route) as RequestHandler)(request, response, next);
    },
  ];
}
