import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

export interface StageEmailConfig {
  candidateUpdatesEnabled: boolean;
}

/** `order` is a bigint column (up to 2^52 - 1): read as a string by pg, converted here. */
const bigintAsNumber = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

@Entity('job_stages')
export class JobStageEntity {
  @IdColumn() id: string;
  @Column('uuid') jobId: string;
  @Column('text') name: string;
  @Column('text') color: string;
  @Column('bigint', { transformer: bigintAsNumber }) order: number;
  @Column('jsonb') emailConfig: StageEmailConfig;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
