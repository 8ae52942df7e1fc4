import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { ConsentSource, ConsentStatus } from '../domain/consent-rules';

/** A candidate's consent for one purpose (docs/api/privacy.md#consents); at most one `given` per candidate and purpose. */
@Entity('consents')
export class ConsentEntity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  /** The purpose's key. */
  @Column('text') purpose: string;
  @Column('text') status: ConsentStatus;
  @TimestampColumn() givenAt: Date;
  @TimestampColumn({ nullable: true }) expiresAt: Date | null;
  @TimestampColumn({ nullable: true }) withdrawnAt: Date | null;
  @Column('text') source: ConsentSource;
  @Column('jsonb', { nullable: true }) evidence: object | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
