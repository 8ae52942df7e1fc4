import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { DataSource } from 'typeorm';
import { APP_CONFIG, ValidationFailedError, type AppConfig, type RowPass } from '@app/core';
import { AutomationMetrics } from '../automation-metrics';
import type { ActionContext, TriggerEvent } from '../actions/automation-action';
import { AutomationActionRegistry } from '../actions/automation-action.registry';
import { compileConditions } from '../domain/conditions';
import { FINISHED_RUN_STATUSES, RunRules } from '../domain/run-rules';
import type { AutomationRunEntity } from '../persistence/automation-run.entity';
import { AutomationRunsRepository, type AttemptEnd, type RunAutomationRow } from '../persistence/automation-runs.repository';
import { AUTOMATION_WORKER_OPTIONS, type AutomationWorkerOptions } from './automation-worker-options';
import { RunThrottle } from './run-throttle';

const DONE: RowPass = { next: 'done' };
const later = (at: Date): RowPass => ({ next: 'later', at });

/**
 * Executes automation runs (CONTRACT §4): one pass per job run. A pass either waits (circuit open,
 * over the automation's rate, not yet due, held by a live worker), or claims the run for one
 * attempt: conditions once, then each step not yet done, recording a step row per action, ending
 * the attempt succeeded, skipped, failed (retried later), dead-lettered or canceled. Completed
 * steps are never executed again: a step found `running` after a crash counts as done when the
 * events its change recorded exist (they commit together with the change).
 */
