import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { JOB_DURATION_BUCKETS, Metrics } from '@app/core';
import type { RunStatus } from './domain/run-rules';

/** Where one automation run attempt left the run (docs/api/states.md#automation-run). */
export type AutomationRunOutcome = Exclude<RunStatus, 'queued' | 'running'>;

/** The automations context's metrics, on the process's registry (the names and labels dashboards read). */
@Injectable()
export class AutomationMetrics {
  private readonly attempts: Counter<'outcome'>;
  private readonly duration: Histogram<'outcome'>;

  constructor(metrics: Metrics) {
    this.attempts = new Counter({
      name: 'ats_automation_run_attempts_total',
      help: 'Automation run attempts, by the state they left the run in',
      labelNames: ['outcome'] as const,
      registers: [metrics.registry],
    });
    this.duration = new Histogram({
      name: 'ats_automation_run_duration_seconds',
      help: 'Duration of automation run attempts',
      labelNames: ['outcome'] as const,
      buckets: JOB_DURATION_BUCKETS,
      registers: [metrics.registry],
    });
  }

  /** Once per attempt, with the state the attempt left the run in. */
  runAttempt(outcome: AutomationRunOutcome, seconds: number): void {
    this.attempts.inc({ outcome });
    this.duration.observe({ outcome }, seconds);
  }
}
