import { SetMetadata } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { json, type Request, type RequestHandler } from 'express';
import { parseJsonBody, requireJsonBody } from './body-parsing';

const UPLOAD_ROUTE = Symbol('UPLOAD_ROUTE');
const HTTP_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD', 'SEARCH'];
const MULTIPART = /^multipart\/form-data$/i;

/** The running app's providers (its settings, say). */
export interface ProviderLookup {
  get<T>(token: unknown): T;
}

interface UploadRouteOptions {
  /** The JSON body limit of this route (bytes), e.g. to fit base64 content; the 1 MiB of §1 elsewhere. */
  jsonLimitBytes(app: ProviderLookup): number;
}

/** A route that also takes `multipart/form-data` (parsed by its own interceptor) and a larger JSON body. */
export const UploadRoute = (options: UploadRouteOptions): MethodDecorator => SetMetadata(UPLOAD_ROUTE, options);

export interface UploadRouteMatch {
  method: string;
  path: RegExp;
  jsonLimitBytes: number;
}

/** A route marked with some metadata: its method, its path as a pattern under the prefix, and the metadata. */
export interface MarkedRoute<T> {
  method: string;
  path: RegExp;
  options: T;
}

/** Every route of the application's controllers whose handler carries `metadataKey` (`@UploadRoute()`, `@RawBodyRoute()`), under `prefix`. */
export function markedRoutesOf<T>(app: ProviderLookup, prefix: string, metadataKey: symbol): MarkedRoute<T>[] {
  const routes: MarkedRoute<T>[] = [];
  for (const module of app.get<ModulesContainer>(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new () => unknown) | null;
      if (controller === null) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name] as object;
        const options = typeof handler === 'function' ? (Reflect.getMetadata(metadataKey, handler) as T | undefined) : undefined;
        if (options === undefined) continue;
        const segments = [prefix, Reflect.getMetadata(PATH_METADATA, controller) as string, Reflect.getMetadata(PATH_METADATA, handler) as string];
        const pattern = segments
          .flatMap((segment) => segment.split('/'))
          .filter((segment) => segment !== '')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/');
        routes.push({ method: HTTP_METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as number], path: new RegExp(`^/${pattern}/?$`), options });
      }
    }
  }
  return routes;
}

/** Every `@UploadRoute()` of the application's controllers, as method + path pattern under `prefix`. */
export function uploadRoutesOf(app: ProviderLookup, prefix: string): UploadRouteMatch[] {
  return markedRoutesOf<UploadRouteOptions>(app, prefix, UPLOAD_ROUTE).map(({ method, path, options }) => ({
    method,
    path,
    jsonLimitBytes: options.jsonLimitBytes(app),
  }));
}

/**
 * `requireJsonBody` and `parseJsonBody` with the upload routes' exceptions: there a multipart body
 * passes untouched (415 elsewhere) and JSON bodies may reach the route's own limit.
 */
export function bodyParsingWithUploads(routes: UploadRouteMatch[]): [RequestHandler, RequestHandler] {
  const parsers = new Map(routes.map((route) => [route, json({ limit: route.jsonLimitBytes, strict: false, type: () => true })]));
  const uploadRouteOf = (request: Request) => routes.find((route) => route.method === request.method && route.path.test(request.path));
  const isMultipart = (request: Request) => MULTIPART.test((request.headers['content-type'] ?? '').split(';')[0].trim());
  return [
    (request, response, next) => (uploadRouteOf(request) !== undefined && isMultipart(request) ? next() : requireJsonBody(request, response, next)),
    (request, response, next) => {
      const route = uploadRouteOf(request);
      if (route === undefined) return parseJsonBody(request, response, next);
      if (isMultipart(request)) return next();
      return (parsers.get(route) as RequestHandler)(request, response, next);
    },
  ];
}
