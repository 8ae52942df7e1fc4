import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppLogger, DependencyProbes, knownQueueNames, Metrics, ProbeServer, REDIS, type AppConfig } from '@app/core';

/**
 * The worker's operations surface: JSON logs like the API's, and /health, /health/ready and
 * /metrics on WORKER_PORT. Its metrics add the outbox backlog and the depth of every queue; the
 * processors record their outcomes through `Metrics`.
 */
@Module({})
export class WorkerProbesModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly server: ProbeServer;
  /** Read-only handles for counting jobs, on the shared Redis connection (closing them leaves it open). */
  private readonly queues: Queue[];
  /** The port listened on (WORKER_PORT, or the one chosen for port 0). */
  port: number | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() dataSource: DataSource,
    @Inject(REDIS) redis: Redis,
    metrics: Metrics,
    probes: DependencyProbes,
    appLogger: AppLogger,
  ) {
    // The worker has no setup-app: Nest's logger becomes the JSON one as soon as it exists (the few
    // boot lines before it are Nest's plain ones unless main.ts buffers them and calls useLogger).
    Logger.overrideLogger(appLogger);
    this.server = new ProbeServer(metrics, probes);
    this.queues = knownQueueNames().map((name) => new Queue(name, { connection: redis, prefix: config.queuePrefix }));
    for (const queue of this.queues) metrics.observeQueue(queue);
    metrics.gaugeFromSource('ats_outbox_pending_events', 'Events written but not yet relayed by the worker', async () => {
      const [row] = await dataSource.query(`SELECT count(*)::int AS pending FROM outbox_events WHERE published_at IS NULL`);
      return row.pending;
    });
    metrics.gaugeFromSource('ats_outbox_oldest_pending_seconds', 'Age of the oldest event not yet relayed (0 when none): the relay\'s lag', async () => {
      const [row] = await dataSource.query(`SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age FROM outbox_events WHERE published_at IS NULL`);
      return row.age;
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.port = await this.server.listen(this.config.workerPort);
    this.logger.log(`Probes on port ${this.port}: /health, /health/ready, /metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server.close();
    await Promise.all(this.queues.map((queue) => queue.close().catch(() => undefined)));
  }
}
