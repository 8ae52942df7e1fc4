import type { ApprovalEntity, ApprovalFlowEntity } from '../persistence/approval.entity';
import type { ApprovalKind } from '../domain/approval-rules';
import type { ApprovalFlowResponse, ApprovalResponse } from './approval-response.dto';

export function presentApproval(approval: ApprovalEntity): ApprovalResponse {
  return {
    id: approval.id,
    kind: approval.kind,
    subjectId: approval.subjectId,
    status: approval.status,
    steps: approval.steps.map((step) => ({
      approverIds: step.approverIds,
      required: step.required,
      decisions: step.decisions.map((made) => ({ userId: made.userId, decision: made.decision, comment: made.comment, at: made.at })),
    })),
    requestedBy: { id: approval.requestedById, name: approval.requestedByName },
    createdAt: approval.createdAt.toISOString(),
    decidedAt: approval.decidedAt?.toISOString() ?? null,
  };
}

/** A kind never set reads as no steps, never updated. */
export function presentFlow(kind: ApprovalKind, flow: ApprovalFlowEntity | null): ApprovalFlowResponse {
  return {
    kind,
    steps: (flow?.steps ?? []).map((step) => ({ approverIds: step.approverIds, required: step.required })),
    updatedAt: flow?.updatedAt.toISOString() ?? null,
  };
}

/** The change feed's representation of a flow row (its id is its kind). */
export function presentFlowRow(flow: ApprovalFlowEntity): ApprovalFlowResponse {
  return presentFlow(flow.id, flow);
}
