import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Observable } from 'rxjs';

/**
 * Interceptors as one, outermost first: each one's `next.handle()` runs the next one. Nest wraps every
 * global interceptor of a request in its own deferred observables and async scope; one composed
 * interceptor costs that once (docs/performance/log/2026-11-24-fewer-layers.md).
 */
export function composeInterceptors(...interceptors: NestInterceptor[]): NestInterceptor {
  return {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const from = (index: number): CallHandler =>
        index === interceptors.length ? next : { handle: () => interceptors[index].intercept(context, from(index + 1)) as Observable<unknown> };
      return from(0).handle();
    },
  };
}

/**
 * Express middleware run in order as one: what `app.use(a, b, c)` does (an error skips to the next
 * error handler, one that throws passes its error on), without a router layer and its matching per
 * middleware. An error no handler here answers goes to Express's `next`.
 */
export function inSequence(...handlers: (RequestHandler | ErrorRequestHandler)[]): RequestHandler {
  return (request: Request, response: Response, done: NextFunction) => {
    let index = 0;
    const next = (error?: unknown): void => {
      while (index < handlers.length) {
        const handler = handlers[index++];
        const handlesErrors = handler.length === 4;
        if ((error !== undefined) !== handlesErrors) continue;
        try {
          if (error === undefined) (handler as RequestHandler)(request, response, next);
          else (handler as ErrorRequestHandler)(error, request, response, next);
          return;
        } catch (thrown) {
          error = thrown;
        }
      }
      done(error);
    };
    next();
  };
}
