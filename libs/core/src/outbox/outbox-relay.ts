import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { runSql, sql } from '../database/sql';
import { CommitSignal } from '../events/commit-signal';
import { REDIS_WORK_SHUTDOWN_WAIT_MS, settledWithin } from '../queue/settled-within';
import { OutboxConsumers, type AfterCommit, type OutboxEventRef } from './outbox-consumer';

export interface OutboxRelayOptions {
  /** Safety poll for what no commit signal announced (a process that died between its commit and the publish, Redis away). */
  pollIntervalMs: number;
  /** Events claimed per transaction. */
  batchSize: number;
}

export const OUTBOX_RELAY_OPTIONS = Symbol('OUTBOX_RELAY_OPTIONS');
export const DEFAULT_OUTBOX_RELAY_OPTIONS: OutboxRelayOptions = { pollIntervalMs: 1000, batchSize: 100 };

/**
 * The transactional outbox relay (docs/architecture.md#processes): wakes on the commit signal (or the poll), claims unpublished
 * rows with FOR UPDATE SKIP LOCKED so any number of workers share them, lets every consumer fan
 * them out in the same transaction, marks them published, and runs the consumers' after-commit work.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private unsubscribe: (() => void) | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OUTBOX_RELAY_OPTIONS) private readonly options: OutboxRelayOptions,
    private readonly consumers: OutboxConsumers,
    private readonly signal: CommitSignal,
  ) {}

  onApplicationBootstrap(): void {
    // Rows committed while the subscription was down were not announced: the subscription's return wakes the relay too.
    this.unsubscribe = this.signal.subscribe(() => this.wake());
    this.pollTimer = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.wake();
  }

  /** Stops claiming new batches and waits for the one in progress. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    // A drain's enqueue may wait for Redis: committed rows not enqueued are the reconciler's (docs/operations.md).
    await settledWithin(this.draining, REDIS_WORK_SHUTDOWN_WAIT_MS);
    this.unsubscribe?.();
  }

  /** Drains the outbox now, or right after the drain in progress (so a notification is never lost). */
  wake(): void {
    if (this.stopped) return;
    if (this.draining !== undefined) {
      this.wakeAgain = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: Error) => this.logger.error(`Relaying the outbox failed: ${error.message}`))
      .finally(() => {
        this.draining = undefined;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        }
      });
  }

  /** Batch after batch until one comes back short (the outbox is empty) or the relay stops. */
  private async drain(): Promise<void> {
    let relayed = this.options.batchSize;
    while (!this.stopped && relayed === this.options.batchSize) relayed = await this.relayBatch();
  }

  /** One transaction: claim a batch, fan it out, mark it published. Returns how many events it relayed. */
  async relayBatch(): Promise<number> {
    const afterCommit: AfterCommit[] = [];
    const relayed = await this.dataSource.transaction(async (tx) => {
      const rows = await runSql<{ id: string; type: string; created_at: Date }>(
        tx,
        sql`SELECT id, type, created_at FROM outbox_events WHERE published_at IS NULL
          ORDER BY created_at, id LIMIT ${this.options.batchSize} FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length === 0) return 0;
      const events: OutboxEventRef[] = rows.map((row) => ({ id: row.id, type: row.type, createdAt: row.created_at }));
      for (const consumer of this.consumers.all()) {
        const after = await consumer.fanOut(tx, events);
        if (after !== undefined) afterCommit.push(after);
      }
      await runSql(tx, sql`UPDATE outbox_events SET published_at = ${new Date()} WHERE id = ANY(${events.map((event) => event.id)}::uuid[])`);
      return events.length;
    });
    for (const after of afterCommit) {
      // The rows are committed: whatever is not enqueued now, the consumer's reconciler enqueues later.
      await after().catch((error: Error) => this.logger.warn(`After-commit work of the outbox relay failed: ${error.message}`));
    }
    return relayed;
  }
}
