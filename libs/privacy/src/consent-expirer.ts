import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '@app/core';
import { ConsentsService } from './consents.service';

export const CONSENT_EXPIRY_OPTIONS = Symbol('CONSENT_EXPIRY_OPTIONS');

export interface ConsentExpiryOptions {
  /** Time between passes: a consent is expired at most this long (plus a pass) after its `expiresAt`. */
  everyMs: number;
  batchSize: number;
}

export const DEFAULT_CONSENT_EXPIRY_OPTIONS: ConsentExpiryOptions = { everyMs: 15_000, batchSize: 500 };

/**
 * The worker's expiry of consents (docs/api/privacy.md#consents): every pass, `given` consents past their `expiresAt`
 * become `expired` with `consent.expired`, batch after batch. Each batch's rows and events commit together and the rows
 * are claimed with SKIP LOCKED, so a crash loses nothing and no consent expires twice, whatever the number of workers.
 */
@Injectable()
export class ConsentExpirer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ConsentExpirer.name);
  private readonly task: PeriodicTask;

  constructor(
    private readonly consents: ConsentsService,
    @Inject(CONSENT_EXPIRY_OPTIONS) private readonly options: ConsentExpiryOptions,
  ) {
    const schedule = { everyMs: options.everyMs, firstAfterMs: 'spread' as const, logger: this.logger, failure: 'Expiring consents' };
    this.task = new PeriodicTask(schedule, () => this.expire());
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** Expires every due consent; answers how many. */
  async expire(now?: Date): Promise<number> {
    let total = 0;
    while (!this.task.stopping) {
      const expired = await this.consents.expireDue(this.options.batchSize, now);
      total += expired;
      if (expired < this.options.batchSize) break;
    }
    if (total > 0) this.logger.log(`Expired ${total} consents`);
    return total;
  }
}
