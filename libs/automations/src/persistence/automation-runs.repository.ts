import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  keysetPage,
  lockClause,
  lockOption,
  newId,
  roundsOfDistinct,
  runSql,
  sql,
  storableJson,
  storableText,
  type OutboxEventRef,
  type PageQueryDto,
  type RowLock,
  type Sql,
} from '@app/core';
import { DEFAULT_MAX_ATTEMPTS, type StoredAction } from '../domain/automation-rules';
import { MAX_RUN_DEPTH, type RunStatus, type StepStatus } from '../domain/run-rules';
import { AutomationRunStepEntity } from './automation-run-step.entity';
import { AutomationRunEntity } from './automation-run.entity';
import type { AutomationEntity } from './automation.entity';

/** What a run's worker needs of its automation at each attempt. */
export interface RunAutomationRow {
  id: string;
  name: string;
  /** Only published, enabled automations run (docs/api/states.md#automation-run). */
  runs: boolean;
  maxRunsPerMinute: number;
  maxExternalActionsPerMinute: number;
  circuitOpenUntil: Date | null;
}

/** A run as its claim returns it: the row, what its worker needs of the automation, and its steps' states. */
export interface ClaimedRun extends AutomationRunEntity {
  automation: Pick<RunAutomationRow, 'id' | 'name' | 'maxRunsPerMinute' | 'maxExternalActionsPerMinute'>;
  /** No attempt had started before this one: no step of the run can have run yet. */
  firstStart: boolean;
  /** `startedAt` as JSON gives it (a string). */
  steps: Array<{ stepIndex: number; status: StepStatus; attempt: number; startedAt: string }>;
}

/** A step's outcome, written once it is known (with U+FFFD for any U+0000 or lone surrogate in its output or error: storableText). */
export interface StepRecord {
  stepIndex: number;
  type: string;
  attempt: number;
  outcome: { output: Record<string, unknown> } | { error: string };
  startedAt: Date;
  finishedAt: Date;
}

/** What the attempt's next write also records: the conditions' value when this attempt evaluated them. */
export interface AttemptWrite {
  conditionResult?: { value: unknown };
}

/** A claim of the run for this worker's next attempt, as of `now`: a running run without a heartbeat since `staleBefore` is taken over. */
export interface RunClaim {
  runId: string;
  staleBefore: Date;
  now: Date;
}

/** A step's outcome, written while the worker holds the run (with the conditions' value, when pending). */
export interface StepWrite extends AttemptWrite {
  runId: string;
  step: StepRecord;
  now: Date;
}

/** Where the run's attempt left it, as one statement writes it (with the last step's record and the conditions, when pending). */
export interface AttemptEnd extends AttemptWrite {
  runId: string;
  status: Extract<RunStatus, 'succeeded' | 'skipped' | 'failed' | 'dead_lettered' | 'canceled'>;
  error: string | null;
  nextAttemptAt: Date | null;
  elapsedMs: number;
  step?: StepRecord;
  now: Date;
}

const CHAIN_TOO_DEEP = `Not started: a chain of automation runs is limited to ${MAX_RUN_DEPTH} levels`;

