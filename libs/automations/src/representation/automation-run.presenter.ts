import type { AutomationRunStepEntity } from '../persistence/automation-run-step.entity';
import type { AutomationRunEntity } from '../persistence/automation-run.entity';
import type { AutomationRunResponse, AutomationRunStepResponse, AutomationRunWithStepsResponse } from './automation-run-response.dto';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function presentRun(run: AutomationRunEntity): AutomationRunResponse {
  return {
    id: run.id,
    workflowId: run.automationId,
    triggerEvent: run.triggerEvent,
    triggerPayload: run.triggerPayload,
    conditionResult: run.conditionsEvaluated ? run.conditionResult : null,
    status: run.status,
    definitionVersion: run.definitionVersion,
    attemptCount: run.attemptCount,
    maxAttempts: run.maxAttempts,
    nextAttemptAt: iso(run.nextAttemptAt),
    lockedAt: iso(run.lockedAt),
    heartbeatAt: iso(run.heartbeatAt),
    deadLetteredAt: iso(run.deadLetteredAt),
    cancelRequestedAt: iso(run.cancelRequestedAt),
    cancelledAt: iso(run.cancelledAt),
    durationMs: run.durationMs,
    startStepIndex: run.startStepIndex,
    replayOfRunId: run.replayOfRunId,
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    parentRunId: run.parentRunId,
    error: run.error,
    createdAt: run.createdAt.toISOString(),
  };
}

export function presentStep(step: AutomationRunStepEntity): AutomationRunStepResponse {
  return {
    index: step.stepIndex,
    type: step.type,
    status: step.status,
    attempt: step.attempt,
    output: step.output,
    error: step.error,
    startedAt: step.startedAt.toISOString(),
    finishedAt: iso(step.finishedAt),
    durationMs: step.durationMs,
  };
}

export function presentRunWithSteps(run: AutomationRunEntity, steps: readonly AutomationRunStepEntity[]): AutomationRunWithStepsResponse {
  return { ...presentRun(run), steps: steps.map(presentStep) };
}
