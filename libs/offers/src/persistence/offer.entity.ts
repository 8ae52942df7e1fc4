import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { SalaryPeriod, StoredOfferStatus } from '../domain/offer-rules';

@Entity('offers')
export class OfferEntity {
  @IdColumn() id: string;
  @Column('uuid') applicationId: string;
  @Column('uuid') candidateId: string;
  @Column('uuid') jobId: string;
  /** The opening its acceptance fills (docs/api/openings.md#offers-and-openings); null: the job's oldest open one. */
  @Column('uuid', { nullable: true }) openingId: string | null;
  @Column('text') status: StoredOfferStatus;
  @Column('text') title: string;
  /** numeric(15, 2) as its exact decimal text; presented as a number. */
  @Column('numeric', { precision: 15, scale: 2 }) salaryAmount: string;
  @Column('text') currency: string;
  @Column('text') salaryPeriod: SalaryPeriod;
  @Column('text', { nullable: true }) equity: string | null;
  /** A calendar date, `YYYY-MM-DD`. */
  @Column('date', { nullable: true }) startDate: string | null;
  @TimestampColumn({ nullable: true }) expiresAt: Date | null;
  @Column('text', { nullable: true }) notes: string | null;
  @TimestampColumn({ nullable: true }) decidedAt: Date | null;
  @TimestampColumn({ nullable: true }) sentAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
