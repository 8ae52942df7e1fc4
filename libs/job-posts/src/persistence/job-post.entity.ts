import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { ApplicationForm } from '../domain/application-form';
import type { JobPostStatus, Salary } from '../domain/job-post-rules';

@Entity('job_posts')
export class JobPostEntity {
  @IdColumn() id: string;
  @Column('uuid') jobId: string;
  @Column('text') title: string;
  @Column('text') content: string;
  @Column('text', { nullable: true }) location: string | null;
  @Column('boolean') remote: boolean;
  @Column('text', { nullable: true }) employmentType: string | null;
  @Column('jsonb', { nullable: true }) salary: Salary | null;
  @Column('text') status: JobPostStatus;
  /** The form with its defaults filled in (normalizeForm). */
  @Column('jsonb') form: ApplicationForm;
  @Column('text', { array: true }) boards: string[];
  @TimestampColumn({ nullable: true }) publishedAt: Date | null;
  @TimestampColumn({ nullable: true }) closedAt: Date | null;
  /** DELETE /job-posts/{id}: the post is gone from every route; the row stays for what will name it (applications made through it). */
  @TimestampColumn({ nullable: true }) deletedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
