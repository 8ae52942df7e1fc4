import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { DataSource } from 'typeorm';
import { TurnBatcher, ValidationFailedError, type RowPass } from '@app/core';
import { AutomationsEnvironment } from '../automations.env';
import { AutomationMetrics } from '../automation-metrics';
import { ActionSecrets } from '../actions/action-secrets';
import type { ActionContext, TriggerEvent } from '../actions/automation-action';
import { AutomationActionRegistry } from '../actions/automation-action.registry';
import { ConditionsCache } from '../domain/conditions';
import { FINISHED_RUN_STATUSES, RunRules } from '../domain/run-rules';
import {
  AutomationRunsRepository,
  type AttemptEnd,
  type AttemptWrite,
  type ClaimedRun,
  type RunClaim,
  type StepRecord,
  type StepWrite,
} from '../persistence/automation-runs.repository';
import { AUTOMATION_WORKER_OPTIONS, type AutomationWorkerOptions } from './automation-worker-options';
import { RunThrottle } from './run-throttle';

const DONE: RowPass = { next: 'done' };
const later = (at: Date): RowPass => ({ next: 'later', at });
/** A run that became claimable between a failed claim and the read of why looks again after this long. */
const RACE_RETRY_MS = 1000;

/**
 * Executes automation runs (docs/api/events.md#runs): one pass per job run. A pass claims the run for one
 * attempt in one statement, or, when it cannot, reads why and waits (circuit open, not yet due, held
 * by a live worker) or stops; a first start over the automation's rate gives the claim back. An
 * attempt evaluates the conditions once, then runs each step not yet done; each step's row is
 * written with its outcome by the attempt's next write (which also sees a cancel), and the attempt
 * ends succeeded, skipped, failed (retried later), dead-lettered or canceled. Completed steps are
 * never executed again: after a crash, the first step left to do counts as done when the events its
 * change recorded exist (they commit together with the change). The runs in progress share their
 * statements: the claims, step records and ends of one event-loop turn are one statement each
 * (TurnBatcher), so a backlog costs PostgreSQL a round trip and a commit per batch, not per run.
 */
