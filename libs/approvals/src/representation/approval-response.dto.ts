import { ApiProperty } from '@nestjs/swagger';
import { APPROVAL_KINDS, APPROVAL_STATUSES, DECISIONS, STEP_REQUIREMENTS } from '../domain/approval-rules';

export class FlowStepResponse {
  @ApiProperty({ type: [String], format: 'uuid', description: 'Users who decide this step' }) approverIds: string[];
  @ApiProperty({ enum: STEP_REQUIREMENTS, enumName: 'ApprovalStepRequirement', description: 'any: one approval completes the step; all: every approver’s' })
  required: string;
}

/** PUT and GET /approval-flows/{kind}. */
export class ApprovalFlowResponse {
  @ApiProperty({ enum: APPROVAL_KINDS, enumName: 'ApprovalKind' }) kind: string;
  @ApiProperty({ type: [FlowStepResponse], description: 'In order; [] when no approval is needed' }) steps: FlowStepResponse[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: never set' }) updatedAt: string | null;
}

export class StepDecisionResponse {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ enum: DECISIONS, enumName: 'ApprovalDecision' }) decision: string;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class ApprovalStepResponse extends FlowStepResponse {
  @ApiProperty({ type: [StepDecisionResponse] }) decisions: StepDecisionResponse[];
}

export class ApprovalActorResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

/** An approval (docs/api/approvals.md#the-approval). */
export class ApprovalResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: APPROVAL_KINDS, enumName: 'ApprovalKind' }) kind: string;
  @ApiProperty({ format: 'uuid', description: 'The job (job_open) or the offer (offer_send)' }) subjectId: string;
  @ApiProperty({ enum: APPROVAL_STATUSES, enumName: 'ApprovalStatus' }) status: string;
  @ApiProperty({ type: [ApprovalStepResponse], description: 'The flow’s steps when it was requested, with their decisions' }) steps: ApprovalStepResponse[];
  @ApiProperty({ type: ApprovalActorResponse }) requestedBy: ApprovalActorResponse;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
}
