import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PeriodicTask } from '@app/core';
import { DataSource } from 'typeorm';
import { RetentionRepository, type PruneBatch } from '../persistence/retention.repository';
import { RetentionEnvironment } from '../retention.env';

export const RETENTION_PRUNER_OPTIONS = Symbol('RETENTION_PRUNER_OPTIONS');

export interface RetentionPrunerOptions {
  /** Time between two runs. */
  everyMs: number;
  /** Rows deleted per transaction: each batch holds its locks briefly. */
  batchSize: number;
}

export const DEFAULT_RETENTION_PRUNER_OPTIONS: RetentionPrunerOptions = { everyMs: 15 * 60_000, batchSize: 2000 };

const DAY_MS = 86_400_000;

export interface PruneResult {
  webhookDeliveries: number;
  automationRuns: number;
  outboxEvents: number;
}

/**
 * Retention (docs/api/sync.md#retention-and-410, docs/operations.md "Retention"), in the worker: finished webhook
 * deliveries, finished automation runs with their steps, then the outbox events nothing references
 * any more, each past its own retention, in bounded batches. The outbox step raises the change
 * feed's prune watermark, behind which a cursor is 410 CURSOR_EXPIRED.
 */
@Injectable()
export class RetentionPruner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionPruner.name);
  private readonly task: PeriodicTask;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly retention: RetentionEnvironment,
    @Inject(RETENTION_PRUNER_OPTIONS) private readonly options: RetentionPrunerOptions,
    private readonly repository: RetentionRepository,
  ) {
    const schedule = { everyMs: options.everyMs, firstAfterMs: 'spread' as const, logger: this.logger, failure: 'Pruning past retention' };
    this.task = new PeriodicTask(schedule, () => this.prune());
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** Prunes everything past its retention now; returns how many rows of each kind went. */
  async prune(now = new Date()): Promise<PruneResult> {
    const { CHANGES_RETENTION_DAYS, WEBHOOK_DELIVERY_RETENTION_DAYS, AUTOMATION_RUN_RETENTION_DAYS } = this.retention;
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const result = {
      webhookDeliveries: await this.inBatches(daysAgo(WEBHOOK_DELIVERY_RETENTION_DAYS), this.repository.pruneDeliveries),
      automationRuns: await this.inBatches(daysAgo(AUTOMATION_RUN_RETENTION_DAYS), this.repository.pruneRuns),
      outboxEvents: await this.inBatches(daysAgo(CHANGES_RETENTION_DAYS), this.repository.pruneOutbox),
    };
    if (result.webhookDeliveries + result.automationRuns + result.outboxEvents > 0) this.logger.log(`Pruned past retention: ${JSON.stringify(result)}`);
    return result;
  }

  /** Batch after batch, each its own transaction under the lock, until one finds nothing more (a replay's deletion frees its original). */
  private async inBatches(cutoff: Date, batch: PruneBatch): Promise<number> {
    let total = 0;
    while (!this.task.stopping) {
      const result = await this.dataSource.transaction(async (tx) => {
        return (await this.repository.tryLock(tx)) ? batch(tx, cutoff, this.options.batchSize) : { deleted: 0, more: false };
      });
      total += result.deleted;
      if (!result.more) break;
    }
    return total;
  }
}
