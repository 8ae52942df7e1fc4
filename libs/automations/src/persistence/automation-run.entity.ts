import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { StoredAction } from '../domain/automation-rules';
import type { RunStatus } from '../domain/run-rules';

@Entity('automation_runs')
export class AutomationRunEntity {
  @IdColumn() id: string;
  @Column('uuid') automationId: string;
  @Column('text') triggerEvent: string;
  @Column('uuid') triggerEventId: string;
  /** The event as relayed: `{ type, timestamp, data }`. */
  @Column('jsonb') triggerPayload: Record<string, unknown>;
  @Column('jsonb', { nullable: true }) conditionResult: unknown;
  @Column('boolean') conditionsEvaluated: boolean;
  @Column('text') status: RunStatus;
  /** The definition the run executes, copied when the run is created. */
  @Column('integer') definitionVersion: number;
  @Column('jsonb', { nullable: true }) conditions: unknown;
  @Column('jsonb') actions: StoredAction[];
  @Column('integer') attemptCount: number;
  @Column('integer') maxAttempts: number;
  @TimestampColumn({ nullable: true }) nextAttemptAt: Date | null;
  @Column('text', { nullable: true }) lockedBy: string | null;
  @TimestampColumn({ nullable: true }) lockedAt: Date | null;
  @TimestampColumn({ nullable: true }) heartbeatAt: Date | null;
  @TimestampColumn({ nullable: true }) deadLetteredAt: Date | null;
  @TimestampColumn({ nullable: true }) cancelRequestedAt: Date | null;
  @TimestampColumn({ nullable: true }) cancelledAt: Date | null;
  @Column('integer', { nullable: true }) durationMs: number | null;
  @Column('integer') startStepIndex: number;
  @Column('uuid', { nullable: true }) replayOfRunId: string | null;
  @Column('uuid', { nullable: true }) parentRunId: string | null;
  /** 1 for a run started by a change from outside; a child run is its parent's depth + 1. */
  @Column('integer') depth: number;
  @TimestampColumn({ nullable: true }) startedAt: Date | null;
  @TimestampColumn({ nullable: true }) finishedAt: Date | null;
  @Column('text', { nullable: true }) error: string | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
