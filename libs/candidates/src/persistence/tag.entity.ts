import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

/** A label shared across the installation (unique regardless of letter case). */
@Entity('tags')
export class TagEntity {
  @IdColumn() id: string;
  @Column('text') label: string;
  @TimestampColumn() createdAt: Date;
}
