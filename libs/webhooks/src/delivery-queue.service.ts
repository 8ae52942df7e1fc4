import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JOB_RETENTION, WEBHOOK_DELIVERIES_QUEUE, type WebhookDeliveryJob } from '@app/core';

/** How long a request of the API waits for Redis before leaving the job to the reconciler. */
const API_ENQUEUE_TIMEOUT_MS = 2000;

/** The webhook-deliveries queue: one job per delivery row, its id the delivery id. */
@Injectable()
export class DeliveryQueueService {
  private readonly logger = new Logger(DeliveryQueueService.name);

  constructor(@InjectQueue(WEBHOOK_DELIVERIES_QUEUE) readonly queue: Queue<WebhookDeliveryJob>) {}

  /**
   * Adds a job per delivery; a job that already exists with that id is left as it is. `attempts`
   * covers infrastructure failures inside the processor (database briefly down); failed deliveries
   * are retried by the delivery's own schedule, not by BullMQ.
   */
  async enqueue(deliveries: ReadonlyArray<{ id: string; delayMs?: number }>): Promise<void> {
    if (deliveries.length === 0) return;
    await this.queue.addBulk(
      deliveries.map(({ id, delayMs }) => ({
        name: 'deliver',
        data: { deliveryId: id },
        opts: { jobId: id, delay: delayMs !== undefined && delayMs > 0 ? delayMs : undefined, attempts: 5, backoff: { type: 'exponential', delay: 1000 }, ...JOB_RETENTION },
      })),
    );
  }

  /**
   * For API requests (replay, test): queued at once when Redis answers in time; otherwise the row is
   * committed anyway and the worker's reconciler enqueues it, so the request never fails on Redis.
   */
  async enqueueSoon(ids: readonly string[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${API_ENQUEUE_TIMEOUT_MS} ms`)), API_ENQUEUE_TIMEOUT_MS)));
    const work = this.enqueue(ids.map((id) => ({ id })));
    work.catch(() => undefined); // a late failure after the timeout is already logged below
    try {
      await Promise.race([work, timeout]);
    } catch (error) {
      this.logger.warn(`Could not enqueue deliveries ${ids.join(', ')} (the reconciler will): ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
