import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { RowJobQueue } from '@app/core';
import { AUTOMATION_RUNS_QUEUE, type AutomationRunJob } from './run-job';

/** The automation-runs queue: one job per run row, its id the run id. */
@Injectable()
export class RunQueueService extends RowJobQueue<AutomationRunJob> {
  constructor(@InjectQueue(AUTOMATION_RUNS_QUEUE) queue: Queue<AutomationRunJob>) {
    super(queue, 'run', (runId) => ({ runId }));
  }
}
