import { Inject, Injectable } from '@nestjs/common';
import { RowJobReconciler } from '@app/core';
import { AutomationRunsRepository } from '../persistence/automation-runs.repository';
import { RunQueueService } from '../run-queue.service';
import { AUTOMATION_WORKER_OPTIONS, type AutomationWorkerOptions } from './automation-worker-options';

/** Enqueues again an open run whose job is gone, including a running one whose worker stopped beating (see RowJobReconciler). */
@Injectable()
export class RunReconcilerService extends RowJobReconciler {
  constructor(
    private readonly repository: AutomationRunsRepository,
    queue: RunQueueService,
    @Inject(AUTOMATION_WORKER_OPTIONS) private readonly options: AutomationWorkerOptions,
  ) {
    super(queue, options, 'automation runs');
  }

  protected dueRows(limit: number): Promise<Array<{ id: string }>> {
    const now = new Date();
    return this.repository.dueOpenRuns(now, this.options.reconcileGraceMs, new Date(now.getTime() - this.options.staleAfterMs), limit);
  }
}
