import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, UnrecoverableError, Worker, type Job } from 'bullmq';
import { InvalidJobPayloadError, parseWebhookDeliveryJob, WEBHOOK_DELIVERIES_QUEUE, type WebhookDeliveryJob } from '@app/core';
import { DeliveryQueueService } from '../delivery-queue.service';
import { SecretCipher } from '../persistence/secret-cipher';
import { WebhookDispatchService } from '../webhook-dispatch.service';
import { WEBHOOK_WORKER_OPTIONS, type WebhookWorkerOptions } from './webhook-worker-options';

/**
 * The webhook-deliveries processor: one attempt per job run. A failed attempt moves the same job
 * (same id) to `delayed` until the delivery's nextRetryAt; the row in PostgreSQL is the record.
 * It owns its BullMQ Worker, so shutdown closes it before anything it needs (queue, database).
 */
@Injectable()
export class WebhookDeliveryProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveryProcessor.name);
  private worker: Worker<WebhookDeliveryJob> | undefined;

  constructor(
    private readonly queue: DeliveryQueueService,
    private readonly dispatch: WebhookDispatchService,
    private readonly cipher: SecretCipher,
    @Inject(WEBHOOK_WORKER_OPTIONS) private readonly options: WebhookWorkerOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.cipher.available) {
      this.logger.error('ENCRYPTION_KEY is not set: this worker delivers no webhooks; deliveries wait in the queue for a worker that has it');
      return;
    }
    const { connection, prefix } = this.queue.queue.opts;
    this.worker = new Worker<WebhookDeliveryJob>(WEBHOOK_DELIVERIES_QUEUE, (job, token) => this.process(job, token), {
      connection,
      prefix,
      concurrency: this.options.concurrency,
      lockDuration: this.options.lockDurationMs,
      stalledInterval: this.options.stalledIntervalMs,
      // A delivery is safe to run again (same webhook-id); a crash loop must not fail it for good.
      maxStalledCount: 10,
    });
    this.worker.on('error', (error) => this.logger.error(`webhook-deliveries worker: ${error.message}`));
    this.worker.on('failed', (job, error) => this.logger.error(`webhook-deliveries job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`));
  }

  /** Validates the payload, makes one attempt, and puts the job back for the next one when there is one. */
  async process(job: Job<WebhookDeliveryJob>, token?: string): Promise<void> {
    let payload: WebhookDeliveryJob;
    try {
      payload = parseWebhookDeliveryJob(job.data);
    } catch (error) {
      if (error instanceof InvalidJobPayloadError) throw new UnrecoverableError(error.message);
      throw error;
    }
    const result = await this.dispatch.attempt(payload.deliveryId);
    if (result.next === 'later') {
      await job.moveToDelayed(result.at.getTime(), token);
      throw new DelayedError();
    }
  }

  /** SIGTERM: take no new jobs, let in-flight deliveries finish (bounded), then close. */
  async beforeApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    if (worker === undefined) return;
    this.worker = undefined;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), this.options.shutdownTimeoutMs)));
    const finished = await Promise.race([worker.close().then(() => false as const), timedOut]);
    clearTimeout(timer);
    if (finished) {
      this.logger.warn(`Deliveries still in flight after ${this.options.shutdownTimeoutMs} ms: closing anyway (their jobs return to the queue when their locks lapse)`);
      await worker.close(true).catch(() => undefined);
    }
  }
}
