import { Inject, Injectable } from '@nestjs/common';
import { RowJobProcessor, type RowPass } from '@app/core';
import { parseBulkActionJob, type BulkActionJob } from '../bulk-job';
import { BulkQueueService } from '../bulk-queue.service';
import { BulkRun } from './bulk-run.service';
import { BULK_WORKER_OPTIONS, type BulkWorkerOptions } from './bulk-worker-options';

/** The bulk-actions processor: one pass of the bulk per job run; a worker killed mid-run leaves its job to BullMQ's stalled check. */
@Injectable()
export class BulkActionProcessor extends RowJobProcessor<BulkActionJob> {
  constructor(
    queue: BulkQueueService,
    private readonly run: BulkRun,
    @Inject(BULK_WORKER_OPTIONS) options: BulkWorkerOptions,
  ) {
    super(queue, options, parseBulkActionJob);
  }

  protected pass(payload: BulkActionJob): Promise<RowPass> {
    return this.run.pass(payload.bulkActionId);
  }
}
