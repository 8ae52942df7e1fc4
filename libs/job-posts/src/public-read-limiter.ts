import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, clientAddressWindow, FixedWindowLimiter, Metrics, type AppConfig } from '@app/core';
import { CareersEnvironment } from './careers.env';

/** Reads of the public routes per client address and minute (PUBLIC_READ_PER_MINUTE; docs/api/careers.md#rate-limits). */
@Injectable()
export class PublicReadLimiter extends FixedWindowLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig, careers: CareersEnvironment, metrics: Metrics) {
    super(clientAddressWindow(config, 'read', careers.PUBLIC_READ_PER_MINUTE), metrics);
  }
}

/** Applies per client address and minute (PUBLIC_APPLY_PER_MINUTE; docs/api/careers.md#rate-limits). */
@Injectable()
export class PublicApplyLimiter extends FixedWindowLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig, careers: CareersEnvironment, metrics: Metrics) {
    super(clientAddressWindow(config, 'apply', careers.PUBLIC_APPLY_PER_MINUTE), metrics);
  }
}
