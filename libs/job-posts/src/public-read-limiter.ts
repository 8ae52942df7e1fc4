import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, FixedWindowLimiter, Metrics, type AppConfig } from '@app/core';
import { CareersEnvironment } from './careers.env';

/** Reads of the public routes per client address and minute (PUBLIC_READ_PER_MINUTE; docs/api/careers.md#rate-limits), counted as the per-key limit is. */
@Injectable()
export class PublicReadLimiter extends FixedWindowLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig, careers: CareersEnvironment, metrics: Metrics) {
    super(
      {
        redisUrl: config.redisUrl,
        keyPrefix: `${config.queuePrefix}:rate-limit:public-read`,
        limit: careers.PUBLIC_READ_PER_MINUTE,
        connectionName: 'ats-public-read-limit',
      },
      metrics,
    );
  }
}

/** Applies per client address and minute (PUBLIC_APPLY_PER_MINUTE; docs/api/careers.md#rate-limits), counted apart from the reads. */
@Injectable()
export class PublicApplyLimiter extends FixedWindowLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig, careers: CareersEnvironment, metrics: Metrics) {
    super(
      {
        redisUrl: config.redisUrl,
        keyPrefix: `${config.queuePrefix}:rate-limit:public-apply`,
        limit: careers.PUBLIC_APPLY_PER_MINUTE,
        connectionName: 'ats-public-apply-limit',
      },
      metrics,
    );
  }
}
