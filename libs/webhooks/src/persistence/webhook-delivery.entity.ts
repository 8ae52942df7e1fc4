import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { DeliveryStatus } from '../domain/delivery-rules';

@Entity('webhook_deliveries')
export class WebhookDeliveryEntity {
  @IdColumn() id: string;
  @Column('uuid') endpointId: string;
  /** The outbox event: its payload is the request body, its id the `webhook-id` header. */
  @Column('uuid') eventId: string;
  @Column('text') event: string;
  @Column('text') status: DeliveryStatus;
  @Column('integer') attempts: number;
  @Column('integer', { nullable: true }) responseStatus: number | null;
  @Column('text', { nullable: true }) lastError: string | null;
  @TimestampColumn({ nullable: true }) nextRetryAt: Date | null;
  @TimestampColumn({ nullable: true }) deliveredAt: Date | null;
  @TimestampColumn({ nullable: true }) deadLetteredAt: Date | null;
  @Column('uuid', { nullable: true }) replayOfId: string | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
