import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

@Entity('notes')
export class NoteEntity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  @Column('uuid') authorId: string;
  @Column('text') authorName: string;
  @Column('text') body: string;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
