import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueModule, type ExtensionActions } from '@app/core';
import { ApplicationsModule } from '@app/applications';
import { CandidatesModule } from '@app/candidates';
import { UsersModule } from '@app/users';
import { JobsModule } from '@app/jobs';
import { TasksModule } from '@app/tasks';
import { AutomationMetrics } from './automation-metrics';
import { ActionSecrets } from './actions/action-secrets';
import { AUTOMATION_ACTIONS, type AutomationAction } from './actions/automation-action';
import { AutomationActionRegistry } from './actions/automation-action.registry';
import { BUILT_IN_ACTIONS } from './actions/built-in-actions';
import { HTTP_REQUEST_ACTION_PROVIDERS } from './actions/http-request.action';
import { AutomationRunStepEntity } from './persistence/automation-run-step.entity';
import { AutomationRunEntity } from './persistence/automation-run.entity';
import { AutomationEntity } from './persistence/automation.entity';
import { AutomationRunsRepository } from './persistence/automation-runs.repository';
import { AUTOMATION_RUNS_QUEUE } from './run-job';
import { RunQueueService } from './run-queue.service';
import { AutomationRunRedactionService } from './automation-run-redaction.service';
import { AutomationRunsService } from './automation-runs.service';
import { AutomationsRepository } from './persistence/automations.repository';
import { AutomationsService } from './automations.service';

/**
 * Definitions and runs, shared by the API and the worker. `AutomationsModule.withActions({ actions,
 * imports, providers })` adds an installation's own action classes to the built-in ones, with the
 * modules and providers they inject (docs/extending.md); ApiModule and WorkerModule pass their
 * extensions' actions.
 */
@Module({})
export class AutomationsModule {
  static withActions({ actions: extraActions = [], imports = [], providers = [] }: Partial<ExtensionActions> = {}): DynamicModule {
    const actions = [...BUILT_IN_ACTIONS, ...extraActions];
    return {
      module: AutomationsModule,
      global: true,
      imports: [
        TypeOrmModule.forFeature([AutomationEntity, AutomationRunEntity, AutomationRunStepEntity]),
        QueueModule.forQueue(AUTOMATION_RUNS_QUEUE),
        UsersModule,
        CandidatesModule,
        TasksModule,
        ApplicationsModule,
        JobsModule,
        ...imports,
      ],
      providers: [
        ...providers,
        ...actions,
        { provide: AUTOMATION_ACTIONS, inject: actions, useFactory: (...instances: AutomationAction[]) => instances },
        AutomationActionRegistry,
        ActionSecrets,
        ...HTTP_REQUEST_ACTION_PROVIDERS,
        AutomationRunsRepository,
        RunQueueService,
        AutomationRunsService,
        AutomationRunRedactionService,
        AutomationsRepository,
        AutomationsService,
        AutomationMetrics,
      ],
      exports: [
        AutomationActionRegistry,
        ActionSecrets,
        AutomationRunsRepository,
        RunQueueService,
        AutomationRunsService,
        AutomationsService,
        AutomationMetrics,
      ],
    };
  }
}
