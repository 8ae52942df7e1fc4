import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { catchError, defer, from, map, mergeMap, of, tap, type Observable } from 'rxjs';
import { ConflictError, IdempotencyKeyReusedError, ValidationFailedError } from '../errors';
import { ApiExceptionFilter } from '../http/exception.filter';
import { MAX_BODY_DEPTH } from '../http/validation/request-validation.pipe';
import { nestingDepth } from '../http/validation/rules';
import { Metrics } from '../observability/metrics';
import { requestFingerprint } from './fingerprint';
import { IDEMPOTENCY_BODY_READER, type IdempotencyBodyRead, type IdempotencyBodyReader } from './idempotency-body';
import { enterIdempotencyScope, leaveIdempotencyScope, type IdempotencyScope } from './idempotency-scope';
import { IdempotencyStore, type IdempotencyClaim, type StoredResponse } from './idempotency.store';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
const MAX_KEY_LENGTH = 255;
/** How long a request waits for another one holding the same key to finish before answering 409. */
const WAIT_FOR_HOLDER_MS = 10_000;

interface IdempotentRequest {
  id?: string;
  method: string;
  originalUrl?: string;
  url: string;
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
  principal?: { keyId: string; actor: { id: string }; keyOwner: unknown };
  /** Whose keys these are on a route without an API key (a UUID, e.g. derived from the client address): set by the route's guard. */
  idempotencyOwner?: string;
}

interface HttpResponse {
  statusCode: number;
  status(code: number): unknown;
  setHeader(name: string, value: string): void;
}

