import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { ApplicationStatus } from '../domain/application-rules';

@Entity('applications')
export class ApplicationEntity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  @Column('uuid') jobId: string;
  @Column('uuid') currentStageId: string;
  @Column('text') status: ApplicationStatus;
  @Column('text') source: string;
  @Column('integer') pipelineOrder: number;
  @TimestampColumn() appliedAt: Date;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
  /** When it was hired (null otherwise): the time-to-hire report reads it from one index (docs/adr/0075-report-data-kept-by-its-owners.md). */
  @TimestampColumn({ nullable: true }) hiredAt: Date | null;
}
