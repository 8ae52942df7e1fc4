import { EnumField, EXAMPLE_ID, NestedArrayField, PageQueryDto, TextField, UuidArrayField, UuidField } from '@app/core';
import {
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  STEP_REQUIREMENTS,
  type ApprovalKind,
  type ApprovalStatus,
  type StepRequirement,
} from '../../domain/approval-rules';
import type { DecideApprovalInput, FlowStepInput, ListApprovalsQuery, PutApprovalFlowInput } from '../../representation/approval-requests';

export class FlowStepDto implements FlowStepInput {
  @UuidArrayField({
    min: 1,
    max: 20,
    unique: true,
    description: 'Active users who decide the step, each once; the example is a placeholder: put real ids',
    example: [EXAMPLE_ID],
  })
  approverIds: string[];
  @EnumField(STEP_REQUIREMENTS, {
    enumName: 'ApprovalStepRequirement',
    description: 'any: one approval completes the step; all: every approver’s',
    example: 'any',
  })
  required: StepRequirement;
}

/** PUT /approval-flows/{kind} (docs/api/approvals.md#flows). */
export class PutApprovalFlowDto implements PutApprovalFlowInput {
  @NestedArrayField(() => FlowStepDto, {
    min: 0,
    max: 10,
    description: 'In order; [] turns approval off',
    example: [{ approverIds: [EXAMPLE_ID], required: 'any' }],
  })
  steps: FlowStepDto[];
}

/** POST /approvals/{id}/approve and /reject. */
export class DecideApprovalDto implements DecideApprovalInput {
  @TextField({ max: 2000, optional: true, nullable: true, example: 'Budget confirmed with finance.' }) comment?: string | null;
}

/** GET /approvals. */
export class ListApprovalsDto extends PageQueryDto implements ListApprovalsQuery {
  @EnumField(APPROVAL_STATUSES, { optional: true, enumName: 'ApprovalStatus', description: 'Only approvals in this status' }) status?: ApprovalStatus;
  @UuidField({ optional: true, description: 'Only approvals this user decides a step of' }) approverId?: string;
  @EnumField(APPROVAL_KINDS, { optional: true, enumName: 'ApprovalKind', description: 'Only approvals of this kind' }) kind?: ApprovalKind;
}