/** A stored response, sent as it was first sent (same status, same bytes). */
interface Replay {
  status: number;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` on every POST (docs/api/wire-rules.md#idempotency), for every route present and future: the first
 * request with a key runs and its response is stored with a fingerprint of the request; a retry
 * with the same body gets that response again without running anything; another body is 409
 * IDEMPOTENCY_KEY_REUSED. A request that arrives while another holds the key waits for it (up to
 * 10 s) and then replays its response, so concurrent retries run the work once.
 * Registered outside the envelope interceptor: it stores and replays whole response bodies.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);
  private readonly errors: ApiExceptionFilter;

  constructor(
    private readonly store: IdempotencyStore,
    private readonly metrics: Metrics,
    private readonly reflector: Reflector,
    private readonly modules: ModuleRef,
  ) {
    this.errors = new ApiExceptionFilter(metrics);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<IdempotentRequest>();
    const header = request.headers['idempotency-key'];
    const owner = request.principal?.keyId ?? request.idempotencyOwner;
    if (request.method !== 'POST' || header === undefined || owner === undefined) return next.handle();
    const key = Array.isArray(header) ? header.join(', ') : header;
    if (key.length < 1 || key.length > MAX_KEY_LENGTH) {
      throw new ValidationFailedError([
        { location: 'header', path: IDEMPOTENCY_KEY_HEADER, message: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${MAX_KEY_LENGTH} characters long` },
      ]);
    }
    // Too deep to fingerprint (the walk would overflow the stack): the validation pipe refuses it (422) before any work.
    if (nestingDepth(request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) return next.handle();
    const path = request.originalUrl ?? request.url;
    const response = context.switchToHttp().getResponse<HttpResponse>();
    return from(this.readBody(context, request, response)).pipe(
      mergeMap(({ body, release }) => {
        const claim: IdempotencyClaim = {
          apiKeyId: owner,
          key,
          // Acting for a user is part of the request: the same key for another user is another request (409), never the first's replay.
          fingerprint: requestFingerprint(request.method, request.principal?.keyOwner ? `${path}\nOn-Behalf-Of: ${request.principal.actor.id}` : path, body),
          method: request.method,
          path: path.split('?')[0],
          token: randomUUID(),
        };
        // What was read is undone when the request does not run (a replay, a 409).
        return from(this.acquire(claim, request, response).catch((error: unknown) => release().then(() => Promise.reject(error)))).pipe(
          mergeMap((replay) => {
            if (replay !== undefined) return from(release().then(() => this.replay(response, replay)));
            this.metrics.idempotentRequest('executed');
            return this.execute(claim, request, response, next);
          }),
        );
      }),
    );
  }

  /** The body the fingerprint covers: request.body, or what the route's IdempotencyBody reader read. */
  private async readBody(context: ExecutionContext, request: IdempotentRequest, response: HttpResponse): Promise<IdempotencyBodyRead> {
    const type = this.reflector.get<Type<IdempotencyBodyReader> | undefined>(IDEMPOTENCY_BODY_READER, context.getHandler());
    const read = type === undefined ? undefined : await this.modules.get(type, { strict: false }).read(request, response);
    return read ?? { body: request.body, release: () => Promise.resolve() };
  }

  /** Runs the request while holding the key, then stores its response (or lets the key go when nothing changed). */
  private execute(claim: IdempotencyClaim, request: IdempotentRequest, response: HttpResponse, next: CallHandler): Observable<unknown> {
    const scope: IdempotencyScope = { claim, committed: false };
    return defer(() => enterIdempotencyScope(scope, () => next.handle())).pipe(
      // Left when the work ends, not on unsubscribe: work still running must keep its scope (its commit mark).
      tap({ complete: leaveIdempotencyScope, error: leaveIdempotencyScope }),
      map((body) => ({ body, failed: false })),
      // Errors are answered here, as the exception filter would, so that the answer can be stored first.
      catchError((error: unknown) => {
        const [status, body] = this.errors.toResponse(error, request);
        this.errors.setHeaders(error, request, response);
        response.status(status);
        return of({ body: body as unknown, failed: true });
      }),
      mergeMap(async ({ body, failed }) => {
        if (failed && !scope.committed) {
          // Nothing was changed: the key is forgotten, so a retry (perhaps with a corrected body) runs.
          await this.store.release(claim).catch(() => undefined);
        } else {
          // If this fails the key stays "committed, no response": retries get a 409 instead of a second run.
          await this.store.complete(claim, response.statusCode, JSON.stringify(body)).catch(() => undefined);
        }
        return body;
      }),
    );
  }

  /** Either holds the key for this request (undefined) or returns the response to replay; waits while another request holds it. */
  private async acquire(claim: IdempotencyClaim, request: IdempotentRequest, response: HttpResponse): Promise<Replay | undefined> {
    const deadline = Date.now() + WAIT_FOR_HOLDER_MS;
    let pause = 20;
    for (;;) {
      if (await this.store.tryClaim(claim)) return undefined;
      const stored = await this.store.find(claim.apiKeyId, claim.key);
      // undefined: let go or expired in between, so the next claim can take it.
      if (stored !== undefined) {
        if (stored.fingerprint !== claim.fingerprint) {
          this.metrics.idempotentRequest('key_reused');
          throw new IdempotencyKeyReusedError();
        }
        if (stored.response?.body !== undefined) return { status: stored.response.status, body: stored.response.body };
        if (stored.response !== undefined) throw this.responseUnavailable(stored.response, claim, request);
        if (stored.committed && stored.leaseExpired) {
          throw new ConflictError(
            'The request with this Idempotency-Key was applied, but the server stopped before recording its response; read the resource to see the result',
            {
              idempotencyKey: 'response_lost',
            },
          );
        }
      }
      if (Date.now() >= deadline) {
        this.metrics.idempotentRequest('in_progress');
        response.setHeader('Retry-After', '1');
        throw new ConflictError('A request with this Idempotency-Key is still in progress; retry shortly', { idempotencyKey: 'in_progress' });
      }
      await sleep(pause);
      pause = Math.min(pause * 2, 200);
    }
  }

  /** The work was done but its response cannot be replayed: never run it again, say what happened. */
  private responseUnavailable(stored: Extract<StoredResponse, { body: undefined }>, claim: IdempotencyClaim, request: IdempotentRequest): ConflictError {
    const applied = `The request with this Idempotency-Key was applied (status ${stored.status})`;
    if (stored.unavailable === 'undecryptable') {
      this.logger.warn({
        msg: `The stored response of an idempotency key of API key ${claim.apiKeyId} cannot be decrypted with this ENCRYPTION_KEY`,
        requestId: request.id,
      });
    }
    const why =
      stored.unavailable === 'not_stored'
        ? 'its response was not kept (ENCRYPTION_KEY is not set on the server)'
        : 'its stored response cannot be decrypted (ENCRYPTION_KEY changed)';
    return new ConflictError(`${applied}, but ${why}; read the resource to see the result`, {
      idempotencyKey: 'response_unavailable',
      responseStatus: stored.status,
    });
  }

  private replay(response: HttpResponse, replay: Replay): string {
    this.metrics.idempotentRequest('replayed');
    response.status(replay.status);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return replay.body;
  }
}
