import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

/**
 * One conversation per candidate and application (application null: the candidate's own thread). Its
 * reply token makes the Reply-To address; its unsubscribe token the List-Unsubscribe URL.
 */
@Entity('message_threads')
export class MessageThreadEntity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  @Column('uuid', { nullable: true }) applicationId: string | null;
  @Column('text') replyToken: string;
  @Column('text') unsubscribeToken: string;
  @TimestampColumn() createdAt: Date;
}
