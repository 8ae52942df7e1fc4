import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PgListener } from '../database/pg-listener';
import { runSql, sql } from '../database/sql';
import { OUTBOX_CHANNEL } from '../events/event-recorder';
import { REDIS_WORK_SHUTDOWN_WAIT_MS, settledWithin } from '../queue/settled-within';
import { OutboxConsumers, type AfterCommit, type OutboxEventRef } from './outbox-consumer';

export interface OutboxRelayOptions {
  /** Fallback poll when no notification arrives (a lost LISTEN connection, a missed NOTIFY). */
  pollIntervalMs: number;
  /** Events claimed per transaction. */
  batchSize: number;
  /** Wait before re-opening a lost LISTEN connection. */
  reconnectDelayMs: number;
}

export const OUTBOX_RELAY_OPTIONS = Symbol('OUTBOX_RELAY_OPTIONS');
export const DEFAULT_OUTBOX_RELAY_OPTIONS: OutboxRelayOptions = { pollIntervalMs: 2000, batchSize: 100, reconnectDelayMs: 1000 };

/**
 * The transactional outbox relay (docs/architecture.md#processes): wakes on NOTIFY (or the poll), claims unpublished
 * rows with FOR UPDATE SKIP LOCKED so any number of workers share them, lets every consumer fan
 * them out in the same transaction, marks them published, and runs the consumers' after-commit work.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly listener: PgListener;
  private pollTimer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OUTBOX_RELAY_OPTIONS) private readonly options: OutboxRelayOptions,
    private readonly consumers: OutboxConsumers,
  ) {
    this.listener = new PgListener({
      connectionString: config.databaseUrl,
      channel: OUTBOX_CHANNEL,
      applicationName: 'ats-outbox-relay',
      reconnectDelayMs: options.reconnectDelayMs,
      logger: this.logger,
      onNotification: () => this.wake(),
      // Rows committed while the connection was down were not announced.
      onListening: () => this.wake(),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
    this.pollTimer = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.wake();
  }

  /** Stops claiming new batches and waits for the one in progress. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    // A drain's enqueue may wait for Redis: committed rows not enqueued are the reconciler's (docs/operations.md).
    await settledWithin(this.draining, REDIS_WORK_SHUTDOWN_WAIT_MS);
    await this.listener.stop();
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
