import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { RejectionReasonType } from '../domain/rejection-reason';

/** A reason an application is rejected for (docs/api/organization.md#rejection-reasons). */
@Entity('rejection_reasons')
export class RejectionReasonEntity {
  @IdColumn() id: string;
  @Column('text') name: string;
  @Column('text') type: RejectionReasonType;
  @Column('boolean') archived: boolean;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
