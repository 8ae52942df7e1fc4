import { randomUUID } from 'node:crypto';
// The batches' edges (a run named twice, ends of one automation together) cannot be arranged through the worker: the test calls the repository.
// eslint-disable-next-line no-restricted-imports
import { AutomationRunsRepository, type StepRecord } from '../../../libs/automations/src/persistence/automation-runs.repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { publishedAutomation } from '../../kits/automations-kit';

/**
 * The run engine's batch statements (RunExecutor shares one statement among the runs of one
 * event-loop turn): each item of a batch gets its own answer, a run named twice is written twice in
 * order, and a batch of ends counts every failure of an automation towards its circuit breaker.
 * No worker runs here: the runs are rows the test writes, driven through the repository.
 */
describe('automation run batches', () => {
  let t: TestApp;
  let repository: AutomationRunsRepository;
  const workerId = `test-worker-${randomUUID()}`;

  beforeAll(async () => {
    t = await createTestApp();
    repository = t.app.get(AutomationRunsRepository);
  });
  afterAll(async () => t?.close());

  /** `count` queued runs of a new published automation (two add_note steps), on events of new candidates. */
  async function queuedRuns(count: number, overrides: Record<string, unknown> = {}): Promise<{ automationId: string; runIds: string[] }> {
    const automation = await publishedAutomation(t, {
      trigger: { event: 'candidate.created' },
      actions: [
        { type: 'add_note', config: { body: 'one' }, continueOnError: false },
        { type: 'add_note', config: { body: 'two' }, continueOnError: false },
      ],
      ...overrides,
    });
    const runIds: string[] = [];
    for (let index = 0; index < count; index++) {
      const candidate = await t.factory.candidate();
      const [event] = await t.db.query(`SELECT id, payload FROM outbox_events WHERE type = 'candidate.created' AND resource_id = $1`, [candidate.id]);
      const id = randomUUID();
      await t.db.query(
        `INSERT INTO automation_runs (id, automation_id, trigger_event, trigger_event_id, trigger_payload, status, definition_version, actions, max_attempts)
         SELECT $1, a.id, 'candidate.created', $3, $4, 'queued', a.definition_version, a.actions, 3 FROM automations a WHERE a.id = $2`,
        [id, automation.id, event.id, event.payload],
      );
      runIds.push(id);
    }
    return { automationId: automation.id, runIds };
  }

  const claim = (runIds: string[]) => {
    const now = new Date();
    return repository.claimRuns(
      workerId,
      runIds.map((runId) => ({ runId, staleBefore: new Date(now.getTime() - 30_000), now })),
    );
  };

  const step = (stepIndex: number): StepRecord => ({
    stepIndex,
    type: 'add_note',
    attempt: 1,
    outcome: { output: { stepIndex } },
    startedAt: new Date(Date.now() - 5),
    finishedAt: new Date(),
  });

  const runRow = async (id: string) => (await t.db.query(`SELECT * FROM automation_runs WHERE id = $1`, [id]))[0];
  const breakerOf = async (automationId: string) =>
    (await t.db.query(`SELECT consecutive_failures, circuit_open_until FROM automations WHERE id = $1`, [automationId]))[0];

  it('claims each run of a batch once, in the order asked: a run named twice or not claimable gets null', async () => {
    const { runIds } = await queuedRuns(2);
    const [a, b] = runIds;
    const claimed = await claim([a, b, a, randomUUID()]);
    expect(claimed.map((run) => run?.id ?? null)).toEqual([a, b, null, null]);
    for (const run of claimed.slice(0, 2)) {
      expect(run).toMatchObject({ status: 'running', attemptCount: 1, lockedBy: workerId, firstStart: true, steps: [] });
      expect(run?.automation.name).toEqual(expect.any(String));
    }
    // Held now: a second claim gets nothing.
    expect(await claim([a, b])).toEqual([null, null]);
  });

  it('records the steps of a batch, each with its own conditions value, and says per run whether it is held and asked to cancel', async () => {
    const { runIds } = await queuedRuns(3);
    const [a, b, c] = runIds;
    await claim(runIds);
    await t.db.query(`UPDATE automation_runs SET cancel_requested_at = now() WHERE id = $1`, [b]);
    await t.db.query(`UPDATE automation_runs SET locked_by = 'another worker' WHERE id = $1`, [c]);
    const now = new Date();
    const results = await repository.recordSteps(workerId, [
      { runId: a, step: step(0), conditionResult: { value: { matched: true } }, now },
      { runId: b, step: step(0), now },
      { runId: c, step: step(0), conditionResult: { value: true }, now },
      { runId: a, step: step(1), now },
    ]);
    expect(results).toEqual([
      { held: true, cancelRequested: false },
      { held: true, cancelRequested: true },
      { held: false, cancelRequested: false },
      { held: true, cancelRequested: false },
    ]);
    expect(await runRow(a)).toMatchObject({ condition_result: { matched: true }, conditions_evaluated: true });
    expect(await runRow(b)).toMatchObject({ condition_result: null, conditions_evaluated: false });
    expect(await runRow(c)).toMatchObject({ condition_result: null, conditions_evaluated: false });
    const steps = await t.db.query(`SELECT run_id, step_index, status, output FROM automation_run_steps WHERE run_id = ANY($1) ORDER BY run_id, step_index`, [
      runIds,
    ]);
    expect(steps).toEqual(
      expect.arrayContaining([
        { run_id: a, step_index: 0, status: 'succeeded', output: { stepIndex: 0 } },
        { run_id: a, step_index: 1, status: 'succeeded', output: { stepIndex: 1 } },
        { run_id: b, step_index: 0, status: 'succeeded', output: { stepIndex: 0 } },
      ]),
    );
    expect(steps).toHaveLength(3);
  });

  it('ends the attempts of a batch, each as asked, and counts every failure of an automation towards its circuit breaker', async () => {
    const { automationId, runIds } = await queuedRuns(7, { circuitBreakerThreshold: 3, circuitBreakerCooldownSeconds: 60 });
    await claim(runIds);
    const end = (runId: string, status: 'succeeded' | 'failed' | 'skipped', extra: { step?: StepRecord } = {}) => ({
      runId,
      status,
      error: status === 'failed' ? 'Step 0 (add_note) failed: boom' : null,
      nextAttemptAt: status === 'failed' ? new Date(Date.now() + 60_000) : null,
      elapsedMs: 12.4,
      now: new Date(),
      ...extra,
    });
    const [r0, r1, r2, r3, r4, r5, r6] = runIds;

    // Two failures in one statement count two.
    expect(await repository.endAttempts(workerId, [end(r0, 'failed'), end(r1, 'failed', { step: step(0) })])).toEqual([true, true]);
    expect(await breakerOf(automationId)).toEqual({ consecutive_failures: 2, circuit_open_until: null });
    expect(await runRow(r0)).toMatchObject({ status: 'failed', error: 'Step 0 (add_note) failed: boom', locked_by: null, finished_at: null, duration_ms: 12 });
    expect(await t.db.query(`SELECT status FROM automation_run_steps WHERE run_id = $1`, [r1])).toEqual([{ status: 'succeeded' }]);

    // A success and a failure in one statement: the success first, so one failure in a row; a skip does not count.
    expect(await repository.endAttempts(workerId, [end(r2, 'failed'), end(r3, 'succeeded'), end(r4, 'skipped')])).toEqual([true, true, true]);
    expect(await breakerOf(automationId)).toEqual({ consecutive_failures: 1, circuit_open_until: null });
    expect(await runRow(r3)).toMatchObject({ status: 'succeeded', finished_at: expect.any(Date) });
    expect(await runRow(r4)).toMatchObject({ status: 'skipped', finished_at: expect.any(Date) });

    // Reaching the threshold within a statement opens the circuit and starts the count again; a run no longer held is not ended.
    await t.db.query(`UPDATE automation_runs SET locked_by = 'another worker' WHERE id = $1`, [r6]);
    expect(await repository.endAttempts(workerId, [end(r5, 'failed'), end(r6, 'failed'), end(r5, 'failed')])).toEqual([true, false, false]);
    const breaker = await breakerOf(automationId);
    expect(breaker.consecutive_failures).toBe(2);
    expect(breaker.circuit_open_until).toBeNull();
    expect(await runRow(r6)).toMatchObject({ status: 'running', locked_by: 'another worker' });
  });

  it('stores outputs, errors and conditions values holding a NUL or half a surrogate pair with U+FFFD in their place', async () => {
    const { runIds } = await queuedRuns(2);
    const [a, b] = runIds;
    await claim(runIds);
    const outcome = (stepIndex: number, stepOutcome: StepRecord['outcome']): StepRecord => ({ ...step(stepIndex), outcome: stepOutcome });
    const now = new Date();
    expect(
      await repository.recordSteps(workerId, [
        {
          runId: a,
          step: outcome(0, { output: { 'body\u0000': ['a\u0000b', { half: '\ud83d' }] } }),
          conditionResult: { value: { 'k\u0000': '\udc00' } },
          now,
        },
      ]),
    ).toEqual([{ held: true, cancelRequested: false }]);
    const failed = outcome(0, { error: 'refused\u0000 \ud800' });
    const end = {
      status: 'failed' as const,
      error: 'Step 0 (add_note) failed: refused\u0000',
      nextAttemptAt: new Date(Date.now() + 60_000),
      elapsedMs: 1,
      now,
    };
    expect(await repository.endAttempts(workerId, [{ runId: b, ...end, step: failed, conditionResult: { value: 'x\u0000' } }])).toEqual([true]);

    expect(await runRow(a)).toMatchObject({ condition_result: { 'k\ufffd': '\ufffd' } });
    expect(await runRow(b)).toMatchObject({ status: 'failed', error: 'Step 0 (add_note) failed: refused\ufffd', condition_result: 'x\ufffd' });
    const steps = await t.db.query(`SELECT run_id, output, error FROM automation_run_steps WHERE run_id = ANY($1)`, [runIds]);
    expect(steps).toEqual(
      expect.arrayContaining([
        { run_id: a, output: { 'body\ufffd': ['a\ufffdb', { half: '\ufffd' }] }, error: null },
        { run_id: b, output: null, error: 'refused\ufffd \ufffd' },
      ]),
    );
    expect(steps).toHaveLength(2);
  });

  it('opens the circuit when the failures of one statement reach the threshold', async () => {
    const { automationId, runIds } = await queuedRuns(3, { circuitBreakerThreshold: 3, circuitBreakerCooldownSeconds: 60 });
    await claim(runIds);
    const before = Date.now();
    const ended = await repository.endAttempts(
      workerId,
      runIds.map((runId) => ({ runId, status: 'failed' as const, error: 'boom', nextAttemptAt: new Date(before + 1000), elapsedMs: 1, now: new Date() })),
    );
    expect(ended).toEqual([true, true, true]);
    const breaker = await breakerOf(automationId);
    expect(breaker.consecutive_failures).toBe(0);
    expect(breaker.circuit_open_until.getTime()).toBeGreaterThanOrEqual(before + 59_000);
  });
});
