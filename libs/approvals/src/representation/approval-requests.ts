import type { PageQuery } from '@app/core';
import type { ApprovalKind, ApprovalStatus, StepRequirement } from '../domain/approval-rules';

/** The request shapes the approvals service reads; the DTOs in http/dto validate them. */
export interface FlowStepInput {
  approverIds: string[];
  required: StepRequirement;
}

export interface PutApprovalFlowInput {
  steps: FlowStepInput[];
}

export interface DecideApprovalInput {
  comment?: string | null;
}

export interface ListApprovalsQuery extends PageQuery {
  status?: ApprovalStatus;
  approverId?: string;
  kind?: ApprovalKind;
}

/** What a subject's context tells the engine when approval is requested. */
export interface ApprovalSubject {
  kind: ApprovalKind;
  subjectId: string;
  jobId: string;
  /** The offer's application (offer_send). */
  applicationId: string | null;
}
