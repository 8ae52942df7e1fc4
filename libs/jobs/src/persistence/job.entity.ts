import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { EmploymentType, JobStatus } from '../domain/job-rules';

@Entity('jobs')
export class JobEntity {
  @IdColumn() id: string;
  @Column('text') title: string;
  @Column('text', { nullable: true }) department: string | null;
  @Column('text', { nullable: true }) location: string | null;
  @Column('text', { nullable: true }) employmentType: EmploymentType | null;
  @Column('text', { nullable: true }) description: string | null;
  @Column('text') status: JobStatus;
  @Column('boolean', { default: false }) confidential: boolean;
  @Column('uuid', { nullable: true }) departmentId: string | null;
  @Column('uuid', { array: true, default: () => "'{}'" }) officeIds: string[];
  @TimestampColumn({ nullable: true }) hiringTeamUpdatedAt: Date | null;
  @TimestampColumn({ nullable: true }) closedAt: Date | null;
  @TimestampColumn({ nullable: true }) deletedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
