import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

export const JOB_STATUSES = ['draft', 'open', 'on_hold', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

@Entity('jobs')
export class JobEntity {
  @IdColumn() id: string;
  @Column('text') title: string;
  @Column('text', { nullable: true }) department: string | null;
  @Column('text', { nullable: true }) location: string | null;
  @Column('text', { nullable: true }) employmentType: EmploymentType | null;
  @Column('text', { nullable: true }) description: string | null;
  @Column('text') status: JobStatus;
  @TimestampColumn({ nullable: true }) closedAt: Date | null;
  @TimestampColumn({ nullable: true }) deletedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
