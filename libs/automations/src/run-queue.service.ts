import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { AUTOMATION_RUNS_QUEUE, RowJobQueue, type AutomationRunJob } from '@app/core';

/** The automation-runs queue: one job per run row, its id the run id. */
@Injectable()
export class RunQueueService extends RowJobQueue<AutomationRunJob> {
  constructor(@InjectQueue(AUTOMATION_RUNS_QUEUE) queue: Queue<AutomationRunJob>) {
    super(queue, 'run', (runId) => ({ runId }));
  }
}
