import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PeriodicTask } from '@app/core';
import { DataSource } from 'typeorm';
import { AuditEnvironment } from '../audit.env';
import { AuditRepository } from '../persistence/audit.repository';

export const AUDIT_PRUNER_OPTIONS = Symbol('AUDIT_PRUNER_OPTIONS');

export interface AuditPrunerOptions {
  everyMs: number;
  batchSize: number;
}

export const DEFAULT_AUDIT_PRUNER_OPTIONS: AuditPrunerOptions = { everyMs: 60 * 60_000, batchSize: 2000 };
const DAY_MS = 86_400_000;

/**
 * Audit retention (AUDIT_RETENTION_DAYS, docs/operations.md "Audit log"), in the worker: deletes the
 * chain's oldest events past retention from its start only, and keeps the last deleted hash as the
 * first retained event's predecessor, so the chain stays verifiable (docs/adr/0072-audit-chain.md).
 */
@Injectable()
export class AuditPruner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuditPruner.name);
  private readonly task: PeriodicTask;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly environment: AuditEnvironment,
    private readonly repository: AuditRepository,
    @Inject(AUDIT_PRUNER_OPTIONS) private readonly options: AuditPrunerOptions,
  ) {
    const schedule = { everyMs: options.everyMs, firstAfterMs: 'spread' as const, logger: this.logger, failure: 'Pruning audit events' };
    this.task = new PeriodicTask(schedule, () => this.prune());
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** Deletes the events older than the retention from the start of the chain, batch after batch; answers how many went. */
  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.environment.AUDIT_RETENTION_DAYS * DAY_MS);
    let total = 0;
    while (!this.task.stopping) {
      const deleted = await this.dataSource.transaction(async (tx) => {
        if (!(await this.repository.tryLockPruner(tx))) return 0;
        const oldest = await this.repository.oldest(tx, this.options.batchSize);
        // Only a prefix of the chain goes: the first young event stops the batch, whatever follows it.
        const end = oldest.findIndex((row) => row.occurredAt >= cutoff);
        const doomed = end === -1 ? oldest : oldest.slice(0, end);
        if (doomed.length === 0) return 0;
        return this.repository.prune(
          tx,
          doomed.map((row) => row.id),
          doomed[doomed.length - 1],
        );
      });
      total += deleted;
      if (deleted < this.options.batchSize) break;
    }
    if (total > 0) this.logger.log(`Pruned ${total} audit events past retention`);
    return total;
  }
}
