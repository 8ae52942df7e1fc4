import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '@app/core';
import type { ItemError, ResultStatus } from '../domain/bulk-action-rules';

/** One item's result: written in the item's own transaction when it changed something, otherwise right after it. */
@Entity('bulk_action_results')
export class BulkActionResultEntity {
  @PrimaryColumn('uuid') bulkActionId: string;
  /** The item's id: an application's or a candidate's. */
  @PrimaryColumn('uuid') id: string;
  @Column('text') status: ResultStatus;
  @Column('jsonb', { nullable: true }) error: ItemError | null;
  @TimestampColumn() createdAt: Date;
}
