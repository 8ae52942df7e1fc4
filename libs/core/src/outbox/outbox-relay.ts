import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OUTBOX_CHANNEL } from '../events/event-recorder';
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
 * The transactional outbox relay (ARCHITECTURE §1): wakes on NOTIFY (or the poll), claims unpublished
 * rows with FOR UPDATE SKIP LOCKED so any number of workers share them, lets every consumer fan
 * them out in the same transaction, marks them published, and runs the consumers' after-commit work.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener: Client | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OUTBOX_RELAY_OPTIONS) private readonly options: OutboxRelayOptions,
    private readonly consumers: OutboxConsumers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.pollTimer = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.wake();
  }

  /** Stops claiming new batches and waits for the one in progress. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.reconnectTimer);
    await this.draining;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
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
      const rows: Array<{ id: string; type: string; created_at: Date }> = await tx.query(
        `SELECT id, type, created_at FROM outbox_events WHERE published_at IS NULL
          ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize],
      );
      if (rows.length === 0) return 0;
      const events: OutboxEventRef[] = rows.map((row) => ({ id: row.id, type: row.type, createdAt: row.created_at }));
      for (const consumer of this.consumers.all()) {
        const after = await consumer.fanOut(tx, events);
        if (after !== undefined) afterCommit.push(after);
      }
      await tx.query(`UPDATE outbox_events SET published_at = $2 WHERE id = ANY($1::uuid[])`, [events.map((event) => event.id), new Date()]);
      return events.length;
    });
    for (const after of afterCommit) {
      // The rows are committed: whatever is not enqueued now, the consumer's reconciler enqueues later.
      await after().catch((error: Error) => this.logger.warn(`After-commit work of the outbox relay failed: ${error.message}`));
    }
    return relayed;
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'ats-outbox-relay' });
    const reconnect = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn(`The outbox LISTEN connection closed${error ? `: ${error.message}` : ''}; polling until it is back`);
      this.reconnectTimer = setTimeout(() => void this.listen(), this.options.reconnectDelayMs);
    };
    this.listener = client;
    client.on('notification', () => this.wake());
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      // Rows committed while the connection was down were not announced.
      this.wake();
    } catch (error) {
      reconnect(error as Error);
    }
  }
}