/** SQL of runs, their steps and the automation fields the run engine reads or writes. */
@Injectable()
export class AutomationRunsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The run's columns under their property names, for statements that return whole runs. */
  private runColumns(alias: string): string {
    return this.dataSource
      .getMetadata(AutomationRunEntity)
      .columns.map((column) => `${alias}.${column.databaseName} AS "${column.propertyName}"`)
      .join(', ');
  }

  /**
   * The relay's fan-out: a run per published, enabled automation waiting for each event (published
   * before the event happened). A run caused by another run's step becomes its child; one past
   * the depth limit is written `skipped` at once. Returns the ids of the runs to enqueue.
   */
  async fanOut(tx: EntityManager, events: readonly OutboxEventRef[], now: Date): Promise<string[]> {
    const matches = await runSql<{
      event_id: string;
      type: string;
      payload: Record<string, unknown>;
      automation_id: string;
      definition_version: number;
      conditions: unknown;
      actions: StoredAction[];
      parent_run_id: string | null;
      depth: number;
    }>(
      tx,
      sql`SELECT o.id AS event_id, o.type, o.payload, a.id AS automation_id, a.definition_version, a.conditions, a.actions,
              parent.id AS parent_run_id, COALESCE(parent.depth, 0) + 1 AS depth
         FROM outbox_events o
         JOIN automations a ON a.trigger_event = o.type AND a.status = 'published' AND a.enabled AND a.published_at <= o.created_at
         LEFT JOIN automation_runs parent ON parent.id = o.caused_by_run_id
        WHERE o.id = ANY(${events.map((event) => event.id)}::uuid[])${sql.raw(lockClause('share', 'a'))}`,
    );
    if (matches.length === 0) return [];
    const tooDeep = matches.map((match) => match.depth > MAX_RUN_DEPTH);
    const at = sql.param(now);
    const rows = await runSql<{ id: string; status: RunStatus }>(
      tx,
      sql`INSERT INTO automation_runs (id, automation_id, trigger_event, trigger_event_id, trigger_payload, status, definition_version,
                                    conditions, actions, max_attempts, parent_run_id, depth, error, finished_at, created_at, updated_at)
       SELECT r.id, r.automation_id, r.trigger_event, r.trigger_event_id, r.trigger_payload,
              CASE WHEN r.too_deep THEN 'skipped' ELSE 'queued' END, r.definition_version, r.conditions, r.actions, ${DEFAULT_MAX_ATTEMPTS},
              r.parent_run_id, r.depth, CASE WHEN r.too_deep THEN ${CHAIN_TOO_DEEP} END, CASE WHEN r.too_deep THEN ${at}::timestamptz END, ${at}, ${at}
         FROM unnest(${matches.map(() => newId())}::uuid[], ${matches.map((match) => match.automation_id)}::uuid[],
                     ${matches.map((match) => match.type)}::text[],
                     ${matches.map((match) => match.event_id)}::uuid[], ${matches.map((match) => JSON.stringify(match.payload))}::jsonb[],
                     ${matches.map((match) => match.definition_version)}::int[], ${matches.map((match) => JSON.stringify(match.conditions))}::jsonb[],
                     ${matches.map((match) => JSON.stringify(match.actions))}::jsonb[], ${matches.map((match) => match.parent_run_id)}::uuid[],
                     ${matches.map((match) => match.depth)}::int[], ${tooDeep}::boolean[])
              AS r(id, automation_id, trigger_event, trigger_event_id, trigger_payload, definition_version, conditions, actions, parent_run_id, depth, too_deep)
       ON CONFLICT (automation_id, trigger_event_id) WHERE replay_of_run_id IS NULL DO NOTHING
       RETURNING id, status`,
    );
    return rows.filter((row) => row.status === 'queued').map((row) => row.id);
  }

  async findRun(tx: EntityManager, id: string, lock?: RowLock): Promise<AutomationRunEntity | null> {
    return tx.findOne(AutomationRunEntity, { where: { id }, lock: lockOption(lock) });
  }

  async findRunOf(tx: EntityManager, automationId: string, runId: string, lock?: RowLock): Promise<AutomationRunEntity | null> {
    return tx.findOne(AutomationRunEntity, { where: { id: runId, automationId }, lock: lockOption(lock) });
  }

  async listRuns(automationId: string, page: PageQueryDto & { status?: RunStatus }): Promise<AutomationRunEntity[]> {
    const query = this.dataSource.getRepository(AutomationRunEntity).createQueryBuilder('run').where('run.automation_id = :automationId', { automationId });
    if (page.status !== undefined) query.andWhere('run.status = :status', { status: page.status });
    return keysetPage(query, 'run', page).getMany();
  }

  async steps(runId: string): Promise<AutomationRunStepEntity[]> {
    return this.dataSource.getRepository(AutomationRunStepEntity).find({ where: { runId }, order: { stepIndex: 'ASC' } });
  }

  async automationOf(id: string): Promise<RunAutomationRow | null> {
    const rows = await runSql<RunAutomationRow>(
      this.dataSource,
      sql`SELECT id, name, status = 'published' AND enabled AS runs, max_runs_per_minute AS "maxRunsPerMinute",
              max_external_actions_per_minute AS "maxExternalActionsPerMinute", circuit_open_until AS "circuitOpenUntil"
         FROM automations WHERE id = ${id}`,
    );
    return rows[0] ?? null;
  }

  /**
   * Cancel: a queued run is canceled at once (with `error` when the service, not a user, cancels
   * it); a running one is asked to stop before its next step.
   */
  async cancel(tx: EntityManager, run: AutomationRunEntity, now: Date, error: string | null = null): Promise<AutomationRunEntity> {
    const waiting = run.status !== 'running';
    const [at, atOnce] = [sql.param(now), sql.param(waiting)];
    await runSql(
      tx,
      sql`UPDATE automation_runs
          SET cancel_requested_at = COALESCE(cancel_requested_at, ${at}), updated_at = ${at},
              status = CASE WHEN ${atOnce} THEN 'canceled' ELSE status END,
              cancelled_at = CASE WHEN ${atOnce} THEN ${at}::timestamptz END,
              finished_at = CASE WHEN ${atOnce} THEN ${at}::timestamptz ELSE finished_at END,
              next_attempt_at = CASE WHEN ${atOnce} THEN NULL ELSE next_attempt_at END,
              error = COALESCE(${error}, error)
        WHERE id = ${run.id}`,
    );
    return (await this.findRun(tx, run.id)) as AutomationRunEntity;
  }

  /**
   * Ends as canceled a running run whose cancel was requested and whose worker stopped (no heartbeat
   * since `staleBefore`): the cancel asked it to stop before its next step, so no step is run again.
   */
  async cancelAbandoned(runId: string, staleBefore: Date, now: Date): Promise<boolean> {
    const at = sql.param(now);
    const rows = await runSql(
      this.dataSource,
      sql`UPDATE automation_runs
          SET status = 'canceled', cancelled_at = ${at}, finished_at = ${at}, next_attempt_at = NULL,
              locked_by = NULL, locked_at = NULL, heartbeat_at = NULL, updated_at = ${at}
        WHERE id = ${runId} AND status = 'running' AND cancel_requested_at IS NOT NULL AND heartbeat_at < ${staleBefore}
        RETURNING id`,
    );
    return rows.length > 0;
  }

  /** A new run of the original's event under the automation's current definition (replay: docs/api/events.md#runs). */
  async insertReplay(
    tx: EntityManager,
    original: AutomationRunEntity,
    automation: AutomationEntity,
    startStepIndex: number,
    now: Date,
  ): Promise<AutomationRunEntity> {
    const id = newId();
    const at = sql.param(now);
    await runSql(
      tx,
      sql`INSERT INTO automation_runs (id, automation_id, trigger_event, trigger_event_id, trigger_payload, status, definition_version, conditions,
                                    actions, max_attempts, start_step_index, replay_of_run_id, parent_run_id, depth, created_at, updated_at)
       SELECT ${id}, automation_id, trigger_event, trigger_event_id, trigger_payload, 'queued', ${automation.definitionVersion},
              ${JSON.stringify(automation.conditions ?? null)}, ${JSON.stringify(automation.actions)}, max_attempts, ${startStepIndex}, id,
              parent_run_id, depth,
              ${at}, ${at}
         FROM automation_runs WHERE id = ${original.id}`,
    );
    return (await this.findRun(tx, id)) as AutomationRunEntity;
  }

  /** Makes a queued or failed run wait (circuit open, over its rate), without using an attempt. */
  async postpone(runId: string, until: Date): Promise<void> {
    await runSql(
      this.dataSource,
      sql`UPDATE automation_runs SET next_attempt_at = ${until}, updated_at = now() WHERE id = ${runId} AND status IN ('queued', 'failed')`,
    );
  }

  /**
   * Takes runs for one attempt each and returns them with their automation and steps, in one
   * statement for all (the claims of the jobs that started in the same turn, RunExecutor): a queued
   * run, or a failed one, that is due while its automation runs (published, enabled, circuit closed),
   * or a running one whose worker stopped beating (taken over). Null, in the claims' order, for a run
   * that cannot be claimed now (the caller then reads why: RunExecutor.notClaimed) and for a run named
   * twice but the first time. The rows are locked in id order, so concurrent claims never deadlock.
   */
  async claimRuns(workerId: string, claims: readonly RunClaim[]): Promise<Array<ClaimedRun | null>> {
    const rows = await runSql<ClaimedRun>(
      this.dataSource,
      sql`WITH v AS (SELECT * FROM ${unnestRows([
        ['id', 'uuid', claims.map((claim) => claim.runId)],
        ['stale_before', 'timestamptz', claims.map((claim) => claim.staleBefore)],
        ['now', 'timestamptz', claims.map((claim) => claim.now)],
      ])}),
       previous AS (SELECT id, started_at FROM automation_runs WHERE id IN (SELECT id FROM v) ORDER BY id FOR UPDATE)
       UPDATE automation_runs r
          SET status = 'running', locked_by = ${workerId}, locked_at = v.now, heartbeat_at = v.now, started_at = COALESCE(r.started_at, v.now),
              attempt_count = r.attempt_count + 1, next_attempt_at = NULL, updated_at = v.now
         FROM previous p, v, automations a
        WHERE r.id = p.id AND v.id = r.id AND a.id = r.automation_id AND r.cancel_requested_at IS NULL
          AND ((r.status = 'running' AND r.heartbeat_at < v.stale_before)
               OR (r.status IN ('queued', 'failed') AND COALESCE(r.next_attempt_at, v.now) <= v.now
                   AND a.status = 'published' AND a.enabled AND COALESCE(a.circuit_open_until, v.now) <= v.now))
        RETURNING ${sql.raw(this.runColumns('r'))}, p.started_at IS NULL AS "firstStart",
                  json_build_object('id', a.id, 'name', a.name, 'maxRunsPerMinute', a.max_runs_per_minute,
                                    'maxExternalActionsPerMinute', a.max_external_actions_per_minute) AS automation,
                  (SELECT COALESCE(json_agg(json_build_object('stepIndex', s.step_index, 'status', s.status, 'attempt', s.attempt,
                                                              'startedAt', s.started_at)), '[]')
                     FROM automation_run_steps s WHERE s.run_id = r.id) AS steps`,
    );
    const claimed = new Map(rows.map((run) => [run.id, run]));
    return claims.map(({ runId }) => {
      const run = claimed.get(runId) ?? null;
      claimed.delete(runId);
      return run;
    });
  }

  /** Gives back a claim before its attempt began (over maxRunsPerMinute): the run waits, queued and not started, until `until`. */
  async unclaim(runId: string, workerId: string, until: Date): Promise<boolean> {
    const rows = await runSql(
      this.dataSource,
      sql`UPDATE automation_runs
          SET status = 'queued', attempt_count = attempt_count - 1, started_at = NULL, next_attempt_at = ${until}, locked_by = NULL, locked_at = NULL,
              heartbeat_at = NULL, updated_at = now()
        WHERE id = ${runId} AND locked_by = ${workerId} AND status = 'running'
        RETURNING id`,
    );
    return rows.length > 0;
  }

  /**
   * Gives back an attempt that had not failed (an external-action limit): the run waits, queued at
   * the same step (with the conditions' value, when this attempt evaluated them).
   */
  async release(runId: string, workerId: string, until: Date, elapsedMs: number, write: AttemptWrite): Promise<boolean> {
    const rows = await runSql(
      this.dataSource,
      sql`UPDATE automation_runs
          SET status = 'queued', attempt_count = attempt_count - 1, next_attempt_at = ${until}, locked_by = NULL, locked_at = NULL,
              heartbeat_at = NULL, duration_ms = COALESCE(duration_ms, 0) + ${Math.round(elapsedMs)}, updated_at = now()${conditionsSet(write)}
        WHERE id = ${runId} AND locked_by = ${workerId} AND status = 'running'
        RETURNING id`,
    );
    return rows.length > 0;
  }

  /** False once another worker has taken the run over: the caller must stop working on it. */
  async heartbeat(runId: string, workerId: string): Promise<boolean> {
    const rows = await runSql(
      this.dataSource,
      sql`UPDATE automation_runs SET heartbeat_at = now() WHERE id = ${runId} AND locked_by = ${workerId} AND status = 'running' RETURNING id`,
    );
    return rows.length > 0;
  }

  /**
   * Ends the attempts of the worker holding the runs, in one statement for all (those that ended in
   * the same turn; a run named twice waits for a second statement): each run's row (with the
   * conditions' value and the last step's record when pending), and the automations' circuit
   * breakers: a failed attempt counts towards its automation's (opening it at the threshold), a
   * success resets it; the attempts of one automation in one statement count as if its successes
   * came first. Says, per end, whether the worker still held the run. Rows are locked in id order.
   */
  async endAttempts(workerId: string, ends: readonly AttemptEnd[]): Promise<boolean[]> {
    const ended = ends.map(() => false);
    for (const indexes of roundsOfDistinct(ends, (end) => end.runId)) {
      const round = indexes.map((index) => ends[index]);
      const worker = sql.param(workerId);
      const rows = await runSql<{ id: string }>(
        this.dataSource,
        sql`WITH v AS (SELECT * FROM ${unnestRows([
          ['run_id', 'uuid', round.map((end) => end.runId)],
          ['status', 'text', round.map((end) => end.status)],
          ['error', 'text', round.map((end) => storableText(end.error))],
          ['next_attempt_at', 'timestamptz', round.map((end) => end.nextAttemptAt)],
          ['elapsed_ms', 'int', round.map((end) => Math.round(end.elapsedMs))],
          ['now', 'timestamptz', round.map((end) => end.now)],
          ...conditionColumns(round),
          ...stepColumns(round.map((end) => end.step)),
        ])}),
         held AS (SELECT id FROM automation_runs WHERE id IN (SELECT run_id FROM v) AND locked_by = ${worker} AND status = 'running' ORDER BY id FOR UPDATE),
         ended AS (
           UPDATE automation_runs r
              SET status = v.status, error = v.error, next_attempt_at = v.next_attempt_at, locked_by = NULL, locked_at = NULL, heartbeat_at = NULL,
                  duration_ms = COALESCE(r.duration_ms, 0) + v.elapsed_ms, updated_at = v.now,
                  condition_result = CASE WHEN v.has_conditions THEN v.condition_result ELSE r.condition_result END,
                  conditions_evaluated = r.conditions_evaluated OR v.has_conditions,
                  finished_at = CASE WHEN v.status = 'failed' THEN NULL ELSE v.now END,
                  dead_lettered_at = CASE WHEN v.status = 'dead_lettered' THEN v.now END,
                  cancelled_at = CASE WHEN v.status = 'canceled' THEN v.now END
             FROM held h, v
            WHERE r.id = h.id AND v.run_id = r.id AND r.locked_by = ${worker} AND r.status = 'running'
            RETURNING r.id, r.automation_id, v.status, v.now
         ), outcomes AS (
           SELECT automation_id, count(*) FILTER (WHERE status IN ('failed', 'dead_lettered'))::int AS failures,
                  bool_or(status = 'succeeded') AS succeeded, max(now) AS now
             FROM ended GROUP BY automation_id
         ), breakers AS (
           SELECT a.id, o.failures, o.now, CASE WHEN o.succeeded THEN 0 ELSE a.consecutive_failures END + o.failures AS count
             FROM automations a JOIN outcomes o ON o.automation_id = a.id
            WHERE o.failures > 0 OR (o.succeeded AND a.consecutive_failures <> 0)
            ORDER BY a.id FOR UPDATE OF a
         ), breaker AS (
           UPDATE automations a
              SET consecutive_failures = CASE WHEN b.failures > 0 AND b.count < a.circuit_breaker_threshold THEN b.count ELSE 0 END,
                  circuit_open_until = CASE WHEN b.failures > 0 AND b.count >= a.circuit_breaker_threshold
                                            THEN b.now + make_interval(secs => a.circuit_breaker_cooldown_seconds) ELSE a.circuit_open_until END
             FROM breakers b
            WHERE a.id = b.id
         ), step AS (${stepRows('ended')})
         SELECT id FROM ended`,
      );
      const held = new Set(rows.map((row) => row.id));
      for (const index of indexes) ended[index] = held.has(ends[index].runId);
    }
    return ended;
  }

  /**
   * Before an external action: its step row, `running`, so that the run shows the step while it
   * waits on the other side (a step inside the installation is written once, with its outcome).
   */
  async startStep(runId: string, stepIndex: number, type: string, attempt: number, now: Date): Promise<void> {
    await runSql(
      this.dataSource,
      sql`INSERT INTO automation_run_steps (id, run_id, step_index, type, status, attempt, started_at)
       VALUES (${newId()}, ${runId}, ${stepIndex}, ${type}, 'running', ${attempt}, ${now})
       ON CONFLICT (run_id, step_index) DO UPDATE
          SET type = EXCLUDED.type, status = 'running', attempt = EXCLUDED.attempt, output = NULL, error = NULL,
              started_at = EXCLUDED.started_at, finished_at = NULL, duration_ms = NULL`,
    );
  }

  /**
   * Writes steps' outcomes (and the conditions' value when pending) while this worker holds their
   * runs, in one statement for all (those written in the same turn; a run named twice waits for a
   * second statement), and says per write whether the worker still holds the run and whether a
   * cancel was requested: what the run's next step waits on.
   */
  async recordSteps(workerId: string, writes: readonly StepWrite[]): Promise<Array<{ held: boolean; cancelRequested: boolean }>> {
    const results = writes.map(() => ({ held: false, cancelRequested: false }));
    for (const indexes of roundsOfDistinct(writes, (write) => write.runId)) {
      const round = indexes.map((index) => writes[index]);
      const worker = sql.param(workerId);
      const rows = await runSql<{ id: string; cancel_requested: boolean }>(
        this.dataSource,
        sql`WITH v AS (SELECT * FROM ${unnestRows([
          ['run_id', 'uuid', round.map((write) => write.runId)],
          ['now', 'timestamptz', round.map((write) => write.now)],
          ...conditionColumns(round),
          ...stepColumns(round.map((write) => write.step)),
        ])}),
         evaluated AS (
           SELECT id FROM automation_runs
            WHERE id IN (SELECT run_id FROM v WHERE has_conditions) AND locked_by = ${worker} AND status = 'running' ORDER BY id FOR UPDATE
         ), updated AS (
           UPDATE automation_runs r SET updated_at = v.now, condition_result = v.condition_result, conditions_evaluated = true
             FROM evaluated e, v
            WHERE r.id = e.id AND v.run_id = r.id AND r.locked_by = ${worker} AND r.status = 'running'
            RETURNING r.id, r.cancel_requested_at IS NOT NULL AS cancel_requested
         ), held AS (
           SELECT id, cancel_requested FROM updated
           UNION ALL
           SELECT id, cancel_requested_at IS NOT NULL FROM automation_runs
            WHERE id IN (SELECT run_id FROM v WHERE NOT has_conditions) AND locked_by = ${worker} AND status = 'running'
         ), step AS (${stepRows('held')})
         SELECT id, cancel_requested FROM held`,
      );
      const held = new Map(rows.map((row) => [row.id, row.cancel_requested]));
      for (const index of indexes) {
        const cancelRequested = held.get(writes[index].runId);
        results[index] = { held: cancelRequested !== undefined, cancelRequested: cancelRequested ?? false };
      }
    }
    return results;
  }

  /**
   * Redaction: runs keep a copy of their trigger event. The runs of these (just redacted) outbox
   * events take the redacted payload; what their conditions returned, when not a boolean, and their
   * steps' outputs go too: both can repeat the event's data.
   */
  async redactTriggerCopies(tx: EntityManager, eventIds: readonly string[]): Promise<void> {
    await runSql(
      tx,
      sql`WITH redacted AS (
         UPDATE automation_runs r
            SET trigger_payload = o.payload,
                condition_result = CASE WHEN jsonb_typeof(r.condition_result) IN ('object', 'array', 'string', 'number')
                                        THEN '{"redacted": true}' ELSE r.condition_result END,
                updated_at = now()
           FROM outbox_events o
          WHERE r.trigger_event_id = ANY(${eventIds}::uuid[]) AND o.id = r.trigger_event_id
         RETURNING r.id
       )
       UPDATE automation_run_steps SET output = '{"redacted": true}' WHERE run_id IN (SELECT id FROM redacted) AND output IS NOT NULL`,
    );
  }

  /**
   * The events a step's changes caused, found by the cause recorded with them: a step found
   * `running` after a crash committed its change exactly when these exist.
   */
  async eventsCausedBy(runId: string, stepIndex: number): Promise<Array<{ id: string; type: string }>> {
    return runSql(
      this.dataSource,
      sql`SELECT id, type FROM outbox_events WHERE caused_by_run_id = ${runId} AND caused_by_step_index = ${stepIndex} ORDER BY created_at, id`,
    );
  }

  /** Open runs due now whose job may be missing: queued or failed and due, or running without a heartbeat since `staleBefore`. */
  async dueOpenRuns(now: Date, graceMs: number, staleBefore: Date, limit: number): Promise<Array<{ id: string }>> {
    return runSql(
      this.dataSource,
      sql`SELECT id FROM automation_runs
        WHERE status IN ('queued', 'failed', 'running')
          AND COALESCE(heartbeat_at, next_attempt_at, created_at) <= ${new Date(now.getTime() - graceMs)}
          AND (status <> 'running' OR heartbeat_at < ${staleBefore})
        ORDER BY COALESCE(heartbeat_at, next_attempt_at, created_at)
        LIMIT ${limit}`,
    );
  }
}

