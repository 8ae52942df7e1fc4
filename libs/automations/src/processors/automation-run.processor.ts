import { Inject, Injectable } from '@nestjs/common';
import { RowJobProcessor, type RowPass } from '@app/core';
import { parseAutomationRunJob, type AutomationRunJob } from '../run-job';
import { RunQueueService } from '../run-queue.service';
import { AUTOMATION_WORKER_OPTIONS, type AutomationWorkerOptions } from './automation-worker-options';
import { RunExecutor } from './run-executor.service';

/**
 * The automation-runs processor: one pass of the run per job run. A run that must wait (retry
 * backoff, open circuit, rate limit, a live worker holding it) waits as the same job, delayed.
 */
@Injectable()
export class AutomationRunProcessor extends RowJobProcessor<AutomationRunJob> {
  constructor(
    queue: RunQueueService,
    private readonly executor: RunExecutor,
    @Inject(AUTOMATION_WORKER_OPTIONS) options: AutomationWorkerOptions,
  ) {
    super(queue, options, parseAutomationRunJob);
  }

  protected pass(payload: AutomationRunJob): Promise<RowPass> {
    return this.executor.pass(payload.runId);
  }
}
