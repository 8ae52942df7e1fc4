import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { AutomationStatus, StoredAction } from '../domain/automation-rules';

@Entity('automations')
export class AutomationEntity {
  @IdColumn() id: string;
  @Column('text') name: string;
  @Column('text', { nullable: true }) description: string | null;
  @Column('boolean') enabled: boolean;
  @Column('text') status: AutomationStatus;
  @Column('text') triggerEvent: string;
  /** A JsonLogic expression, or null for "always". */
  @Column('jsonb', { nullable: true }) conditions: unknown;
  @Column('jsonb') actions: StoredAction[];
  @Column('integer') definitionVersion: number;
  @Column('uuid') createdById: string;
  @TimestampColumn({ nullable: true }) approvalRequestedAt: Date | null;
  @Column('uuid', { nullable: true }) approvalRequestedById: string | null;
  @Column('uuid', { nullable: true }) approvedById: string | null;
  @TimestampColumn({ nullable: true }) approvedAt: Date | null;
  @Column('uuid', { nullable: true }) publishedById: string | null;
  @TimestampColumn({ nullable: true }) publishedAt: Date | null;
  @Column('integer') maxRunsPerMinute: number;
  @Column('integer') maxExternalActionsPerMinute: number;
  @Column('integer') circuitBreakerThreshold: number;
  @Column('integer') circuitBreakerCooldownSeconds: number;
  @TimestampColumn({ nullable: true }) circuitOpenUntil: Date | null;
  /** Failed run attempts in a row; reset by a success and when the circuit opens. */
  @Column('integer') consecutiveFailures: number;
  /** AES-256-GCM (SecretCipher): signs http_request actions; never presented. */
  @Column('text') signingSecretEncrypted: string;
  @Column('text', { nullable: true }) previousSigningSecretEncrypted: string | null;
  @TimestampColumn({ nullable: true }) previousSigningSecretExpiresAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