@Injectable()
export class RunExecutor {
  private readonly logger = new Logger(RunExecutor.name);
  /** Written to `locked_by`: which worker process holds a run. */
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly conditions = new ConditionsCache();
  private readonly claims: TurnBatcher<RunClaim, ClaimedRun | null>;
  private readonly stepWrites: TurnBatcher<StepWrite, { held: boolean; cancelRequested: boolean }>;
  private readonly ends: TurnBatcher<AttemptEnd, boolean>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AutomationRunsRepository,
    private readonly actions: AutomationActionRegistry,
    private readonly secrets: ActionSecrets,
    private readonly throttle: RunThrottle,
    private readonly metrics: AutomationMetrics,
    private readonly environment: AutomationsEnvironment,
    @Inject(AUTOMATION_WORKER_OPTIONS) private readonly options: AutomationWorkerOptions,
  ) {
    this.claims = new TurnBatcher((claims) => this.repository.claimRuns(this.workerId, claims), options.concurrency);
    this.stepWrites = new TurnBatcher((writes) => this.repository.recordSteps(this.workerId, writes), options.concurrency);
    this.ends = new TurnBatcher((ends) => this.repository.endAttempts(this.workerId, ends), options.concurrency);
  }

  async pass(runId: string): Promise<RowPass> {
    const now = new Date();
    const staleBefore = new Date(now.getTime() - this.options.staleAfterMs);
    const run = await this.claims.run({ runId, staleBefore, now });
    if (run === null) return this.notClaimed(runId, staleBefore, now);
    if (run.firstStart) {
      // maxRunsPerMinute counts starts: a run over it gives its claim back and waits for the next window.
      const waitMs = await this.throttle.take('runs', run.automation.id, run.automation.maxRunsPerMinute);
      if (waitMs > 0) {
        const until = new Date(now.getTime() + waitMs);
        return (await this.repository.unclaim(run.id, this.workerId, until)) ? later(until) : this.lost(run.id);
      }
    }
    return this.attempt(run);
  }

  /**
   * Why the run could not be claimed: finished, canceled, held by a live worker, abandoned by its worker
   * with a cancel requested (then canceled), not yet due, its automation no longer running it (canceled)
   * or its circuit open (postponed, without using an attempt).
   */
  private async notClaimed(runId: string, staleBefore: Date, now: Date): Promise<RowPass> {
    const run = await this.repository.findRun(this.dataSource.manager, runId);
    if (run === null || FINISHED_RUN_STATUSES.has(run.status) || (run.cancelRequestedAt !== null && run.status !== 'running')) return DONE;
    if (run.status === 'running') {
      if (run.heartbeatAt !== null && run.heartbeatAt >= staleBefore) return later(new Date(run.heartbeatAt.getTime() + this.options.staleAfterMs));
      // Its worker stopped: a takeover would have claimed it unless a cancel was requested, which now ends it.
      if (run.cancelRequestedAt !== null) await this.repository.cancelAbandoned(run.id, staleBefore, now);
      return DONE;
    }
    if (run.nextAttemptAt !== null && run.nextAttemptAt > now) return later(run.nextAttemptAt);
    const automation = await this.repository.automationOf(run.automationId);
    if (automation === null) return DONE;
    if (!automation.runs) {
      await this.repository.cancel(this.dataSource.manager, run, now, 'Not started: the automation is no longer published and enabled');
      return DONE;
    }
    if (automation.circuitOpenUntil !== null && automation.circuitOpenUntil > now) {
      await this.repository.postpone(run.id, automation.circuitOpenUntil);
      return later(automation.circuitOpenUntil);
    }
    // Claimable by now: the row changed between the claim and this read.
    return later(new Date(now.getTime() + RACE_RETRY_MS));
  }

  private async attempt(run: ClaimedRun): Promise<RowPass> {
    const { automation } = run;
    const started = performance.now();
    let held = true;
    const heartbeat = setInterval(() => {
      this.repository
        .heartbeat(run.id, this.workerId)
        .then((still) => (held &&= still))
        .catch((error: Error) => this.logger.warn(`Heartbeat of run ${run.id} failed: ${error.message}`));
    }, this.options.heartbeatIntervalMs);
    // What this attempt knows but has not written yet: it goes with the next write of the attempt.
    let conditionResult: AttemptWrite['conditionResult'];
    let done: StepRecord | undefined;
    /** Writes the step just done (and the conditions); false when the run must stop: canceled (then ended) or lost. */
    const flush = async (): Promise<RowPass | null> => {
      if (done === undefined) return null;
      const written = await this.stepWrites.run({ runId: run.id, step: done, conditionResult, now: new Date() });
      done = undefined;
      conditionResult = undefined;
      if (!written.held) return this.lost(run.id);
      return written.cancelRequested ? end('canceled') : null;
    };
    const end = async (status: AttemptEnd['status'], error: string | null = null, nextAttemptAt: Date | null = null): Promise<RowPass> => {
      const elapsedMs = performance.now() - started;
      const ended = await this.ends.run({ runId: run.id, status, error, nextAttemptAt, elapsedMs, conditionResult, step: done, now: new Date() });
      if (!ended) return this.lost(run.id);
      this.metrics.runAttempt(status, elapsedMs / 1000);
      return nextAttemptAt === null ? DONE : later(nextAttemptAt);
    };
    const fail = (error: string): Promise<RowPass> => {
      const next = RunRules.afterFailure(run.attemptCount, run.maxAttempts, this.environment.AUTOMATION_RETRY_BASE_SECONDS, new Date());
      return end(next.status, error, next.nextAttemptAt);
    };
    try {
      const event = run.triggerPayload as unknown as Omit<TriggerEvent, 'id'>;
      if (!run.conditionsEvaluated) {
        let outcome: { result: unknown; passed: boolean };
        try {
          outcome = this.conditions.of(run.conditions)({ event: { type: run.triggerEvent, data: event.data } });
        } catch (error) {
          return await fail(`The conditions could not be evaluated: ${describe(error)}`);
        }
        conditionResult = { value: outcome.result };
        if (!outcome.passed) return await end('skipped');
      }
      const steps = new Map(run.steps.map((step) => [step.stepIndex, step]));
      // Only the first step left to do can have run in an earlier attempt without its outcome being written.
      let mayHaveRun = !run.firstStart;
      for (let index = run.startStepIndex; index < run.actions.length; index++) {
        if (!held) return this.lost(run.id);
        const action = run.actions[index];
        const step = steps.get(index);
        if (step?.status === 'succeeded' || (step?.status === 'failed' && action.continueOnError)) continue;
        const stop = await flush();
        if (stop !== null) return stop;
        if (mayHaveRun && step?.status !== 'failed') {
          mayHaveRun = false;
          const caused = await this.repository.eventsCausedBy(run.id, index);
          if (caused.length > 0) {
            // Its change committed (its events commit with it): done, by the attempt that began it (the previous one when no row says).
            const now = new Date();
            done = {
              stepIndex: index,
              type: action.type,
              attempt: step?.attempt ?? Math.max(1, run.attemptCount - 1),
              outcome: { output: { recoveredAfterCrash: true, events: caused } },
              startedAt: step === undefined ? now : new Date(step.startedAt),
              finishedAt: now,
            };
            continue;
          }
        }
        const handler = this.actions.get(action.type);
        if (handler?.external === true) {
          const waitMs = await this.throttle.take('external-actions', automation.id, automation.maxExternalActionsPerMinute);
          if (waitMs > 0) {
            const until = new Date(Date.now() + waitMs);
            const released = await this.repository.release(run.id, this.workerId, until, performance.now() - started, { conditionResult });
            return released ? later(until) : this.lost(run.id);
          }
        }
        const stepStarted = new Date();
        if (handler?.external === true) await this.repository.startStep(run.id, index, action.type, run.attemptCount, stepStarted);
        const record = (outcome: StepRecord['outcome']): StepRecord => ({
          stepIndex: index,
          type: action.type,
          attempt: run.attemptCount,
          outcome,
          startedAt: stepStarted,
          finishedAt: new Date(),
        });
        try {
          if (handler === undefined) throw new Error(`No action of type "${action.type}" is installed in this worker`);
          const context: ActionContext = {
            actor: { id: automation.id, name: `Automation: ${automation.name}`, cause: { runId: run.id, stepIndex: index } },
            automation: { id: automation.id, name: automation.name },
            run: { id: run.id, stepIndex: index, attempt: run.attemptCount },
            event: { id: run.triggerEventId, type: run.triggerEvent, timestamp: event.timestamp, data: event.data },
          };
          done = record({ output: await handler.execute(plainToInstance(handler.configType, this.secrets.reveal(automation.id, action)), context) });
        } catch (error) {
          done = record({ error: describe(error) });
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
