import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';
import type { RateLimitDecision } from './rate-limit-headers';

const WINDOW_SECONDS = 60;
/** A Redis that does not answer within this costs each request at most this much before the fallback counts it. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const READY_WAIT_MS = 2000;
const WARN_EVERY_MS = 30_000;

/** A request waiting for its count. */
interface Waiting {
  requestId: string | undefined;
  resolve(decision: RateLimitDecision): void;
}

/** What a FixedWindowLimiter counts: its quota per window, and the Redis key prefix that keeps its counts apart from another limiter's. */
export interface FixedWindowOptions {
  redisUrl: string;
  keyPrefix: string;
  limit: number;
  /** Names the Redis connection (CLIENT LIST). */
  connectionName: string;
}

/**
 * Fixed 60 s windows per key (an API key, a client address), counted in Redis (rate-limiter-flexible: one Lua call) so that
 * every replica shares the count. The requests of one key that reach the limiter in the same
 * event-loop turn are counted together with one call (INCRBY n), and each gets the decision it
 * would have had counted alone: under load that is one Redis command per key and turn, written
 * in one system call with the others. When Redis does not answer, requests are counted in this
 * process's memory instead and a warning is logged: the API stays up, and a key gets at most the
 * limit per replica until Redis is back (docs/adr/0027-rate-limits.md).
 */
export class FixedWindowLimiter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(FixedWindowLimiter.name);
  private readonly redis: Redis;
  private readonly shared: RateLimiterRedis;
  private readonly local: RateLimiterMemory;
  private readonly limit: number;
  private lastWarning = 0;
  private waiting = new Map<string, Waiting[]>();

  constructor(
    options: FixedWindowOptions,
    private readonly metrics: Metrics,
  ) {
    this.limit = options.limit;
    // Its own connection: no offline queue and a command timeout, so a Redis outage fails fast into the
    // fallback; auto-pipelining sends the counts of requests arriving together in one write.
    this.redis = new Redis(options.redisUrl, {
      connectionName: options.connectionName,
      enableOfflineQueue: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      enableAutoPipelining: true,
    });
    this.redis.on('error', () => undefined);
    const windows = {
      points: this.limit,
      duration: WINDOW_SECONDS,
      keyPrefix: options.keyPrefix,
      // A key over its limit is refused from memory until its window ends: a flood costs Redis nothing.
      inMemoryBlockOnConsumed: this.limit + 1,
    };
    this.shared = new RateLimiterRedis({ ...windows, storeClient: this.redis, rejectIfRedisNotReady: true });
    this.local = new RateLimiterMemory(windows);
  }

  /** Waits briefly for the Redis connection so the first requests are counted where the others are. */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, READY_WAIT_MS);
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Counts one request of this key and says whether it may proceed; `requestId` goes on the warning a fallback logs. */
  consume(keyId: string, requestId?: string): Promise<RateLimitDecision> {
    return new Promise((resolve) => {
      if (this.waiting.size === 0) setImmediate(() => this.countWaiting());
      const forKey = this.waiting.get(keyId);
      if (forKey === undefined) this.waiting.set(keyId, [{ requestId, resolve }]);
      else forKey.push({ requestId, resolve });
    });
  }

  private countWaiting(): void {
    const waiting = this.waiting;
    this.waiting = new Map();
    for (const [keyId, requests] of waiting) {
      void this.count(keyId, requests.length, requests[0].requestId).then((outcome) =>
        requests.forEach((request, index) => request.resolve(this.decision(outcome, requests.length, index))),
      );
    }
  }

  /** Counts `points` requests at once; the outcome says how many the window holds with them. */
  private async count(keyId: string, points: number, requestId: string | undefined): Promise<RateLimiterRes> {
    try {
      return await this.shared.consume(keyId, points);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return outcome;
      this.fellBack(outcome as Error, points, requestId);
    }
    try {
      return await this.local.consume(keyId, points);
    } catch (outcome) {
      return outcome as RateLimiterRes;
    }
  }

  /** The decision for the `index`th of `batch` requests counted together, as if each had been counted alone, in order. */
  private decision(outcome: RateLimiterRes, batch: number, index: number): RateLimitDecision {
    // A key refused from memory (over its limit until the window ends) was not counted: consumedPoints is 0.
    const position = outcome.consumedPoints > 0 ? outcome.consumedPoints - batch + index + 1 : this.limit + 1;
    const allowed = position <= this.limit;
    if (!allowed) this.metrics.rateLimitRefused();
    return { allowed, limit: this.limit, windowSeconds: WINDOW_SECONDS, remaining: Math.max(0, this.limit - position), msBeforeReset: outcome.msBeforeNext };
  }

  private fellBack(error: Error, requests: number, requestId: string | undefined): void {
    this.metrics.rateLimitFellBack(requests);
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn({
      msg: `Rate limits are counted in process memory (per replica) because Redis did not answer: ${error?.message ?? String(error)}`,
      requestId,
    });
  }
}

/** The per-API-key limit of every authenticated request (RATE_LIMIT_PER_MINUTE; docs/api/wire-rules.md#rate-limiting). */
@Injectable()
export class RateLimiter extends FixedWindowLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig, metrics: Metrics) {
    super(
      { redisUrl: config.redisUrl, keyPrefix: `${config.queuePrefix}:rate-limit`, limit: config.rateLimitPerMinute, connectionName: 'ats-rate-limit' },
      metrics,
    );
  }
}
