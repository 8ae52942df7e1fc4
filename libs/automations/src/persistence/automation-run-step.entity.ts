import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { StepStatus } from '../domain/run-rules';

@Entity('automation_run_steps')
export class AutomationRunStepEntity {
  @IdColumn() id: string;
  @Column('uuid') runId: string;
  @Column('integer') stepIndex: number;
  @Column('text') type: string;
  @Column('text') status: StepStatus;
  /** The run attempt that last executed the step. */
  @Column('integer') attempt: number;
  @Column('jsonb', { nullable: true }) output: Record<string, unknown> | null;
  @Column('text', { nullable: true }) error: string | null;
  @TimestampColumn() startedAt: Date;
  @TimestampColumn({ nullable: true }) finishedAt: Date | null;
  @Column('integer', { nullable: true }) durationMs: number | null;
}
