import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { transactionDepthOf } from '../database/transaction-depth';
import { logConnectionErrors } from '../redis/connection-errors';
import { REDIS } from '../redis/redis.module';

export type CommitListener = () => void;

/**
 * "Events were committed", between processes, without a commit-serializing NOTIFY (docs/adr/0085-commit-signal.md):
 * the process that committed publishes on Redis once per turn of its event loop, however many commits the turn saw;
 * the outbox relay and the change feed's long polls subscribe. A lost message (a process dying between its commit and
 * the publish, Redis away) is covered by their safety polls of a second.
 */
@Injectable()
export class CommitSignal implements EntitySubscriberInterface, OnApplicationShutdown {
  private readonly logger = new Logger(CommitSignal.name);
  private readonly channel: string;
  /** Transactions that recorded events and have not ended yet. */
  private readonly pending = new WeakSet<QueryRunner>();
  private publishing = false;
  private subscriber: Redis | undefined;
  private readonly listeners = new Set<CommitListener>();
  private readonly resubscribed = new Set<CommitListener>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.channel = `${config.queuePrefix}:outbox:committed`;
    dataSource.subscribers.push(this);
  }

  /** EventRecorder, after an event's statement: announced now, or at the commit of the transaction it ran in. */
  recorded(runner: DataSource | EntityManager): void {
    const queryRunner = runner instanceof DataSource ? undefined : runner.queryRunner;
    if (queryRunner?.isTransactionActive === true) this.pending.add(queryRunner);
    else this.committed();
  }

  /** Whether the transaction running on `queryRunner` has recorded an event so far (a write that changed something). */
  hasRecorded(queryRunner: QueryRunner): boolean {
    return this.pending.has(queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A savepoint's release commits nothing by itself.
    if (transactionDepthOf(event) === 0 && this.pending.delete(event.queryRunner)) this.committed();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (transactionDepthOf(event) === 0) this.pending.delete(event.queryRunner);
  }

  /** Tells this process's listeners at once, and every process once at the end of this turn. */
  committed(): void {
    for (const listener of this.listeners) listener();
    if (this.publishing) return;
    this.publishing = true;
    setImmediate(() => {
      this.publishing = false;
      this.redis.publish(this.channel, '').catch((error: Error) => this.logger.warn(`Cannot announce a commit: ${error.message}`));
    });
  }

  /**
   * Calls `listener` after every commit announced by any process (this one's at once), and `onSubscribed` each time the
   * subscription is (again) in place: what committed while it was down was not announced.
   */
  subscribe(listener: CommitListener, onSubscribed: CommitListener = listener): () => void {
    this.listeners.add(listener);
    this.resubscribed.add(onSubscribed);
    this.subscriber ??= this.openSubscriber();
    return () => {
      this.listeners.delete(listener);
      this.resubscribed.delete(onSubscribed);
    };
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.subscriber = undefined;
  }

  /** One subscribed connection per process (a subscribed connection cannot run commands), named for tests and CLIENT LIST. */
  private openSubscriber(): Redis {
    const subscriber = new Redis(this.config.redisUrl, { connectionName: `ats-commit-signal:${this.config.queuePrefix}`, maxRetriesPerRequest: null });
    logConnectionErrors(subscriber, this.logger, 'REDIS_URL: the commit signal');
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => {
          for (const listener of this.resubscribed) listener();
        },
        (error: Error) => this.logger.error(`Cannot subscribe to ${this.channel}: ${error.message}`),
      );
    });
    subscriber.on('message', () => {
      for (const listener of this.listeners) listener();
    });
    return subscriber;
  }
}
