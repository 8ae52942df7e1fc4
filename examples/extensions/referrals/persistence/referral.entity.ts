import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

@Entity('referrals')
export class ReferralEntity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  @Column('text') referrerName: string;
  @Column('text', { nullable: true }) note: string | null;
  @TimestampColumn() createdAt: Date;
}
