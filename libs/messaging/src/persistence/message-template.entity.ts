import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { TemplateKind } from '../domain/message-rules';

/** A reusable subject and Markdown body with placeholders; `name` is unique (message_templates_name_key). */
@Entity('message_templates')
export class MessageTemplateEntity {
  @IdColumn() id: string;
  @Column('text') name: string;
  @Column('text') subject: string;
  @Column('text') body: string;
  @Column('text') kind: TemplateKind;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
