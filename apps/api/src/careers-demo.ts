import { static as serveStatic, type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Where `npm start` serves the example careers page (README.md#careers-site). */
export const CAREERS_DEMO_PATH = '/careers-demo';

/**
 * The example page's policy: its own script and styles, nothing inline, calls to this service or
 * to the one `?api=` names, never framed. An embedder with a strict policy can run it the same way.
 */
export const CAREERS_DEMO_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' http: https:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The files of `folder` (CAREERS_DEMO_DIR) under CAREERS_DEMO_PATH: `/careers-demo` redirects to
 * `/careers-demo/` (index.html); a file that is not there falls through to the API's 404.
 */
export function careersDemo(folder: string): RequestHandler[] {
  return [
    (_request: Request, response: Response, next: NextFunction) => {
      response.setHeader('Content-Security-Policy', CAREERS_DEMO_CSP);
      next();
    },
    serveStatic(folder, { index: 'index.html', redirect: true, dotfiles: 'ignore', fallthrough: true }),
  ];
}
