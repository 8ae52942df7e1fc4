import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn, type EntityType } from '@app/core';

/** Written only by the core EventRecorder, in the transaction of the change it describes. */
@Entity('activity_events')
export class ActivityEventEntity {
  @IdColumn() id: string;
  @Column('text') type: string;
  @Column('text') entityType: EntityType;
  @Column('uuid') entityId: string;
  @Column('uuid') actorId: string;
  @Column('text') actorName: string;
  @Column('jsonb') metadata: Record<string, unknown>;
  @TimestampColumn() createdAt: Date;
}
