import { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JOB_RETENTION } from './jobs';

/** How long a request of the API waits for Redis before leaving the job to the worker's reconciler. */
const API_ENQUEUE_TIMEOUT_MS = 2000;

/**
 * A queue with one job per PostgreSQL row, the job id being the row id (docs/architecture.md#processes): adding a
 * job that exists already is a no-op, and a reconciler can enqueue any row again safely. `attempts`
 * covers infrastructure failures inside the processor (database briefly down); the row's own
 * schedule drives retries of the work itself.
 */
export abstract class RowJobQueue<Data> {
  private readonly logger = new Logger(this.constructor.name);

  protected constructor(
    readonly queue: Queue,
    private readonly jobName: string,
    private readonly payloadOf: (id: string) => Data,
  ) {}

  async enqueue(rows: ReadonlyArray<{ id: string; delayMs?: number }>): Promise<void> {
    if (rows.length === 0) return;
    await this.queue.addBulk(
      rows.map(({ id, delayMs }) => ({
        name: this.jobName,
        data: this.payloadOf(id),
        opts: {
          jobId: id,
          delay: delayMs !== undefined && delayMs > 0 ? delayMs : undefined,
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
          ...JOB_RETENTION,
        },
      })),
    );
  }

  /**
   * For API requests: queued at once when Redis answers in time; otherwise the row is committed
   * anyway and the worker's reconciler enqueues it, so the request never fails on Redis.
   */
  async enqueueSoon(ids: readonly string[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${API_ENQUEUE_TIMEOUT_MS} ms`)), API_ENQUEUE_TIMEOUT_MS)),
    );
    const work = this.enqueue(ids.map((id) => ({ id })));
    work.catch(() => undefined); // a late failure after the timeout is already logged below
    try {
      await Promise.race([work, timeout]);
    } catch (error) {
      this.logger.warn(`Could not enqueue ${this.jobName} jobs ${ids.join(', ')} (the reconciler will): ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
