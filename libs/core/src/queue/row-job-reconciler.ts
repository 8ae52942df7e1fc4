import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { JobState } from 'bullmq';
import { PeriodicTask } from '../scheduling/periodic-task';
import type { RowJobQueue } from './row-job-queue';
import type { RowJobWorkerOptions } from './row-job-worker-options';
import { REDIS_WORK_SHUTDOWN_WAIT_MS, settledWithin } from './settled-within';

/** Rows looked at per pass; a backlog larger than this is worked through pass after pass. */
const BATCH = 500;
/** Job states in which the job will still run (a paused queue keeps its jobs `waiting`): nothing to do. */
const LIVE_STATES: ReadonlySet<JobState | 'unknown'> = new Set<JobState>(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

/**
 * PostgreSQL is the source of truth (docs/architecture.md#processes): every `reconcileIntervalMs`, an open row that is due
 * but whose job is gone (Redis flushed or restarted, an enqueue lost after commit) or finished
 * without the row moving on (failed on infrastructure errors) is enqueued again. The job id is the
 * row id, so workers reconciling at the same time add it once.
 */
export abstract class RowJobReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(this.constructor.name);
  private readonly task: PeriodicTask;

  protected constructor(
    private readonly queue: RowJobQueue<unknown>,
    workerOptions: RowJobWorkerOptions,
    /** What the rows are, in the plural, for the log. */
    rowsName: string,
  ) {
    const schedule = { everyMs: workerOptions.reconcileIntervalMs, logger: this.logger, failure: `Reconciling ${rowsName}`, failureLevel: 'error' as const };
    this.task = new PeriodicTask(schedule, async () => {
      const count = await this.reconcile();
      if (count > 0) this.logger.warn(`Re-enqueued ${count} ${rowsName} that had no job`);
    });
  }

  /** Open rows that are due now (and older than `reconcileGraceMs`), oldest first, at most `limit`. */
  protected abstract dueRows(limit: number): Promise<Array<{ id: string }>>;

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async onModuleDestroy(): Promise<void> {
    await settledWithin(this.task.stop(), REDIS_WORK_SHUTDOWN_WAIT_MS);
  }

  /** One pass; returns how many rows were enqueued again. */
  async reconcile(): Promise<number> {
    const due = await this.dueRows(BATCH);
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
