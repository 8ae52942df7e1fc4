import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { BackgroundCheckPackage, BackgroundCheckResult, BackgroundCheckStatus } from '../domain/background-check-rules';

@Entity('background_checks')
export class BackgroundCheckEntity {
  @IdColumn() id: string;
  /** Null once the candidate is erased: the check outlives them. */
  @Column('uuid', { nullable: true }) candidateId: string | null;
  @Column('text') package: BackgroundCheckPackage;
  @Column('text') status: BackgroundCheckStatus;
  @Column('text', { nullable: true }) result: BackgroundCheckResult | null;
  @Column('text', { nullable: true }) findings: string | null;
  @TimestampColumn({ nullable: true }) completedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
