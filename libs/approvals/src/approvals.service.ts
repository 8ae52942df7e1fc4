import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ConflictError,
  currentViewer,
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  uniqueViolation,
  ValidationFailedError,
  type Actor,
  type EventType,
  type Page,
  type RowLock,
  type ValidationIssue,
} from '@app/core';
import { UsersService } from '@app/users';
import { APPROVAL_KINDS, ApprovalRequiredError, ApprovalRules, type ApprovalKind, type Decision } from './domain/approval-rules';
import { ApprovalEntity } from './persistence/approval.entity';
import { ApprovalsRepository } from './persistence/approvals.repository';
import type { ApprovalFlowResponse, ApprovalResponse } from './representation/approval-response.dto';
import { presentApproval, presentFlow } from './representation/approval.presenter';
import type { ApprovalSubject, DecideApprovalInput, ListApprovalsQuery, PutApprovalFlowInput } from './representation/approval-requests';

const EVENT_OF_STATUS = { pending: 'approval.updated', approved: 'approval.approved', rejected: 'approval.rejected', cancelled: 'approval.cancelled' } as const;

/**
 * The approval engine (docs/api/approvals.md): flows per kind, approvals with ordered steps, decisions under the
 * approval's row lock. The subject's context (jobs, offers) asks it in its own transaction: whether a flow governs an
 * action, whether the subject is approved, to open or cancel an approval.
 */
