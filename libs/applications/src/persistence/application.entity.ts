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
}
