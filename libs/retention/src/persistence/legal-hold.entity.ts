import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

@Entity('legal_holds')
export class LegalHoldEntity {
  @IdColumn() id: string;
  @Column('text') name: string;
  @Column('text') reason: string;
  @Column('uuid', { array: true }) candidateIds: string[];
  @Column('uuid', { array: true }) jobIds: string[];
  /** `all` on the wire. */
  @Column('boolean') allCandidates: boolean;
  @TimestampColumn({ nullable: true }) releasedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