@Injectable()
export class ApprovalsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ApprovalsRepository,
    private readonly users: UsersService,
    private readonly events: EventRecorder,
  ) {}

  /** GET /approval-flows/{kind}; an unknown kind is 404. */
  async flow(kind: string): Promise<ApprovalFlowResponse> {
    const known = knownKind(kind);
    return presentFlow(known, await this.repository.flow(this.dataSource.manager, known));
  }

  /** PUT /approval-flows/{kind} (admins): every approver an active user; `[]` turns approval off. Pending approvals keep the steps they were given. */
  async putFlow(actor: Actor, kind: string, input: PutApprovalFlowInput): Promise<ApprovalFlowResponse> {
    const known = knownKind(kind);
    const issues: ValidationIssue[] = [];
    for (const [stepIndex, step] of input.steps.entries()) {
      const seen = new Set<string>();
      for (const [index, userId] of step.approverIds.entries()) {
        const path = `steps.${stepIndex}.approverIds.${index}`;
        if (seen.has(userId.toLowerCase())) issues.push({ location: 'body', path, message: `${path} lists user ${userId} twice in the step` });
        else if ((await this.users.activeUser(userId)) === null) issues.push({ location: 'body', path, message: `${path} ${userId} is not an active user` });
        seen.add(userId.toLowerCase());
      }
    }
    if (issues.length > 0) throw new ValidationFailedError(issues);
    const steps = input.steps.map((step) => ({ approverIds: step.approverIds.map((id) => id.toLowerCase()), required: step.required }));
    return this.dataSource.transaction(async (tx) => {
      const view = presentFlow(known, await this.repository.saveFlow(tx, known, steps, new Date()));
      await this.events.record(tx, { type: 'approval_flow.updated', entityId: known, actor, metadata: { kind: known, steps: steps.length }, data: view });
      return view;
    });
  }

  /** Whether a flow with steps governs `kind` (a job created without a status then starts as a draft). */
  async governs(tx: EntityManager, kind: ApprovalKind): Promise<boolean> {
    return ((await this.repository.flow(tx, kind))?.steps.length ?? 0) > 0;
  }

  /** 409 APPROVAL_REQUIRED unless no flow governs `kind` or the subject has an approved approval of it. */
  async assertApproved(tx: EntityManager, kind: ApprovalKind, subjectId: string, requestRoute: string): Promise<void> {
    if (!(await this.governs(tx, kind))) return;
    if (!(await this.repository.approved(tx, kind, subjectId))) throw new ApprovalRequiredError(kind, subjectId, requestRoute);
  }

  /**
   * For the subject's context, in its transaction with the subject locked: a pending approval with the flow's steps.
   * No flow, or one pending already, is 409 CONFLICT (two requests at once: the unique index decides).
   */
  async request(tx: EntityManager, actor: Actor, subject: ApprovalSubject): Promise<ApprovalResponse> {
    const flow = await this.repository.flow(tx, subject.kind);
    if (flow === null || flow.steps.length === 0)
      throw new ConflictError(`No approval flow governs ${subject.kind}: PUT /approval-flows/${subject.kind} sets one`);
    const now = new Date();
    const approval: ApprovalEntity = {
      id: newId(),
      kind: subject.kind,
      subjectId: subject.subjectId,
      jobId: subject.jobId,
      applicationId: subject.applicationId,
      status: 'pending',
      steps: ApprovalRules.stepsFrom(flow.steps),
      currentStep: 0,
      approverIds: ApprovalRules.approversOf(flow.steps),
      requestedById: actor.id,
      requestedByName: actor.name,
      createdAt: now,
      updatedAt: now,
      decidedAt: null,
    };
    try {
      await this.repository.insert(tx, approval);
    } catch (error) {
      // The caller's transaction is aborted; the 409 rolls it back.
      if (uniqueViolation(error) === 'approvals_one_pending_key') throw new ConflictError(`An approval of this ${subject.kind} is already pending`);
      throw error;
    }
    return this.recorded(tx, actor, 'approval.requested', approval);
  }

  /** For offers: a change of terms cancels the offer's pending or approved approval (docs/api/approvals.md#cancelling). */
  async cancelFor(tx: EntityManager, actor: Actor, kind: ApprovalKind, subjectId: string, reason: string): Promise<void> {
    const now = new Date();
    for (const approval of await this.repository.live(tx, kind, subjectId)) {
      const changes = { status: 'cancelled' as const, decidedAt: now, updatedAt: now };
      Object.assign(approval, changes);
      await this.repository.update(tx, approval.id, changes);
      await this.recorded(tx, actor, 'approval.cancelled', approval, { reason });
    }
  }

  /** Whether the request's user approves a pending approval of the subject: they then read it whatever their reach. */
  async approverReaches(subjectId: string): Promise<boolean> {
    const viewer = currentViewer();
    return viewer !== undefined && this.repository.pendingApprover(this.dataSource.manager, subjectId, viewer.userId);
  }

  async list(query: ListApprovalsQuery): Promise<Page<ApprovalResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentApproval);
  }

  async get(id: string): Promise<ApprovalResponse> {
    return presentApproval(await this.findOrFail(this.dataSource.manager, id));
  }

  /** POST /approvals/{id}/approve|reject: the row is locked, so two approvers deciding at once decide one after the other. */
  decide(actor: Actor, id: string, decision: Decision, input: DecideApprovalInput): Promise<ApprovalResponse> {
    return this.dataSource.transaction(async (tx) => {
      const approval = await this.findOrFail(tx, id, 'update');
      const now = new Date();
      const next = ApprovalRules.decide(approval, actor.id, decision, input.comment ?? null, now);
      const changes = { ...next, updatedAt: now };
      Object.assign(approval, changes);
      await this.repository.update(tx, id, changes);
      return this.recorded(tx, actor, EVENT_OF_STATUS[next.status], approval, { decision, step: next.currentStep });
    });
  }

  private async recorded(
    tx: EntityManager,
    actor: Actor,
    type: EventType,
    approval: ApprovalEntity,
    metadata: Record<string, unknown> = {},
  ): Promise<ApprovalResponse> {
    const view = presentApproval(approval);
    // Filed under the job (job_open) or the offer's application (offer_send), as the offers' events are.
    const [entityType, entityId] = approval.applicationId === null ? (['job', approval.jobId] as const) : (['application', approval.applicationId] as const);
    await this.events.record(tx, {
      type,
      entityType,
      entityId,
      actor,
      metadata: { approvalId: approval.id, kind: approval.kind, subjectId: approval.subjectId, status: approval.status, ...metadata },
      data: view,
    });
    return view;
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<ApprovalEntity> {
    const approval = await this.repository.find(tx, id, lock);
    if (approval === null) throw new NotFoundError('Approval', id);
    return approval;
  }
}

function knownKind(kind: string): ApprovalKind {
  if (!(APPROVAL_KINDS as readonly string[]).includes(kind)) throw new NotFoundError('Approval flow', kind);
  return kind as ApprovalKind;
}
