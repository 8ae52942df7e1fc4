import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, REDIS, type AppConfig } from '@app/core';
import { AUTOMATION_WORKER_OPTIONS, type AutomationWorkerOptions } from './automation-worker-options';

/** What an automation's per-minute limits count. */
export type ThrottledWork = 'runs' | 'external-actions';

/**
 * maxRunsPerMinute and maxExternalActionsPerMinute, counted in Redis (rate-limiter-flexible, fixed
 * windows) so that every worker replica shares them. One limiter per limit value: an automation
 * whose limit is patched keeps its count for the window, judged by the new limit.
 */
@Injectable()
export class RunThrottle {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTOMATION_WORKER_OPTIONS) private readonly options: AutomationWorkerOptions,
  ) {}

  /** Counts one unit of work of this automation: 0 when it may go now, else the milliseconds until the window ends. */
  async take(work: ThrottledWork, automationId: string, perWindow: number): Promise<number> {
    try {
      await this.limiter(work, perWindow).consume(automationId);
      return 0;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return Math.max(1, outcome.msBeforeNext);
      throw outcome;
    }
  }

  private limiter(work: ThrottledWork, points: number): RateLimiterRedis {
    const name = `${work}:${points}`;
    let limiter = this.limiters.get(name);
    if (limiter === undefined) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        points,
        duration: this.options.rateWindowSeconds,
        keyPrefix: `${this.config.queuePrefix}:automation-${work}`,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
