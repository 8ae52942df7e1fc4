import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { ApprovalKind, ApprovalStatus, ApprovalStep, FlowStep } from '../domain/approval-rules';

/** A kind's flow; `id` is the kind. */
@Entity('approval_flows')
export class ApprovalFlowEntity {
  @Column('text', { primary: true }) id: ApprovalKind;
  @Column('jsonb') steps: FlowStep[];
  @TimestampColumn() updatedAt: Date;
}

@Entity('approvals')
export class ApprovalEntity {
  @IdColumn() id: string;
  @Column('text') kind: ApprovalKind;
  @Column('uuid') subjectId: string;
  /** The job: the subject (job_open) or the offer's; reach goes through it. */
  @Column('uuid') jobId: string;
  /** The offer's application (offer_send), else null: an offer is reached through it. */
  @Column('uuid', { nullable: true }) applicationId: string | null;
  @Column('text') status: ApprovalStatus;
  @Column('jsonb') steps: ApprovalStep[];
  @Column('integer') currentStep: number;
  @Column('uuid', { array: true }) approverIds: string[];
  @Column('uuid') requestedById: string;
  @Column('text') requestedByName: string;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
  @TimestampColumn({ nullable: true }) decidedAt: Date | null;
}
