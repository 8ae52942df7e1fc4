import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { OpeningStatus } from '../domain/opening-rules';

@Entity('openings')
export class OpeningEntity {
  @IdColumn() id: string;
  @Column('uuid') jobId: string;
  /** The client's name for the seat (a requisition number), unique per job. */
  @Column('text') openingId: string;
  @Column('text') status: OpeningStatus;
  /** A calendar date, `YYYY-MM-DD`. */
  @Column('date', { nullable: true }) targetStartDate: string | null;
  @Column('uuid', { nullable: true }) applicationId: string | null;
  @Column('text', { nullable: true }) closeReason: string | null;
  @TimestampColumn() openedAt: Date;
  @TimestampColumn({ nullable: true }) closedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
