import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { RowJobQueue } from '@app/core';
import { BULK_ACTIONS_QUEUE, type BulkActionJob } from './bulk-job';

/** The bulk-actions queue: one job per bulk action, its id the bulk's id. */
@Injectable()
export class BulkQueueService extends RowJobQueue<BulkActionJob> {
  constructor(@InjectQueue(BULK_ACTIONS_QUEUE) queue: Queue<BulkActionJob>) {
    super(queue, 'bulk-action', (bulkActionId) => ({ bulkActionId }));
  }
}
