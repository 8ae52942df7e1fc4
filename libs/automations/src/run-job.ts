import { parseRowJob } from '@app/core';

/** The automations context's queue (docs/architecture.md#contexts): one job per `automation_runs` row; the job id is the run id. */
export const AUTOMATION_RUNS_QUEUE = 'automation-runs';

export interface AutomationRunJob {
  runId: string;
}

/** Validates an automation-runs job's payload when the processor starts it (docs/architecture.md#contexts). */
export function parseAutomationRunJob(data: unknown): AutomationRunJob {
  return { runId: parseRowJob(AUTOMATION_RUNS_QUEUE, 'runId', data) };
}
