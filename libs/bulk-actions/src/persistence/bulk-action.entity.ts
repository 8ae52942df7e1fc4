import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn, type Principal } from '@app/core';
import type { BulkActionType, BulkStatus } from '../domain/bulk-action-rules';

/** A bulk action: its request (action, ids, params, dry run), who asked (the key's principal and address), its run. */
@Entity('bulk_actions')
export class BulkActionEntity {
  @IdColumn() id: string;
  @Column('text') action: BulkActionType;
  @Column('uuid', { array: true }) itemIds: string[];
  @Column('jsonb') params: Record<string, unknown>;
  @Column('boolean') dryRun: boolean;
  @Column('text') status: BulkStatus;
  /** The counts, written when the run ends; counted from the results while it runs. */
  @Column('integer', { nullable: true }) succeeded: number | null;
  @Column('integer', { nullable: true }) failed: number | null;
  @Column('integer', { nullable: true }) skipped: number | null;
  @Column('integer') attemptCount: number;
  /** The request's principal: the items act with its scopes, reach and actor (docs/api/bulk-actions.md#who-acts). */
  @Column('jsonb') principal: Principal;
  /** The user the request acted as: who reaches the bulk besides admins. */
  @Column('uuid') actorId: string;
  @Column('text', { nullable: true }) ip: string | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
  @TimestampColumn({ nullable: true }) startedAt: Date | null;
  @TimestampColumn({ nullable: true }) finishedAt: Date | null;
}
