import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { KeyEnvironment } from '../domain/api-key-format';

export type KeyType = 'secret' | 'restricted';

@Entity('api_keys')
export class ApiKeyEntity {
  @IdColumn() id: string;
  @Column('uuid') ownerId: string;
  @Column('text') name: string;
  @Column('text') type: KeyType;
  @Column('text') environment: KeyEnvironment;
  @Column('text') prefix: string;
  @Column('text') last4: string;
  @Column('text') keyHash: string;
  @Column('text', { array: true }) scopes: string[];
  @TimestampColumn({ nullable: true }) expiresAt: Date | null;
  @TimestampColumn({ nullable: true }) revokedAt: Date | null;
  @TimestampColumn({ nullable: true }) lastUsedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
