import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly store: IdempotencyStore) {}

  onApplicationBootstrap(): void {
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.purge().then(() => (this.running = undefined));
        schedule(EVERY_MS);
      }, delay);
      this.timer.unref();
    };
    schedule(Math.floor(Math.random() * EVERY_MS));
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  /** Deletes every expired key now; returns how many. */
  async purge(): Promise<number> {
    let total = 0;
    try {
      for (;;) {
        const deleted = await this.store.purgeExpired(BATCH);
        total += deleted;
        if (deleted < BATCH) break;
      }
      if (total > 0) this.logger.log(`Deleted ${total} expired idempotency keys`);
    } catch (error) {
      this.logger.warn(`Purging expired idempotency keys failed: ${(error as Error).message}`);
    }
    return total;
  }
}
