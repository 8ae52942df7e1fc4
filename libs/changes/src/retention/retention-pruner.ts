import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@app/core';

export const RETENTION_PRUNER_OPTIONS = Symbol('RETENTION_PRUNER_OPTIONS');

export interface RetentionPrunerOptions {
  /** Time between two runs. */
  everyMs: number;
  /** Rows deleted per transaction: each batch holds its locks briefly. */
  batchSize: number;
}

export const DEFAULT_RETENTION_PRUNER_OPTIONS: RetentionPrunerOptions = { everyMs: 15 * 60_000, batchSize: 2000 };

/** Transaction-level advisory lock: one worker prunes at a time, the others skip the run. */
const RETENTION_LOCK_KEY = 4215013;
const DAY_MS = 86_400_000;

export interface PruneResult {
  webhookDeliveries: number;
  automationRuns: number;
  outboxEvents: number;
}

type Batch = (tx: EntityManager, cutoff: Date, limit: number) => Promise<number>;

/**
 * Retention (CONTRACT §10, docs/operations.md "Retention"), in the worker: finished webhook
 * deliveries, finished automation runs with their steps, then the outbox events nothing references
 * any more, each past its own retention, in bounded batches. The outbox step raises the change
 * feed's prune watermark, behind which a cursor is 410 CURSOR_EXPIRED.
 */
@Injectable()
export class RetentionPruner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionPruner.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RETENTION_PRUNER_OPTIONS) private readonly options: RetentionPrunerOptions,
  ) {}

  onApplicationBootstrap(): void {
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.prune()
          .catch((error: Error) => this.logger.warn(`Pruning past retention failed: ${error.message}`))
          .finally(() => (this.running = undefined));
        schedule(this.options.everyMs);
      }, delay);
      this.timer.unref();
    };
    // A random offset spreads replicas that start together.
    schedule(Math.floor(Math.random() * this.options.everyMs));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Prunes everything past its retention now; returns how many rows of each kind went. */
  async prune(now = new Date()): Promise<PruneResult> {
    const { changes, webhookDeliveries, automationRuns } = this.config.retentionDays;
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const result = {
      webhookDeliveries: await this.inBatches(daysAgo(webhookDeliveries), pruneDeliveries),
      automationRuns: await this.inBatches(daysAgo(automationRuns), pruneRuns),
      outboxEvents: await this.inBatches(daysAgo(changes), pruneOutbox),
    };
    if (result.webhookDeliveries + result.automationRuns + result.outboxEvents > 0) this.logger.log(`Pruned past retention: ${JSON.stringify(result)}`);
    return result;
  }

  /** Batch after batch, each its own transaction under the lock, until one deletes nothing (a replay's deletion frees its original). */
  private async inBatches(cutoff: Date, batch: Batch): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      const deleted = await this.dataSource.transaction(async (tx) => {
        const [{ locked }] = (await tx.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [RETENTION_LOCK_KEY])) as Array<{ locked: boolean }>;
        return locked ? batch(tx, cutoff, this.options.batchSize) : -1;
      });
      if (deleted <= 0) break;
      total += deleted;
    }
    return total;
  }
}

async function countOf(tx: EntityManager, sql: string, parameters: unknown[]): Promise<number> {
  const [{ count }] = (await tx.query(sql, parameters)) as Array<{ count: number }>;
  return count;
}

/** Delivered, dead-lettered and canceled deliveries; a replayed one goes after its replays. */
const pruneDeliveries: Batch = (tx, cutoff, limit) =>
  countOf(
    tx,
    `WITH doomed AS (
       SELECT id FROM webhook_deliveries c
        WHERE c.created_at < $1 AND c.status IN ('delivered', 'dead_lettered', 'canceled')
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries r WHERE r.replay_of_id = c.id)
        LIMIT $2 FOR UPDATE SKIP LOCKED
     ), deleted AS (DELETE FROM webhook_deliveries WHERE id IN (SELECT id FROM doomed) RETURNING 1)
     SELECT count(*)::int AS count FROM deleted`,
    [cutoff, limit],
  );

/** Succeeded, skipped, dead-lettered and canceled runs with their steps; a replayed or parent run goes after the runs that name it. */
const pruneRuns: Batch = (tx, cutoff, limit) =>
  countOf(
    tx,
    `WITH doomed AS (
       SELECT id FROM automation_runs c
        WHERE c.created_at < $1 AND c.status IN ('succeeded', 'skipped', 'dead_lettered', 'canceled')
          AND NOT EXISTS (SELECT 1 FROM automation_runs r WHERE r.replay_of_run_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM automation_runs r WHERE r.parent_run_id = c.id)
        LIMIT $2 FOR UPDATE SKIP LOCKED
     ), steps AS (DELETE FROM automation_run_steps WHERE run_id IN (SELECT id FROM doomed))
     , deleted AS (DELETE FROM automation_runs WHERE id IN (SELECT id FROM doomed) RETURNING 1)
     SELECT count(*)::int AS count FROM deleted`,
    [cutoff, limit],
  );

/** Relayed events no delivery or run references; raises the feed's prune watermark to the highest position deleted. */
const pruneOutbox: Batch = (tx, cutoff, limit) =>
  countOf(
    tx,
    `WITH doomed AS (
       SELECT id FROM outbox_events o
        WHERE o.created_at < $1 AND o.published_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = o.id)
          AND NOT EXISTS (SELECT 1 FROM automation_runs r WHERE r.trigger_event_id = o.id)
        LIMIT $2 FOR UPDATE SKIP LOCKED
     ), deleted AS (DELETE FROM outbox_events WHERE id IN (SELECT id FROM doomed) RETURNING txid, seq)
     , highest AS (SELECT txid, seq FROM deleted ORDER BY txid DESC, seq DESC LIMIT 1)
     , watermark AS (
       UPDATE change_feed_state s SET pruned_txid = highest.txid, pruned_seq = highest.seq
         FROM highest WHERE (highest.txid, highest.seq) > (s.pruned_txid, s.pruned_seq)
     )
     SELECT count(*)::int AS count FROM deleted`,
    [cutoff, limit],
  );
