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

/**
 * Fixed 60 s windows per API key, counted in Redis (rate-limiter-flexible: one Lua call per
 * request) so that every replica shares the count. When Redis does not answer, requests are
 * counted in this process's memory instead and a warning is logged: the API stays up, and a key
 * gets at most the limit per replica until Redis is back (docs/decisions.md).
 */
@Injectable()
export class RateLimiter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly redis: Redis;
  private readonly shared: RateLimiterRedis;
  private readonly local: RateLimiterMemory;
  private readonly limit: number;
  private lastWarning = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.limit = config.rateLimitPerMinute;
    // Its own connection: no offline queue and a command timeout, so a Redis outage fails fast into the
    // fallback; auto-pipelining sends the counts of requests arriving together in one write.
    this.redis = new Redis(config.redisUrl, {
      connectionName: 'ats-rate-limit',
      enableOfflineQueue: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      enableAutoPipelining: true,
    });
    this.redis.on('error', () => undefined);
    const options = {
      points: this.limit,
      duration: WINDOW_SECONDS,
      keyPrefix: `${config.queuePrefix}:rate-limit`,
      // A key over its limit is refused from memory until its window ends: a flood costs Redis nothing.
      inMemoryBlockOnConsumed: this.limit + 1,
    };
    this.shared = new RateLimiterRedis({ ...options, storeClient: this.redis, rejectIfRedisNotReady: true });
    this.local = new RateLimiterMemory(options);
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

  /** Counts one request of this API key and says whether it may proceed. */
  async consume(keyId: string): Promise<RateLimitDecision> {
    try {
      return this.decision(await this.shared.consume(keyId), true);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return this.decision(outcome, false);
      this.fellBack(outcome as Error);
    }
    try {
      return this.decision(await this.local.consume(keyId), true);
    } catch (outcome) {
      return this.decision(outcome as RateLimiterRes, false);
    }
  }

  private decision(result: RateLimiterRes, allowed: boolean): RateLimitDecision {
    if (!allowed) this.metrics.rateLimitRefused();
    return { allowed, limit: this.limit, windowSeconds: WINDOW_SECONDS, remaining: result.remainingPoints, msBeforeReset: result.msBeforeNext };
  }

  private fellBack(error: Error): void {
    this.metrics.rateLimitFellBack();
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(`Rate limits are counted in process memory (per replica) because Redis did not answer: ${error?.message ?? String(error)}`);
  }
}
