import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import type { RequestHandler } from 'express';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { KnownQueues } from '../queue/known-queues';
import { logConnectionErrors } from '../redis/connection-errors';
import { basicAuth } from './basic-auth';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Bull Board over the BullMQ queues, for operators. Off unless ADMIN_DASHBOARD_USER and
 * ADMIN_DASHBOARD_PASSWORD are set; then behind HTTP basic auth. Every queue the contexts registered
 * (KnownQueues) is shown, opened on one Redis connection of their own, with the installation's QUEUE_PREFIX.
 */
@Injectable()
export class QueueDashboard implements OnApplicationShutdown {
  private connection: Redis | undefined;
  private queues: Queue[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly knownQueues: KnownQueues,
  ) {}

  /** The middleware to mount at QUEUE_DASHBOARD_PATH, or undefined when the dashboard is off. */
  handler(): RequestHandler[] | undefined {
    const credentials = this.config.adminDashboard;
    if (credentials === undefined) return undefined;
    this.connection = new Redis(this.config.redisUrl, { connectionName: 'ats-queue-dashboard', maxRetriesPerRequest: null });
    this.connection.on('error', () => undefined);
    this.queues = this.knownQueues.names().map((name) => new Queue(name, { connection: this.connection!, prefix: this.config.queuePrefix }));
    for (const queue of this.queues) logConnectionErrors(queue, new Logger('QueueDashboard'), `REDIS_URL: queue ${queue.name} (dashboard)`);
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: this.queues.map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Recruiting queues' } },
    });
    return [basicAuth(credentials.user, credentials.password, 'Queue dashboard'), serverAdapter.getRouter() as RequestHandler];
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close().catch(() => undefined)));
    await this.connection?.quit().catch(() => this.connection?.disconnect());
  }
}
