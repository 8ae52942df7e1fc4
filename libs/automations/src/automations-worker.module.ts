import { Module } from '@nestjs/common';
import { OutboxRelayModule, RowJobFanout } from '@app/core';
import { actionParityCheck } from './actions/action-parity';
import { AutomationRunsRepository } from './persistence/automation-runs.repository';
import { AutomationRunProcessor } from './processors/automation-run.processor';
import { DEFAULT_AUTOMATION_WORKER_OPTIONS, AUTOMATION_WORKER_OPTIONS } from './processors/automation-worker-options';
import { RunExecutor } from './processors/run-executor.service';
import { RunReconcilerService } from './processors/run-reconciler.service';
import { RunThrottle } from './processors/run-throttle';
import { RunQueueService } from './run-queue.service';

/**
 * The automation half of the worker (apps/worker imports it next to AutomationsModule.withActions()):
 * the outbox relay's automation fan-out, the run processor, the reconciler and the check that this
 * worker runs every action type the API accepts. Tests override
 * AUTOMATION_WORKER_OPTIONS.
 */
@Module({
  imports: [OutboxRelayModule],
  providers: [
    { provide: AUTOMATION_WORKER_OPTIONS, useValue: DEFAULT_AUTOMATION_WORKER_OPTIONS },
    RunThrottle,
    RunExecutor,
    // The relay's automation consumer: a run per matching automation, then a job per queued run.
    RowJobFanout.provider('automations', AutomationRunsRepository, RunQueueService),
    AutomationRunProcessor,
    RunReconcilerService,
    actionParityCheck('worker'),
  ],
})
export class AutomationsWorkerModule {}
