import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'undici';
import { TargetGuard } from './target-guard';

export interface OutboundSenderOptions {
  /** Success is a 2xx within this time (docs/api/events.md#delivery-retries-and-dead-letters: 15 s), connecting included. */
  timeoutMs: number;
  /** Connections per receiver origin (fairness between receivers is the caller's concern). */
  connectionsPerOrigin: number;
  userAgent: string;
}

export interface OutboundRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** JSON text, sent with `content-type: application/json`; none for a bodiless request. */
  body?: string;
}

/** A receiver's answer (`status`), or why there was none (`error`). */
export interface OutboundResponse {
  status?: number;
  error?: string;
}

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

  async send({ method, url, headers, body }: OutboundRequest): Promise<OutboundResponse> {
    const target = new URL(url);
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const contentType: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    try {
      const response = await this.poolFor(target.origin).request({
        method,
        path: `${target.pathname}${target.search}`,
        headers: { ...headers, ...contentType, 'user-agent': this.options.userAgent },
        body,
        signal,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
      // The answer's body is not kept; reading it frees the connection for the next request.
      await response.body.dump({ limit: 64 * 1024, signal }).catch(() => undefined);
      return { status: response.statusCode };
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
