import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, OUTBOX_CHANNEL, PgListener, type AppConfig } from '@app/core';

/**
 * The API process's one LISTEN connection on the outbox channel (EventRecorder notifies it at each
 * commit), shared by every long-polling request of the change feed: a waiting request holds a
 * timer and a callback, never a pool connection.
 */
@Injectable()
export class ChangeNotifications implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(ChangeNotifications.name);
  private readonly waiters = new Set<() => void>();
  private stopping = false;
  readonly listener: PgListener;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.listener = new PgListener({
      connectionString: config.databaseUrl,
      channel: OUTBOX_CHANNEL,
      applicationName: 'ats-change-feed',
      reconnectDelayMs: 1000,
      logger: this.logger,
      onNotification: () => this.wakeAll(),
      // What committed while the connection was down was not announced: let every waiter look.
      onListening: () => this.wakeAll(),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
  }

  /** Before the HTTP server drains: every waiting request answers with what is there, so none holds the stop for up to 30 s. */
  beforeApplicationShutdown(): void {
    this.stopping = true;
    this.wakeAll();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener.stop();
  }

  /** True once the process is stopping: long polls answer at once. */
  get closed(): boolean {
    return this.stopping;
  }

  /** Resolves true at the next notification, false after `timeoutMs` without one (at once while stopping). */
  next(timeoutMs: number): Promise<boolean> {
    if (this.stopping) return Promise.resolve(false);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(wake);
    });
  }

  /** How many requests are waiting now. */
  get waiting(): number {
    return this.waiters.size;
  }

  private wakeAll(): void {
    for (const wake of [...this.waiters]) wake();
  }
}
