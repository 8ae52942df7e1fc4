import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

/** A candidate in a talent pool, at most once per pool (talent_pool_entries_candidate_key). */
@Entity('talent_pool_entries')
export class PoolEntryEntity {
  @IdColumn() id: string;
  @Column('uuid') poolId: string;
  @Column('uuid') candidateId: string;
  @Column('text', { nullable: true }) note: string | null;
  @Column('uuid') addedById: string;
  @TimestampColumn() createdAt: Date;
}
