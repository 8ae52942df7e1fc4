import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { AssessmentStatus } from '../domain/assessment-rules';

@Entity('assessments')
export class AssessmentEntity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  @Column('text') package: string;
  @Column('text') status: AssessmentStatus;
  /** The partner's id of the assessment, from its answer to the request. */
  @Column('text', { nullable: true }) partnerReference: string | null;
  @Column('integer', { nullable: true }) score: number | null;
  @TimestampColumn({ nullable: true }) completedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
