import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, ClientAddressLimitGuard, clientAddressWindow, FixedWindowLimiter, Metrics, type AppConfig } from '@app/core';
import { AssessmentsEnvironment } from '../assessments.env';

/** Callbacks per client address and minute (ASSESSMENTS_CALLBACKS_PER_MINUTE), counted apart from every other window. */
@Injectable()
export class CallbackLimiter extends FixedWindowLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig, environment: AssessmentsEnvironment, metrics: Metrics) {
    super(clientAddressWindow(config, 'assessment-callbacks', environment.ASSESSMENTS_CALLBACKS_PER_MINUTE), metrics);
  }
}

/** The callback route's own limit: it has no API key, so no key's limit counts it (core's ClientAddressLimitGuard). */
@Injectable()
export class CallbackLimitGuard extends ClientAddressLimitGuard {
  constructor(limiter: CallbackLimiter) {
    super(limiter);
  }
}
