import { ApiProperty } from '@nestjs/swagger';
import { AUTOMATION_STATUSES } from '../domain/automation-rules';

const nullableUuid = { type: String, format: 'uuid', nullable: true } as const;
const nullableTimestamp = { type: String, format: 'date-time', nullable: true } as const;

export class AutomationTriggerResponse {
  @ApiProperty({ example: 'application.stage_changed' }) event: string;
}

export class AutomationActionResponse {
  @ApiProperty({ example: 'add_tag' }) type: string;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { label: 'fast-track' } }) config: Record<string, unknown>;
  @ApiProperty() continueOnError: boolean;
}

/** The spec's Automation; its http_request signing secret is never read back (see rotate-secret). */
export class AutomationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Fast-track referrals' }) name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ description: 'Only published and enabled automations run' }) enabled: boolean;
  @ApiProperty({ enum: AUTOMATION_STATUSES, enumName: 'AutomationStatus' }) status: string;
  @ApiProperty({ example: 'application.stage_changed', description: 'The event that starts a run (trigger.event)' }) triggerEvent: string;
  @ApiProperty({ type: AutomationTriggerResponse }) trigger: AutomationTriggerResponse;
  @ApiProperty({
    nullable: true,
    description: 'A JsonLogic expression over { event: { type, data } }; null runs the actions for every event',
    oneOf: [{ type: 'object', additionalProperties: true }, { type: 'array', items: {} }, { type: 'string' }, { type: 'number' }, { type: 'boolean' }],
    example: { '==': [{ var: 'event.data.toStageId' }, '0190a0b4-8a3e-7c2d-9f00-1234567890ab'] },
  })
  conditions: unknown;
  @ApiProperty({ type: [AutomationActionResponse] }) actions: AutomationActionResponse[];
  @ApiProperty({ format: 'uuid', description: 'The user behind the API key that created it' }) createdById: string;
  @ApiProperty({ type: 'integer', description: 'Starts at 1; grows by one whenever conditions or actions change' }) definitionVersion: number;
  @ApiProperty(nullableTimestamp) approvalRequestedAt: string | null;
  @ApiProperty(nullableUuid) approvedById: string | null;
  @ApiProperty(nullableTimestamp) approvedAt: string | null;
  @ApiProperty(nullableUuid) publishedById: string | null;
  @ApiProperty(nullableTimestamp) publishedAt: string | null;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10_000 }) maxRunsPerMinute: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10_000 }) maxExternalActionsPerMinute: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100 }) circuitBreakerThreshold: number;
  @ApiProperty({ type: 'integer', minimum: 30, maximum: 86_400 }) circuitBreakerCooldownSeconds: number;
  @ApiProperty({ ...nullableTimestamp, description: 'While in the future, the circuit is open: new runs wait until then' }) circuitOpenUntil: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** POST /automations/{id}/rotate-secret: the secret http_request actions sign with (Standard Webhooks). */
export class AutomationSigningSecretResponse {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwz4k1jWq2Cg8=', description: 'The new signing secret; store it now, it is not shown again' })
  secret: string;
  @ApiProperty({ format: 'date-time', description: 'Until then (24 hours) requests also carry a signature by the secret this one replaces' })
  previousSecretExpiresAt: string;
}
