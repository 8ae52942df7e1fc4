import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { retryDelayMs } from './backoff';
import { TargetGuard } from './target-guard';

export interface OutboundSenderOptions {
  /** Success is a 2xx within this time (docs/api/events.md#delivery-retries-and-dead-letters: 15 s), connecting included; per attempt. */
  timeoutMs: number;
  /** Connections per receiver origin (fairness between receivers is the caller's concern). */
  connectionsPerOrigin: number;
  userAgent: string;
  /** The most of an answer's body `readBody` keeps (default 1 MiB); a longer body is the request's error. */
  maxResponseBytes?: number;
}

/** The HTTP methods the client sends. */
export type OutboundMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OutboundRequest {
  method: OutboundMethod;
  url: string;
  headers: Record<string, string>;
  /** JSON text, sent with `content-type: application/json`; none for a bodiless request. */
  body?: string;
  /** A value sent as JSON (`content-type: application/json`), instead of `body`. */
  json?: unknown;
  /** Fields sent form-encoded (`content-type: application/x-www-form-urlencoded`: an OAuth2 token request), instead of `body`. */
  form?: Record<string, string>;
  /** Keep the answer's body (`response.body`, at most `maxResponseBytes`); by default it is read and dropped. */
  readBody?: boolean;
  /**
   * Retry a request that got no answer, a 429 or a 5xx: the delays before each retry in seconds, with the
   * project's ±10 % jitter (retryDelayMs). Default none: one attempt. Retry only what the receiver may see twice.
   */
  retrySchedule?: readonly number[];
}

/** A receiver's answer (`status`, and with `readBody` its headers and body), or why there was none (`error`). */
export interface OutboundResponse {
  status?: number;
  error?: string;
  /** With `readBody`: the answer's headers, names in lower case (a repeated header's values joined with ", "). */
  headers?: Record<string, string>;
  /** With `readBody`: the answer's body. */
  body?: Buffer;
  /** How many attempts were made (more than 1 with `retrySchedule`). */
  attempts?: number;
}

/** The answer's body as JSON: undefined when there is none or it is not JSON. */
export function responseJson<T = unknown>(response: OutboundResponse): T | undefined {
  if (response.body === undefined || response.body.length === 0) return undefined;
  try {
    return JSON.parse(response.body.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Whether an answer is worth another attempt: none at all (refused, timed out, reset), 429 or a 5xx. */
export function isRetryableAnswer(response: OutboundResponse): boolean {
  return response.status === undefined || response.status === 429 || response.status >= 500;
}

const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;
/** What is read of a body that is not kept, to free the connection for the next request. */
const DUMP_LIMIT_BYTES = 64 * 1024;

/** Pools idle this long are closed, so a worker that served many receivers does not keep their sockets. */
const POOL_IDLE_MS = 5 * 60_000;

/**
 * Requests to receivers outside the installation (what a context or an extension sends)
 * through one undici Pool per origin (keep-alive; far cheaper than fetch). Redirects are not
 * followed (a 3xx is the receiver's answer); every socket goes through the SSRF guard.
 */
export class OutboundSender implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboundSender.name);
  private readonly pools = new Map<string, { pool: Pool; lastUsed: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly guard: TargetGuard,
    private readonly options: OutboundSenderOptions,
  ) {
    this.sweeper = setInterval(() => this.closeIdlePools(), 60_000);
    this.sweeper.unref();
  }

  /** One request, with its retries (`retrySchedule`); never throws: a failure is the answer's `error`. */
  async send(request: OutboundRequest): Promise<OutboundResponse> {
    const schedule = request.retrySchedule ?? [];
    for (let attempt = 1; ; attempt++) {
      const response = await this.attempt(request);
      if (attempt > schedule.length || !isRetryableAnswer(response)) return { ...response, attempts: attempt };
      await sleep(retryDelayMs(schedule, attempt, Math.random()));
    }
  }

  private async attempt({ method, url, headers, body, json, form, readBody = false }: OutboundRequest): Promise<OutboundResponse> {
    const target = new URL(url);
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const [content, contentType] = encodedBody(body, json, form);
    const maxBytes = this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    try {
      const response = await this.poolFor(target.origin).request({
        method,
        path: `${target.pathname}${target.search}`,
        headers: { ...headers, ...(contentType === undefined ? {} : { 'content-type': contentType }), 'user-agent': this.options.userAgent },
        body: content,
        signal,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
      if (!readBody) {
        // The answer's body is not kept; reading it frees the connection for the next request.
        await response.body.dump({ limit: DUMP_LIMIT_BYTES, signal }).catch(() => undefined);
        return { status: response.statusCode };
      }
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        length += chunk.length;
        if (length > maxBytes) {
          response.body.destroy();
          return { status: response.statusCode, error: `The answer's body exceeds ${maxBytes} bytes` };
        }
        chunks.push(chunk);
      }
      return { status: response.statusCode, headers: flatHeaders(response.headers), body: Buffer.concat(chunks) };
    } catch (error) {
      return { error: signal.aborted ? `No answer within ${this.options.timeoutMs / 1000} s` : describe(error) };
    }
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map(({ pool }) => pool.destroy().catch(() => undefined)));
  }

  private poolFor(origin: string): Pool {
    let entry = this.pools.get(origin);
    if (entry === undefined) {
      const connect = this.guard.connector({ timeout: this.options.timeoutMs });
      entry = { pool: new Pool(origin, { connect, connections: this.options.connectionsPerOrigin, pipelining: 1 }), lastUsed: Date.now() };
      this.pools.set(origin, entry);
    }
    entry.lastUsed = Date.now();
    return entry.pool;
  }

  private closeIdlePools(): void {
    const now = Date.now();
    for (const [origin, entry] of this.pools) {
      if (now - entry.lastUsed < POOL_IDLE_MS) continue;
      this.pools.delete(origin);
      entry.pool.close().catch((error: Error) => this.logger.warn(`Closing the pool of ${origin} failed: ${error.message}`));
    }
  }
}

/** A failed attempt's `lastError`: the error's own message, with its code when it adds something. */
function describe(error: unknown): string {
  const { message, code } = error as { message?: string; code?: string };
  const text = message !== undefined && message !== '' ? message : String(error);
  return code !== undefined && !text.includes(code) ? `${code}: ${text}` : text;
}

/** The bytes sent and their content type: JSON text, a value as JSON, or form fields; none for a bodiless request. */
function encodedBody(body: string | undefined, json: unknown, form: Record<string, string> | undefined): [string | undefined, string | undefined] {
  const given = [body !== undefined, json !== undefined, form !== undefined].filter(Boolean).length;
  if (given > 1) throw new Error('An outbound request has one of body, json and form');
  if (form !== undefined) return [new URLSearchParams(form).toString(), 'application/x-www-form-urlencoded'];
  if (json !== undefined) return [JSON.stringify(json), 'application/json'];
  return body === undefined ? [undefined, undefined] : [body, 'application/json'];
}

function flatHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}
