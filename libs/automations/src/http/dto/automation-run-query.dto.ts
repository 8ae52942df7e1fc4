import { EnumField, IntegerField, PageQueryDto } from '@app/core';
import { AUTOMATION_LIMITS } from '../../domain/automation-rules';
import { RUN_STATUSES, type RunStatus } from '../../domain/run-rules';
import type { ListAutomationRunsQuery, ReplayRunInput } from '../../representation/automation-requests';

/** The query of GET /automations/{id}/runs. */
export class ListAutomationRunsDto extends PageQueryDto implements ListAutomationRunsQuery {
  @EnumField(RUN_STATUSES, { optional: true, enumName: 'AutomationRunStatus', description: 'Only runs in this status' }) status?: RunStatus;
}

/** POST /automations/{id}/runs/{runId}/replay: optional body. */
export class ReplayRunDto implements ReplayRunInput {
  @IntegerField({
    optional: true,
    min: 0,
    max: AUTOMATION_LIMITS.actionsMax - 1,
    description: "The step to start at (an index into the automation's actions); default 0",
    example: 0,
  })
  startStepIndex?: number;
}
