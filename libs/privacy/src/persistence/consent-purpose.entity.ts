import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

/** A purpose consent is given for (docs/api/privacy.md#purposes); `key` never changes once created. */
@Entity('consent_purposes')
export class ConsentPurposeEntity {
  @IdColumn() id: string;
  @Column('text') key: string;
  @Column('text') label: string;
  @Column('text') description: string;
  @Column('integer', { nullable: true }) durationDays: number | null;
  /** One of the purposes every installation has: not deletable. */
  @Column('boolean') builtIn: boolean;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
