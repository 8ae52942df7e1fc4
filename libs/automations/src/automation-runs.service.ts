import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { InvalidStateError, NotFoundError, pageLimit, toPage, ValidationFailedError, type Page, type RowLock } from '@app/core';
import { RunStateRules } from './domain/run-rules';
import type { AutomationRunResponse, AutomationRunWithStepsResponse } from './representation/automation-run-response.dto';
import { presentRun, presentRunWithSteps } from './representation/automation-run.presenter';
import { AutomationRunEntity } from './persistence/automation-run.entity';
import { AutomationRunsRepository } from './persistence/automation-runs.repository';
import { AutomationsService } from './automations.service';
import { RunQueueService } from './run-queue.service';
import type { ListAutomationRunsQuery, ReplayRunInput } from './representation/automation-requests';

/** An automation's runs: list (GET /automations/{id}/runs), read with steps, cancel and replay (docs/api/events.md#runs). */
@Injectable()
export class AutomationRunsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AutomationRunsRepository,
    private readonly queue: RunQueueService,
    private readonly automations: AutomationsService,
  ) {}

  async list(automationId: string, query: ListAutomationRunsQuery): Promise<Page<AutomationRunResponse>> {
    await this.automations.findOrFail(this.dataSource.manager, automationId);
    return toPage(await this.repository.listRuns(automationId, query), pageLimit(query), presentRun);
  }

  async get(automationId: string, runId: string): Promise<AutomationRunWithStepsResponse> {
    await this.automations.findOrFail(this.dataSource.manager, automationId);
    const run = await this.runOrFail(this.dataSource.manager, automationId, runId);
    return presentRunWithSteps(run, await this.repository.steps(run.id));
  }

  /** A queued run is canceled at once, a running one between its steps (docs/api/states.md#automation-run). */
  async cancel(automationId: string, runId: string): Promise<AutomationRunResponse> {
    return this.dataSource.transaction(async (tx) => {
      await this.automations.findOrFail(tx, automationId);
      const run = await this.runOrFail(tx, automationId, runId, 'update');
      RunStateRules.assertCancelable(run.status);
      return presentRun(await this.repository.cancel(tx, run, new Date()));
    });
  }

  /**
   * A new run of the same event (`replayOfRunId`) under the automation's current definition,
   * conditions evaluated again, starting at `startStepIndex`. The automation must be running
   * (published and enabled), the original run finished.
   */
  async replay(automationId: string, runId: string, dto: ReplayRunInput): Promise<AutomationRunResponse> {
    const replay = await this.dataSource.transaction(async (tx) => {
      const automation = await this.automations.findOrFail(tx, automationId, 'update');
      const original = await this.runOrFail(tx, automationId, runId);
      RunStateRules.assertReplayable(original.status);
      if (automation.status !== 'published') throw new InvalidStateError(`A ${automation.status} automation does not run`, automation.status, ['published']);
      if (!automation.enabled) throw new InvalidStateError('A disabled automation does not run', 'disabled', ['enabled']);
      // After the state (409), like every reference a body makes to stored data (docs/adr/0008-order-of-checks-on-a-write.md).
      const startStepIndex = dto.startStepIndex ?? 0;
      if (startStepIndex >= automation.actions.length) {
        throw ValidationFailedError.body(
          'startStepIndex',
          `startStepIndex must be less than the number of the automation's actions (${automation.actions.length})`,
        );
      }
      return this.repository.insertReplay(tx, original, automation, startStepIndex, new Date());
    });
    await this.queue.enqueueSoon([replay.id]);
    return presentRun(replay);
  }

  private async runOrFail(tx: EntityManager, automationId: string, runId: string, lock?: RowLock): Promise<AutomationRunEntity> {
    const run = await this.repository.findRunOf(tx, automationId, runId, lock);
    if (run === null) throw new NotFoundError('Automation run', runId);
    return run;
  }
}
