import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, reach, runSql, sql, type RowLock } from '@app/core';
import type { ApprovalKind, FlowStep } from '../domain/approval-rules';
import { ApprovalEntity, ApprovalFlowEntity } from './approval.entity';
import { approvalReach } from './approval-reach';
import type { ListApprovalsQuery } from '../representation/approval-requests';

/** Approval flows (installation-wide settings) and approvals (reached as approval-reach.ts says). */
@Injectable()
export class ApprovalsRepository {
  constructor(@InjectRepository(ApprovalEntity) private readonly approvals: Repository<ApprovalEntity>) {}

  flow(tx: EntityManager, kind: ApprovalKind): Promise<ApprovalFlowEntity | null> {
    return tx.findOne(ApprovalFlowEntity, { where: { id: kind } });
  }

  async saveFlow(tx: EntityManager, kind: ApprovalKind, steps: FlowStep[], now: Date): Promise<ApprovalFlowEntity> {
    const [row] = await runSql<{ updated_at: Date }>(
      tx,
      sql`INSERT INTO approval_flows (id, steps, updated_at) VALUES (${kind}, ${JSON.stringify(steps)}::jsonb, ${now})
        ON CONFLICT (id) DO UPDATE SET steps = EXCLUDED.steps, updated_at = EXCLUDED.updated_at RETURNING updated_at`,
    );
    return { id: kind, steps, updatedAt: row.updated_at };
  }

  async insert(tx: EntityManager, approval: ApprovalEntity): Promise<void> {
    await tx.insert(ApprovalEntity, approval);
  }

  async update(tx: EntityManager, id: string, changes: Partial<ApprovalEntity>): Promise<void> {
    await tx.update(ApprovalEntity, { id }, changes);
  }

  /** The approval when the request reaches it, locked as asked. */
  find(tx: EntityManager, id: string, lock?: RowLock): Promise<ApprovalEntity | null> {
    const builder = tx.createQueryBuilder(ApprovalEntity, 'a').where('a.id = :id', { id });
    return lockRows(reach.where(builder, approvalReach('a')), lock).getOne();
  }

  /** Newest first; filters combine with AND. */
  list(query: ListApprovalsQuery): Promise<ApprovalEntity[]> {
    const builder = this.approvals.createQueryBuilder('a');
    reach.where(builder, approvalReach('a'));
    if (query.status !== undefined) builder.andWhere('a.status = :status', { status: query.status });
    if (query.kind !== undefined) builder.andWhere('a.kind = :kind', { kind: query.kind });
    if (query.approverId !== undefined) builder.andWhere(':approverId::uuid = ANY (a.approver_ids)', { approverId: query.approverId });
    return keysetPage(builder, 'a', query).getMany();
  }

  /** Whether the subject has an approved approval of this kind. */
  async approved(tx: EntityManager, kind: ApprovalKind, subjectId: string): Promise<boolean> {
    const rows = await runSql(tx, sql`SELECT 1 FROM approvals WHERE kind = ${kind} AND subject_id = ${subjectId} AND status = 'approved' LIMIT 1`);
    return rows.length > 0;
  }

  /** The subject's pending and approved approvals of this kind, locked FOR UPDATE (to cancel them). */
  live(tx: EntityManager, kind: ApprovalKind, subjectId: string): Promise<ApprovalEntity[]> {
    return tx.find(ApprovalEntity, { where: { kind, subjectId, status: In(['pending', 'approved']) }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether `userId` approves a pending approval of the subject: their read-only way to it. */
  async pendingApprover(tx: EntityManager, subjectId: string, userId: string): Promise<boolean> {
    const rows = await runSql(
      tx,
      sql`SELECT 1 FROM approvals WHERE subject_id = ${subjectId} AND status = 'pending' AND ${userId}::uuid = ANY (approver_ids) LIMIT 1`,
    );
    return rows.length > 0;
  }
}
