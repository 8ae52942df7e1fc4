import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { JobState } from 'bullmq';
import { DeliveryQueueService } from '../delivery-queue.service';
import { WebhooksRepository } from '../persistence/webhooks.repository';
import { WEBHOOK_WORKER_OPTIONS, type WebhookWorkerOptions } from './webhook-worker-options';

/** Rows looked at per pass; a backlog larger than this is worked through pass after pass. */
const BATCH = 500;
/** Job states in which the job will still run (a paused queue keeps its jobs `waiting`): nothing to do. */
const LIVE_STATES: ReadonlySet<JobState | 'unknown'> = new Set<JobState>(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

/**
 * PostgreSQL is the source of truth (ARCHITECTURE §1): a due pending/retrying delivery whose job is
 * gone (Redis flushed or restarted, an enqueue lost after commit) or finished without recording an
 * attempt (failed on infrastructure errors) is enqueued again. The job id is the delivery id, so
 * workers reconciling at the same time add it once.
 */
@Injectable()
export class DeliveryReconcilerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DeliveryReconcilerService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly queue: DeliveryQueueService,
    @Inject(WEBHOOK_WORKER_OPTIONS) private readonly options: WebhookWorkerOptions,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.options.reconcileIntervalMs);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running !== undefined) return;
    this.running = this.reconcile()
      .then((count) => {
        if (count > 0) this.logger.warn(`Re-enqueued ${count} webhook deliver${count === 1 ? 'y' : 'ies'} that had no job`);
      })
      .catch((error: Error) => this.logger.error(`Reconciling webhook deliveries failed: ${error.message}`))
      .finally(() => (this.running = undefined));
  }

  /** One pass; returns how many deliveries were enqueued again. */
  async reconcile(): Promise<number> {
    const due = await this.repository.dueOpenDeliveries(new Date(), this.options.reconcileGraceMs, BATCH);
    const missing: string[] = [];
    for (const { id } of due) {
      const state = await this.queue.queue.getJobState(id);
      if (LIVE_STATES.has(state)) continue;
      // completed/failed but the row is still open: the finished job must go before the id can be reused.
      if (state !== 'unknown') await this.queue.queue.remove(id);
      missing.push(id);
    }
    await this.queue.enqueue(missing.map((id) => ({ id })));
    return missing.length;
  }
}
