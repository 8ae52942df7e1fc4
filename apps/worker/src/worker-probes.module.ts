import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import {
  APP_CONFIG,
  AppLogger,
  DependencyProbes,
  KnownQueues,
  logConnectionErrors,
  Metrics,
  OutboxBacklog,
  OutboxRelayModule,
  ProbeServer,
  QueueModule,
  REDIS,
  type AppConfig,
} from '@app/core';

/**
 * The worker's operations surface: JSON logs like the API's, and /health, /health/ready and
 * /metrics on WORKER_PORT. Its metrics add the outbox backlog and the depth of every queue the
 * contexts registered; the processors record their outcomes through their contexts' metrics.
 */
@Module({ imports: [QueueModule, OutboxRelayModule] })
export class WorkerProbesModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly server: ProbeServer;
  /** Read-only handles for counting jobs, on the shared Redis connection (closing them leaves it open). */
  private queues: Queue[] = [];
  /** The port listened on (WORKER_PORT, or the one chosen for port 0). */
  port: number | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly metrics: Metrics,
    private readonly knownQueues: KnownQueues,
    probes: DependencyProbes,
    backlog: OutboxBacklog,
    appLogger: AppLogger,
  ) {
    // The worker has no setup-app: Nest's logger becomes the JSON one as soon as it exists (the few
    // boot lines before it are Nest's plain ones unless main.ts buffers them and calls useLogger).
    Logger.overrideLogger(appLogger);
    this.server = new ProbeServer(metrics, probes);
    metrics.gaugeFromSource('ats_outbox_pending_events', 'Events written but not yet relayed by the worker', () => backlog.pendingEvents());
    metrics.gaugeFromSource('ats_outbox_oldest_pending_seconds', "Age of the oldest event not yet relayed (0 when none): the relay's lag", () =>
      backlog.oldestPendingSeconds(),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    // Every module is instantiated by now, so every context has registered its queue.
    this.queues = this.knownQueues.names().map((name) => new Queue(name, { connection: this.redis, prefix: this.config.queuePrefix }));
    for (const queue of this.queues) logConnectionErrors(queue, this.logger, `REDIS_URL: queue ${queue.name} (metrics)`);
    for (const queue of this.queues) this.metrics.observeQueue(queue);
    this.port = await this.server.listen(this.config.workerPort);
    this.logger.log(`Probes on port ${this.port}: /health, /health/ready, /metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server.close();
    await Promise.all(this.queues.map((queue) => queue.close().catch(() => undefined)));
  }
}
