import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { SuppressionReason } from '../domain/message-rules';

/** An address no message goes to: its candidate unsubscribed, or it hard-bounced. One row per address (case-insensitive). */
@Entity('message_suppressions')
export class MessageSuppressionEntity {
  @IdColumn() id: string;
  @Column('text') address: string;
  @Column('text') reason: SuppressionReason;
  @Column('uuid') candidateId: string;
  @TimestampColumn() createdAt: Date;
}