@Injectable()
export class RunExecutor {
  private readonly logger = new Logger(RunExecutor.name);
  /** Written to `locked_by`: which worker process holds a run. */
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AutomationRunsRepository,
    private readonly actions: AutomationActionRegistry,
    private readonly throttle: RunThrottle,
    private readonly metrics: AutomationMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTOMATION_WORKER_OPTIONS) private readonly options: AutomationWorkerOptions,
  ) {}

  async pass(runId: string): Promise<RowPass> {
    const now = new Date();
    const run = await this.repository.findRun(this.dataSource.manager, runId);
    if (run === null || FINISHED_RUN_STATUSES.has(run.status) || (run.cancelRequestedAt !== null && run.status !== 'running')) return DONE;
    const staleBefore = new Date(now.getTime() - this.options.staleAfterMs);
    if (run.status === 'running' && run.heartbeatAt !== null && run.heartbeatAt >= staleBefore) {
      return later(new Date(run.heartbeatAt.getTime() + this.options.staleAfterMs));
    }
    if (run.nextAttemptAt !== null && run.nextAttemptAt > now) return later(run.nextAttemptAt);
    const automation = await this.repository.automationOf(run.automationId);
    if (automation === null) return DONE;
    if (run.status !== 'running') {
      if (!automation.runs) {
        await this.repository.cancel(this.dataSource.manager, run, now, 'Not started: the automation is no longer published and enabled');
        return DONE;
      }
      const wait = await this.waitBeforeStart(run, automation, now);
      if (wait !== null) {
        await this.repository.postpone(run.id, wait);
        return later(wait);
      }
    }
    const claimed = await this.repository.claim(run.id, this.workerId, staleBefore, now);
    return claimed === null ? DONE : this.attempt(claimed, automation);
  }

  /** A run waits while its automation's circuit is open, and before its first start while the automation is over maxRunsPerMinute. */
  private async waitBeforeStart(run: AutomationRunEntity, automation: RunAutomationRow, now: Date): Promise<Date | null> {
    if (automation.circuitOpenUntil !== null && automation.circuitOpenUntil > now) return automation.circuitOpenUntil;
    if (run.startedAt !== null) return null;
    const waitMs = await this.throttle.take('runs', automation.id, automation.maxRunsPerMinute);
    return waitMs === 0 ? null : new Date(now.getTime() + waitMs);
  }

  private async attempt(run: AutomationRunEntity, automation: RunAutomationRow): Promise<RowPass> {
    const started = performance.now();
    let held = true;
    const heartbeat = setInterval(() => {
      this.repository
        .heartbeat(run.id, this.workerId)
        .then((still) => (held &&= still))
        .catch((error: Error) => this.logger.warn(`Heartbeat of run ${run.id} failed: ${error.message}`));
    }, this.options.heartbeatIntervalMs);
    const end = async (status: AttemptEnd['status'], error: string | null = null, nextAttemptAt: Date | null = null): Promise<RowPass> => {
      const elapsedMs = performance.now() - started;
      const ended = await this.repository.endAttempt(run.id, this.workerId, { status, error, nextAttemptAt, elapsedMs }, new Date());
      if (!ended) return this.lost(run.id);
      this.metrics.runAttempt(status, elapsedMs / 1000);
      return nextAttemptAt === null ? DONE : later(nextAttemptAt);
    };
    const fail = (error: string): Promise<RowPass> => {
      const next = RunRules.afterFailure(run.attemptCount, run.maxAttempts, this.config.automationRetryBaseSeconds, new Date());
      return end(next.status, error, next.nextAttemptAt);
    };
    try {
      const event = run.triggerPayload as unknown as Omit<TriggerEvent, 'id'>;
      if (!run.conditionsEvaluated) {
        let outcome: { result: unknown; passed: boolean };
        try {
          outcome = compileConditions(run.conditions)({ event: { type: run.triggerEvent, data: event.data } });
        } catch (error) {
          return await fail(`The conditions could not be evaluated: ${describe(error)}`);
        }
        await this.repository.recordConditions(run.id, outcome.result);
        if (!outcome.passed) return await end('skipped');
      }
      const steps = new Map((await this.repository.steps(run.id)).map((step) => [step.stepIndex, step]));
      for (let index = run.startStepIndex; index < run.actions.length; index++) {
        if (!held) return this.lost(run.id);
        const action = run.actions[index];
        const step = steps.get(index);
        if (step?.status === 'succeeded' || (step?.status === 'failed' && action.continueOnError)) continue;
        if (await this.repository.cancelRequested(run.id)) return await end('canceled');
        if (step?.status === 'running') {
          const caused = await this.repository.eventsCausedBy(run.id, index);
          if (caused.length > 0) {
            await this.repository.finishStep(run.id, index, { output: { recoveredAfterCrash: true, events: caused } }, new Date());
            continue;
          }
        }
        const handler = this.actions.get(action.type);
        if (handler?.external === true) {
          const waitMs = await this.throttle.take('external-actions', automation.id, automation.maxExternalActionsPerMinute);
          if (waitMs > 0) {
            const until = new Date(Date.now() + waitMs);
            return (await this.repository.release(run.id, this.workerId, until, performance.now() - started)) ? later(until) : this.lost(run.id);
          }
        }
        await this.repository.startStep(run.id, index, action.type, run.attemptCount, new Date());
        try {
          if (handler === undefined) throw new Error(`No action of type "${action.type}" is installed in this worker`);
          const context: ActionContext = {
            actor: { id: automation.id, name: `Automation: ${automation.name}`, cause: { runId: run.id, stepIndex: index } },
            automation: { id: automation.id, name: automation.name },
            run: { id: run.id, stepIndex: index, attempt: run.attemptCount },
            event: { id: run.triggerEventId, type: run.triggerEvent, timestamp: event.timestamp, data: event.data },
          };
          const output = await handler.execute(plainToInstance(handler.configType, action.config), context);
          await this.repository.finishStep(run.id, index, { output }, new Date());
        } catch (error) {
          await this.repository.finishStep(run.id, index, { error: describe(error) }, new Date());
          if (!action.continueOnError) return await fail(`Step ${index} (${action.type}) failed: ${describe(error)}`);
        }
      }
      return await end('succeeded');
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Another worker took the run over (this one looked dead): leave the run to it. */
  private lost(runId: string): RowPass {
    this.logger.warn(`Run ${runId} was taken over by another worker; this worker stops working on it`);
    return DONE;
  }
}

/** The step's error: the message, with each rule a service refused (a ValidationFailedError's own message is generic). */
function describe(error: unknown): string {
  if (error instanceof ValidationFailedError) return `${error.message}: ${error.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : String(error);
}
