import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, FixedWindowLimiter, Metrics, type AppConfig } from '@app/core';
import { CareersEnvironment } from './careers.env';

/** A public route's per-address window, counted as the per-key limit is and apart from the other public use. */
function publicWindow(config: AppConfig, use: 'read' | 'apply', limit: number) {
  return { redisUrl: config.redisUrl, keyPrefix: `${config.queuePrefix}:rate-limit:public-${use}`, limit, connectionName: `ats-public-${use}-limit` };
}

/** Reads of the public routes per client address and minute (PUBLIC_READ_PER_MINUTE; docs/api/careers.md#rate-limits). */
@Injectable()
export class PublicReadLimiter extends FixedWindowLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig, careers: CareersEnvironment, metrics: Metrics) {
    super(publicWindow(config, 'read', careers.PUBLIC_READ_PER_MINUTE), metrics);
  }
}

/** Applies per client address and minute (PUBLIC_APPLY_PER_MINUTE; docs/api/careers.md#rate-limits). */
@Injectable()
export class PublicApplyLimiter extends FixedWindowLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig, careers: CareersEnvironment, metrics: Metrics) {
    super(publicWindow(config, 'apply', careers.PUBLIC_APPLY_PER_MINUTE), metrics);
  }
}