/** `, condition_result = <value>, conditions_evaluated = true` when the write records the conditions' value, else nothing. */
function conditionsSet(write: AttemptWrite): Sql {
  if (write.conditionResult === undefined) return sql.empty;
  return sql`, condition_result = ${storableJson(write.conditionResult.value)}, conditions_evaluated = true`;
}

/** A column of the rows `unnestRows` makes: its name, its type and one value per row. */
type Column = readonly [name: string, type: string, values: readonly unknown[]];

/** `unnest(<array>::type[], ...) AS v(name, ...)`: the rows of a batch statement, one per item, a column's values one array. */
function unnestRows(columns: readonly Column[]): Sql {
  const arrays = columns.map(([, type, values]) => sql`${values}::${sql.raw(type)}[]`);
  return sql`unnest(${sql.join(arrays)}) AS v(${sql.raw(columns.map(([name]) => name).join(', '))})`;
}

/** Whether each write records the conditions' value (`has_conditions`), and the value (`condition_result`). */
function conditionColumns(writes: readonly AttemptWrite[]): Column[] {
  return [
    ['has_conditions', 'boolean', writes.map((write) => write.conditionResult !== undefined)],
    ['condition_result', 'jsonb', writes.map((write) => (write.conditionResult === undefined ? null : storableJson(write.conditionResult.value)))],
  ];
}

