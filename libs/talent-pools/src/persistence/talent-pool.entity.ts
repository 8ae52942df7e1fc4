import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

@Entity('talent_pools')
export class TalentPoolEntity {
  @IdColumn() id: string;
  @Column('text') name: string;
  @Column('text', { nullable: true }) description: string | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
