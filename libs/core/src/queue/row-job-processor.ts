import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, UnrecoverableError, Worker, type Job } from 'bullmq';
import { logConnectionErrors } from '../redis/connection-errors';
import { closeWorker } from './close-worker';
import { InvalidJobPayloadError } from './jobs';
import type { RowJobQueue } from './row-job-queue';
import type { RowJobWorkerOptions } from './row-job-worker-options';

/** What a pass over a row leaves its job to do: nothing more, or run again at `at`. */
export type RowPass = { next: 'done' } | { next: 'later'; at: Date };

/**
 * A BullMQ processor for a RowJobQueue: validates each job's payload (a bad one fails for good),
 * makes one pass over its row, and when the row says "later" moves the same job (same id) to
 * `delayed` until then; the row in PostgreSQL is the record. It owns its Worker, so shutdown closes
 * it before anything it needs (queue, database).
 */
export abstract class RowJobProcessor<Data> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private worker: Worker<Data> | undefined;

  protected constructor(
    private readonly rowQueue: RowJobQueue<Data>,
    private readonly workerOptions: RowJobWorkerOptions,
    private readonly parse: (data: unknown) => Data,
  ) {}

  /** One pass over the job's row. */
  protected abstract pass(payload: Data): Promise<RowPass>;

  /** False keeps this process from taking jobs (they wait for a process that can). */
  protected canProcess(): boolean {
    return true;
  }

  onApplicationBootstrap(): void {
    if (!this.canProcess()) return;
    const { connection, prefix } = this.rowQueue.queue.opts;
    const name = this.rowQueue.queue.name;
    this.worker = new Worker<Data>(name, (job, token) => this.process(job, token), {
      connection,
      prefix,
      concurrency: this.workerOptions.concurrency,
      lockDuration: this.workerOptions.lockDurationMs,
      stalledInterval: this.workerOptions.stalledIntervalMs,
      // A pass is safe to make again (the row records what is done); a crash loop must not fail a job for good.
      maxStalledCount: 10,
    });
    logConnectionErrors(this.worker, this.logger, `${name} worker`);
    this.worker.on('failed', (job, error) => this.logger.error(`${name} job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`));
  }

  async process(job: Job<Data>, token?: string): Promise<void> {
    let payload: Data;
    try {
      payload = this.parse(job.data);
    } catch (error) {
      if (error instanceof InvalidJobPayloadError) throw new UnrecoverableError(error.message);
      throw error;
    }
    const result = await this.pass(payload);
    if (result.next === 'later') {
      await job.moveToDelayed(result.at.getTime(), token);
      throw new DelayedError();
    }
  }

  /** SIGTERM: take no new jobs, let the ones in progress finish (bounded), then close. */
  async beforeApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    if (worker === undefined) return;
    this.worker = undefined;
    if (await closeWorker(worker, this.workerOptions.shutdownTimeoutMs)) {
      this.logger.warn(
        `The ${this.rowQueue.queue.name} worker was closed by force (jobs still in progress after ${this.workerOptions.shutdownTimeoutMs} ms, ` +
          'or Redis out of reach): their jobs run again once their locks lapse',
      );
    }
  }
}
