import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

@Entity('webhook_endpoints')
export class WebhookEndpointEntity {
  @IdColumn() id: string;
  @Column('text') url: string;
  @Column('text', { array: true }) events: string[];
  @Column('text', { nullable: true }) description: string | null;
  @Column('boolean') enabled: boolean;
  @Column('text', { nullable: true }) disabledReason: string | null;
  /** AES-256-GCM (SecretCipher); never presented. */
  @Column('text') secretEncrypted: string;
  @Column('text', { nullable: true }) previousSecretEncrypted: string | null;
  @TimestampColumn({ nullable: true }) previousSecretExpiresAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
  @TimestampColumn({ nullable: true }) deletedAt: Date | null;
}
