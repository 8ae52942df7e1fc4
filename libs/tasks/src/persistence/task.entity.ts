import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { TaskPriority, TaskStatus } from '../domain/task-rules';

@Entity('tasks')
export class TaskEntity {
  @IdColumn() id: string;
  @Column('text') title: string;
  @Column('text', { nullable: true }) description: string | null;
  @Column('text') status: TaskStatus;
  @Column('text') priority: TaskPriority;
  @TimestampColumn({ nullable: true }) dueDate: Date | null;
  @TimestampColumn({ nullable: true }) completedAt: Date | null;
  @Column('uuid', { nullable: true }) ownerId: string | null;
  @Column('uuid', { nullable: true }) candidateId: string | null;
  @Column('uuid', { nullable: true }) applicationId: string | null;
  @Column('uuid', { nullable: true }) jobId: string | null;
  @Column('uuid', { nullable: true }) interviewId: string | null;
  /** A user, or an automation for automation-made tasks: not a foreign key. */
  @Column('uuid') createdById: string;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
