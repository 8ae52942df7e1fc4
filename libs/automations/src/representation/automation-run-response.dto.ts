import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { RUN_STATUSES, STEP_STATUSES } from '../domain/run-rules';

const nullable = (type: StringConstructor | NumberConstructor, extra: object = {}) => ({ type, nullable: true, ...extra }) as const;
const anyJson = (description: string) =>
  ({
    nullable: true,
    description,
    oneOf: [{ type: 'object' }, { type: 'array', items: {} }, { type: 'string' }, { type: 'number' }, { type: 'boolean' }],
  }) as ApiPropertyOptions;

/** The spec's Automation run. */
export class AutomationRunResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The automation' }) workflowId: string;
  @ApiProperty({ example: 'application.stage_changed' }) triggerEvent: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The event as relayed: { type, timestamp, data }' }) triggerPayload: Record<
    string,
    unknown
  >;
  @ApiProperty(anyJson('What the conditions (JsonLogic) returned; null until evaluated')) conditionResult: unknown;
  @ApiProperty({ enum: RUN_STATUSES, enumName: 'AutomationRunStatus' }) status: string;
  @ApiProperty({ description: 'The version of the definition this run executes' }) definitionVersion: number;
  @ApiProperty({ description: 'Attempts started so far' }) attemptCount: number;
  @ApiProperty() maxAttempts: number;
  @ApiProperty(
    nullable(String, { format: 'date-time', description: 'When the run may start or be retried (waiting on a backoff, an open circuit or a rate limit)' }),
  )
  nextAttemptAt: string | null;
  @ApiProperty(nullable(String, { format: 'date-time', description: 'When a worker took the run (while running)' })) lockedAt: string | null;
  @ApiProperty(nullable(String, { format: 'date-time', description: "The holding worker's latest heartbeat (while running)" })) heartbeatAt: string | null;
  @ApiProperty(nullable(String, { format: 'date-time' })) deadLetteredAt: string | null;
  @ApiProperty(nullable(String, { format: 'date-time' })) cancelRequestedAt: string | null;
  @ApiProperty(nullable(String, { format: 'date-time' })) cancelledAt: string | null;
  @ApiProperty(nullable(Number, { description: 'Time spent executing, summed over attempts' })) durationMs: number | null;
  @ApiProperty({ description: 'The first step this run executes (replays may start later)' }) startStepIndex: number;
  @ApiProperty(nullable(String, { format: 'uuid', description: 'The run this one replays' })) replayOfRunId: string | null;
  @ApiProperty(nullable(String, { format: 'date-time' })) startedAt: string | null;
  @ApiProperty(nullable(String, { format: 'date-time' })) finishedAt: string | null;
  @ApiProperty(nullable(String, { format: 'uuid', description: "The run whose action's change triggered this one" })) parentRunId: string | null;
  @ApiProperty(nullable(String, { description: 'Why the latest attempt failed, or why the run was not started' })) error: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** One action of one run, as its latest attempt left it. */
export class AutomationRunStepResponse {
  @ApiProperty({ description: "The action's position in the definition, from 0" }) index: number;
  @ApiProperty({ example: 'create_task' }) type: string;
  @ApiProperty({ enum: STEP_STATUSES, enumName: 'AutomationRunStepStatus' }) status: string;
  @ApiProperty({ description: 'The run attempt that last executed the step' }) attempt: number;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'What the action returned (succeeded steps)' }) output: Record<
    string,
    unknown
  > | null;
  @ApiProperty(nullable(String, { description: 'Why the step failed' })) error: string | null;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty(nullable(String, { format: 'date-time' })) finishedAt: string | null;
  @ApiProperty(nullable(Number)) durationMs: number | null;
}

/** GET /automations/{id}/runs/{runId}: the run with its steps (docs/api/resources.md#automations-and-runs). */
export class AutomationRunWithStepsResponse extends AutomationRunResponse {
  @ApiProperty({ type: [AutomationRunStepResponse] }) steps: AutomationRunStepResponse[];
}
