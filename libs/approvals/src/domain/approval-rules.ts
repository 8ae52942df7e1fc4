import { ConflictError, DomainError, InvalidStateError } from '@app/core';

/** What needs approval (docs/api/approvals.md#flows). */
export const APPROVAL_KINDS = ['job_open', 'offer_send'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const STEP_REQUIREMENTS = ['any', 'all'] as const;
export type StepRequirement = (typeof STEP_REQUIREMENTS)[number];

export const DECISIONS = ['approved', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

export interface FlowStep {
  approverIds: string[];
  required: StepRequirement;
}

export interface StepDecision {
  userId: string;
  decision: Decision;
  comment: string | null;
  /** ISO 8601. */
  at: string;
}

export interface ApprovalStep extends FlowStep {
  decisions: StepDecision[];
}

/** The fields of an approval a decision changes. */
export interface ApprovalState {
  status: ApprovalStatus;
  steps: ApprovalStep[];
  currentStep: number;
  decidedAt: Date | null;
}

/** 403 for a user who is not an approver of the current step: the state allows the decision, the user may not make it. */
export class NotAnApproverError extends DomainError {
  constructor(step: number) {
    super('FORBIDDEN', `Only an approver of the current step (${step + 1}) may decide this approval`, { reason: 'not_an_approver' });
  }
}

/** An action that needs an approved approval (opening a job, sending an offer) without one: 409 APPROVAL_REQUIRED. */
export class ApprovalRequiredError extends DomainError {
  constructor(kind: ApprovalKind, subjectId: string | null, route: string) {
    super('APPROVAL_REQUIRED', `An approval flow governs ${kind}: request approval (POST ${route}) and have it approved first`, { kind, subjectId });
  }
}

export class ApprovalRules {
  /** The approval's steps when requested: the flow's, with no decision yet. */
  static stepsFrom(flow: readonly FlowStep[]): ApprovalStep[] {
    return flow.map((step) => ({ approverIds: [...step.approverIds], required: step.required, decisions: [] }));
  }

  /**
   * A decision by `userId` on the current step (docs/api/approvals.md#deciding): a decided approval is 409
   * INVALID_STATE for everyone; a user not among the step's approvers is 403; one who already approved this step, 409.
   * A rejection decides the approval; an approval completes its step (`any`: the first; `all`: the last approver),
   * and the last step approves it.
   */
  static decide(state: ApprovalState, userId: string, decision: Decision, comment: string | null, now: Date): ApprovalState {
    if (state.status !== 'pending') throw new InvalidStateError(`An approval that is ${state.status} cannot be decided`, state.status, ['pending']);
    const step = state.steps[state.currentStep];
    const user = userId.toLowerCase();
    if (!step.approverIds.some((id) => id.toLowerCase() === user)) throw new NotAnApproverError(state.currentStep);
    if (step.decisions.some((made) => made.userId.toLowerCase() === user))
      throw new ConflictError('You already approved this step; the other approvers decide next');
    const steps = state.steps.map((each, index) =>
      index === state.currentStep
        ? {
            ...each,
            decisions: [
              ...each.decisions,
              { userId: step.approverIds.find((id) => id.toLowerCase() === user) ?? userId, decision, comment, at: now.toISOString() },
            ],
          }
        : each,
    );
    if (decision === 'rejected') return { status: 'rejected', steps, currentStep: state.currentStep, decidedAt: now };
    const decided = steps[state.currentStep];
    const complete =
      decided.required === 'any' || decided.approverIds.every((id) => decided.decisions.some((made) => made.userId.toLowerCase() === id.toLowerCase()));
    if (!complete) return { status: 'pending', steps, currentStep: state.currentStep, decidedAt: null };
    const last = state.currentStep === steps.length - 1;
    return last
      ? { status: 'approved', steps, currentStep: state.currentStep, decidedAt: now }
      : { status: 'pending', steps, currentStep: state.currentStep + 1, decidedAt: null };
  }

  /** Every approver of every step, once. */
  static approversOf(steps: readonly FlowStep[]): string[] {
    return [...new Set(steps.flatMap((step) => step.approverIds.map((id) => id.toLowerCase())))];
  }
}
