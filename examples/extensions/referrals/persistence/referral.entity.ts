import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

@Entity('referrals')
export class ReferralEntity {
  @IdColumn() id: string;
  /** Null once the candidate is erased: the referral outlives them. */
  @Column('uuid', { nullable: true }) candidateId: string | null;
  @Column('text') referrerName: string;
  @Column('text', { nullable: true }) note: string | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
