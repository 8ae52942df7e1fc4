import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { MessageDirection, MessageStatus } from '../domain/message-rules';

/**
 * An email to (or from) a candidate. The worker's columns: `attempts` made, `nextAttemptAt` of the
 * next retry, and `attemptStartedAt` while an attempt holds the message (docs/adr/0099-messages-sent-at-most-once.md).
 */
@Entity('messages')
export class MessageEntity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  @Column('uuid', { nullable: true }) applicationId: string | null;
  @Column('uuid') threadId: string;
  @Column('text') direction: MessageDirection;
  @Column('text') fromAddress: string;
  @Column('text') toAddress: string;
  @Column('text') subject: string;
  @Column('text') body: string;
  @Column('text', { nullable: true }) htmlBody: string | null;
  @Column('text') status: MessageStatus;
  @TimestampColumn({ nullable: true }) sendAt: Date | null;
  @TimestampColumn({ nullable: true }) sentAt: Date | null;
  @Column('text', { nullable: true }) failedReason: string | null;
  @Column('uuid', { nullable: true }) templateId: string | null;
  @Column('uuid', { nullable: true }) senderId: string | null;
  @Column('text', { nullable: true }) senderName: string | null;
  @Column('integer') attempts: number;
  @TimestampColumn({ nullable: true }) nextAttemptAt: Date | null;
  @TimestampColumn({ nullable: true }) attemptStartedAt: Date | null;
  @Column('text') messageIdHeader: string;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
