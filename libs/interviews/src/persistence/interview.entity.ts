import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { InterviewMode, InterviewSource, InterviewStatus, InterviewType } from '../domain/interview-rules';

/** candidateId and jobId are copied from the application so lists filter without joins. */
@Entity('interviews')
export class InterviewEntity {
  @IdColumn() id: string;
  @Column('uuid') applicationId: string;
  @Column('uuid') candidateId: string;
  @Column('uuid') jobId: string;
  @Column('uuid') interviewerId: string;
  @Column('text') title: string;
  @Column('text') type: InterviewType;
  @Column('text') mode: InterviewMode;
  @Column('text') status: InterviewStatus;
  @TimestampColumn() scheduledAt: Date;
  @Column('integer') durationMins: number;
  @Column('text', { nullable: true }) location: string | null;
  @Column('text', { nullable: true }) notes: string | null;
  @Column('text') source: InterviewSource;
  @Column('text', { nullable: true }) meetingUrl: string | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
