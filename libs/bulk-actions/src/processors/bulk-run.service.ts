import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RowPass } from '@app/core';
import { finishedStatus, MAX_BULK_ATTEMPTS } from '../domain/bulk-action-rules';
import { BulkActionsRepository } from '../persistence/bulk-actions.repository';
import { BulkItemRunner } from './bulk-item-runner.service';
import { BULK_WORKER_OPTIONS, type BulkWorkerOptions } from './bulk-worker-options';

/**
 * One pass of a bulk action's run (docs/adr/0101-bulk-actions-run-item-by-item.md): claims it, does every item that
 * has no result yet (a pass after a crash resumes where the results end), `itemConcurrency` at a time, then ends it
 * `succeeded` with its counts. A pass that stops on an error outside the items (the database out of reach) is
 * retried by its job; after MAX_BULK_ATTEMPTS passes the bulk is `failed`, its results kept.
 */
@Injectable()
export class BulkRun {
  private readonly logger = new Logger(BulkRun.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BulkActionsRepository,
    private readonly runner: BulkItemRunner,
    @Inject(BULK_WORKER_OPTIONS) private readonly options: BulkWorkerOptions,
  ) {}

  async pass(id: string): Promise<RowPass> {
    const bulk = await this.repository.claim(id);
    if (bulk === null) return { next: 'done' };
    if (bulk.attemptCount > MAX_BULK_ATTEMPTS) {
      this.logger.error(`Bulk action ${id} stopped after ${MAX_BULK_ATTEMPTS} passes that could not finish it: failed`);
      await this.repository.finish(id, 'failed', await this.repository.counts(this.dataSource.manager, id));
      return { next: 'done' };
    }
    const done = await this.repository.doneIds(this.dataSource.manager, id);
    const pending = bulk.itemIds.filter((itemId) => !done.has(itemId));
    let next = 0;
    const lane = async () => {
      while (next < pending.length) await this.runner.run(bulk, pending[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(this.options.itemConcurrency, pending.length) }, lane));
    const counts = await this.repository.counts(this.dataSource.manager, id);
    const status = finishedStatus(bulk.itemIds.length, counts);
    // Every item has a result unless one was lost to a race with another pass that has not written it yet: that pass ends it.
    if (status !== null) await this.repository.finish(id, status, counts);
    return { next: 'done' };
  }
}
