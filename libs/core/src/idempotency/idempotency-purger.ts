import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '../scheduling/periodic-task';
import { IdempotencyStore } from './idempotency.store';

const EVERY_MS = 10 * 60_000;
const BATCH = 5000;

/**
 * Deletes idempotency keys past their 24 h, every 10 minutes (at a random offset per replica, in
 * batches that replicas skip each other in). Expired keys are already ignored when claimed and
 * read; this only keeps the table small.
 */
@Injectable()
export class IdempotencyPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotencyPurger.name);
  private readonly task = new PeriodicTask(
    { everyMs: EVERY_MS, firstAfterMs: 'spread', logger: this.logger, failure: 'Purging expired idempotency keys' },
    () => this.purge(),
  );

  constructor(private readonly store: IdempotencyStore) {}

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** Deletes every expired key now; returns how many. */
  async purge(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.store.purgeExpired(BATCH);
      total += deleted;
      if (deleted < BATCH) break;
    }
    if (total > 0) this.logger.log(`Deleted ${total} expired idempotency keys`);
    return total;
  }
}
