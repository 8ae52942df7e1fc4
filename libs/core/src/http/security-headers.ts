import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * What Swagger UI needs and no more: its scripts and styles come from the page's own origin (it
 * sets inline styles, and its icons are data: URIs); "Try it out" calls the API on the same origin.
 */
export const SWAGGER_UI_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers every response carries: `X-Content-Type-Options: nosniff` (a browser takes a JSON body
 * or a stored file for nothing but its Content-Type) and `X-Frame-Options: DENY` (no page of
 * the service is framed); the pages under `docsPath` (Swagger UI) also get SWAGGER_UI_CSP.
 */
export function securityHeaders(docsPath: string): RequestHandler {
  const docs = `/${docsPath}`;
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('X-Frame-Options', 'DENY');
    if (request.path === docs || request.path.startsWith(`${docs}/`)) response.setHeader('Content-Security-Policy', SWAGGER_UI_CSP);
    next();
  };
}