/** The step row of each item (all null for an item without one), as `stepRows` reads them. */
function stepColumns(steps: ReadonlyArray<StepRecord | undefined>): Column[] {
  const of = (value: (step: StepRecord) => unknown) => steps.map((step) => (step === undefined ? null : value(step)));
  return [
    ['step_id', 'uuid', of(() => newId())],
    ['step_index', 'int', of((step) => step.stepIndex)],
    ['step_type', 'text', of((step) => step.type)],
    ['step_status', 'text', of((step) => ('output' in step.outcome ? 'succeeded' : 'failed'))],
    ['step_attempt', 'int', of((step) => step.attempt)],
    ['step_output', 'jsonb', of((step) => ('output' in step.outcome ? storableJson(step.outcome.output) : null))],
    ['step_error', 'text', of((step) => ('error' in step.outcome ? storableText(step.outcome.error) : null))],
    ['step_started_at', 'timestamptz', of((step) => step.startedAt)],
    ['step_finished_at', 'timestamptz', of((step) => step.finishedAt)],
  ];
}

/**
 * The statement (for a CTE) that writes the step rows of `v` whose run is in `source` (the runs
 * this worker holds), new or rewriting an earlier attempt's row.
 */
function stepRows(source: string): Sql {
  const held = sql.raw(source);
  return sql`INSERT INTO automation_run_steps AS s (id, run_id, step_index, type, status, attempt, output, error, started_at, finished_at, duration_ms)
          SELECT v.step_id, v.run_id, v.step_index, v.step_type, v.step_status, v.step_attempt, v.step_output, v.step_error,
                 v.step_started_at, v.step_finished_at,
                 GREATEST(0, (EXTRACT(EPOCH FROM (v.step_finished_at - v.step_started_at)) * 1000)::int)
            FROM v JOIN ${held} ON ${held}.id = v.run_id
           WHERE v.step_id IS NOT NULL
          ON CONFLICT (run_id, step_index) DO UPDATE
             SET type = EXCLUDED.type, status = EXCLUDED.status, attempt = EXCLUDED.attempt, output = EXCLUDED.output, error = EXCLUDED.error,
                 started_at = EXCLUDED.started_at, finished_at = EXCLUDED.finished_at, duration_ms = EXCLUDED.duration_ms`;
}
