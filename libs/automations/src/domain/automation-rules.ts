import { DomainError, InvalidStateError } from '@app/core';

/** Automation states (docs/api/states.md#automation): only `published` and enabled automations run. */
export const AUTOMATION_STATUSES = ['draft', 'pending_approval', 'approved', 'published', 'archived'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

/** An action as a definition stores it (docs/api/events.md#actions). */
export interface StoredAction {
  type: string;
  config: Record<string, unknown>;
  continueOnError: boolean;
}

/** The four run limits: ranges and defaults (docs/api/events.md#governance-and-protection). */
export const AUTOMATION_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  actionsMin: 1,
  actionsMax: 10,
  maxRunsPerMinute: { min: 1, max: 10_000, default: 60 },
  maxExternalActionsPerMinute: { min: 1, max: 10_000, default: 30 },
  circuitBreakerThreshold: { min: 1, max: 100, default: 5 },
  circuitBreakerCooldownSeconds: { min: 30, max: 86_400, default: 300 },
} as const;

/** Attempts a run gets before it is dead-lettered (docs/api/events.md#runs). */
export const DEFAULT_MAX_ATTEMPTS = 3;

/** The governance moves (docs/api/states.md#automation), each a POST /automations/{id}/<move>. */
export const GOVERNANCE_ACTIONS = ['request-approval', 'approve', 'publish', 'archive'] as const;
export type GovernanceAction = (typeof GOVERNANCE_ACTIONS)[number];

const ALLOWED_FROM: Record<GovernanceAction, readonly AutomationStatus[]> = {
  'request-approval': ['draft'],
  approve: ['pending_approval'],
  publish: ['approved'],
  archive: ['draft', 'pending_approval', 'approved', 'published'],
};
const RESULT: Record<GovernanceAction, AutomationStatus> = {
  'request-approval': 'pending_approval',
  approve: 'approved',
  publish: 'published',
  archive: 'archived',
};
const VERB: Record<GovernanceAction, string> = {
  'request-approval': 'go to approval',
  approve: 'be approved',
  publish: 'be published',
  archive: 'be archived',
};

/** Statuses whose definition can still change (PATCH); archived is final. */
const EDITABLE: readonly AutomationStatus[] = ['draft', 'pending_approval', 'approved', 'published'];

/** PATCH /automations/{id}: changing these changes what the automation does, so it gets a new version and needs approval again. */
export const DEFINITION_FIELDS = ['conditions', 'actions'] as const;

/** Who asked for approval, approved and published: cleared when a definition goes back to draft. */
export interface GovernanceRecord {
  status: AutomationStatus;
  definitionVersion: number;
  approvalRequestedAt: Date | null;
  approvalRequestedById: string | null;
  approvedById: string | null;
  approvedAt: Date | null;
  publishedById: string | null;
  publishedAt: Date | null;
}

/** Approving one's own request (four-eyes rule, docs/api/states.md#automation): the state allows it, the user may not. */
export class SelfApprovalError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'An automation must be approved by a different user from the one who requested approval', { reason: 'self_approval' });
  }
}

export class AutomationRules {
  /** The status after `action`, or INVALID_STATE (details: status, allowed) when the status does not allow it. */
  static next(status: AutomationStatus, action: GovernanceAction): AutomationStatus {
    const allowed = ALLOWED_FROM[action];
    if (!allowed.includes(status)) throw new InvalidStateError(`An automation that is ${status} cannot ${VERB[action]}`, status, allowed);
    return RESULT[action];
  }

  /**
   * The changes a governance move makes, by `actorId` at `now`: the new status and who did it when
   * (request-approval, approve and publish record their user and time; archive keeps the record).
   */
  static govern(current: GovernanceRecord, action: GovernanceAction, actorId: string, now: Date): Partial<GovernanceRecord> {
    const status = AutomationRules.next(current.status, action);
    switch (action) {
      case 'request-approval':
        return { status, approvalRequestedAt: now, approvalRequestedById: actorId };
      case 'approve':
        AutomationRules.assertApprover(current.approvalRequestedById, actorId);
        return { status, approvedById: actorId, approvedAt: now };
      case 'publish':
        return { status, publishedById: actorId, publishedAt: now };
      case 'archive':
        return { status };
    }
  }

  /** The approver must not be the user who requested approval. */
  static assertApprover(approvalRequestedById: string | null, approverId: string): void {
    if (approvalRequestedById !== null && approvalRequestedById.toLowerCase() === approverId.toLowerCase()) throw new SelfApprovalError();
  }

  /** PATCH needs a status other than archived. */
  static assertEditable(status: AutomationStatus): void {
    if (!EDITABLE.includes(status)) throw new InvalidStateError(`An automation that is ${status} cannot be changed`, status, EDITABLE);
  }

  /**
   * What a PATCH does to versioning and governance (docs/api/states.md#automation): a changed definition (conditions or
   * actions) bumps definitionVersion and sends an automation past draft back to draft, clearing
   * its approval and publication; other changes keep both.
   */
  static afterPatch(current: GovernanceRecord, definitionChanged: boolean): Partial<GovernanceRecord> {
    if (!definitionChanged) return {};
    const bumped = { definitionVersion: current.definitionVersion + 1 };
    if (current.status === 'draft') return bumped;
    return {
      ...bumped,
      status: 'draft',
      approvalRequestedAt: null,
      approvalRequestedById: null,
      approvedById: null,
      approvedAt: null,
      publishedById: null,
      publishedAt: null,
    };
  }
}
