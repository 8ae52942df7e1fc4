import type { INestApplicationContext } from '@nestjs/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { activityOf, expectListEnvelope, expectTimestamp, sleep, UUID, waitFor } from '../../helpers/common';
import { MALFORMED_IDS } from '../../kits/ids-kit';
import { bootWorker, NUL_ANSWERS, Receiver } from '../../kits/webhooks-kit';
import { publishedAutomation } from '../../kits/automations-kit';
import { applicationInJob, finishedRuns, RUN_KEYS, runInStatus, runOf, runsOf } from '../../kits/runs-kit';

/** Runs end to end (docs/api/events.md#runs): the relay starts them, the worker executes them, the run routes read and steer them. */
describe('Automation runs', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', AUTOMATION_RETRY_BASE_SECONDS: '1' });
    receiver = await Receiver.start();
    worker = await bootWorker({ config: t.config });
  });

  afterAll(async () => {
    await worker?.close();
    await receiver?.close();
    await t?.close();
  });

  describe('an automation on application.stage_changed with a condition on the target stage', () => {
    let automation: Record<string, any>;
    let target: { job: Record<string, any>; application: Record<string, any>; candidate: Record<string, any> };
    let other: { job: Record<string, any>; application: Record<string, any>; candidate: Record<string, any> };
    const label = `screened-${Date.now()}`;

    beforeAll(async () => {
      target = await applicationInJob(t);
      other = await applicationInJob(t);
      const screen = target.job.stages.find((stage: { name: string }) => stage.name === 'Screen');
      automation = await publishedAutomation(t, {
        name: 'Screen follow-up',
        trigger: { event: 'application.stage_changed' },
        conditions: { '==': [{ var: 'event.data.currentStageId' }, screen.id] },
        actions: [
          { type: 'create_task', config: { title: 'Call the candidate', priority: 'high', dueInHours: 24 }, continueOnError: false },
          { type: 'add_tag', config: { label }, continueOnError: false },
        ],
      });
      expect((await t.api.post(`/applications/${target.application.id}/move`, { toStageId: screen.id })).status).toBe(200);
      const interview = other.job.stages.find((stage: { name: string }) => stage.name === 'Interview');
      expect((await t.api.post(`/applications/${other.application.id}/move`, { toStageId: interview.id })).status).toBe(200);
    });

    it('runs once per matching move and is skipped otherwise', async () => {
      const runs = await finishedRuns(t.api, automation.id, 2);
      expect(runs).toHaveLength(2);
      const byApplication = new Map(runs.map((run) => [run.triggerPayload.data.id, run]));
      const matched = byApplication.get(target.application.id);
      const skipped = byApplication.get(other.application.id);
      expect(matched).toMatchObject({
        status: 'succeeded',
        conditionResult: true,
        attemptCount: 1,
        error: null,
        workflowId: automation.id,
        definitionVersion: 1,
      });
      expect(skipped).toMatchObject({ status: 'skipped', conditionResult: false, attemptCount: 1 });
      await sleep(500);
      expect(await runsOf(t.api, automation.id)).toHaveLength(2);
    });

    it('presents each run with exactly the spec fields, and one step row per action on GET', async () => {
      const [run] = await runsOf(t.api, automation.id, { status: 'succeeded' });
      expect(Object.keys(run).sort()).toEqual(RUN_KEYS);
      expect(run).toMatchObject({
        triggerEvent: 'application.stage_changed',
        maxAttempts: 3,
        startStepIndex: 0,
        replayOfRunId: null,
        parentRunId: null,
        lockedAt: null,
        heartbeatAt: null,
      });
      expect(run.triggerPayload).toMatchObject({ type: 'application.stage_changed', data: { id: target.application.id } });
      for (const field of ['createdAt', 'startedAt', 'finishedAt']) expectTimestamp(run[field]);
      expect(run.durationMs).toEqual(expect.any(Number));
      const detailed = await runOf(t.api, automation.id, run.id);
      expect(detailed.steps).toEqual([
        expect.objectContaining({
          index: 0,
          type: 'create_task',
          status: 'succeeded',
          attempt: 1,
          error: null,
          output: expect.objectContaining({ taskId: expect.stringMatching(UUID) }),
        }),
        expect.objectContaining({ index: 1, type: 'add_tag', status: 'succeeded', attempt: 1, error: null }),
      ]);
      for (const step of detailed.steps) {
        expectTimestamp(step.startedAt);
        expectTimestamp(step.finishedAt);
        expect(step.durationMs).toBeGreaterThanOrEqual(0);
      }
    });

    it('made the task and the tag, with events whose actor is the automation', async () => {
      const tasks = (await t.api.get('/tasks').query({ applicationId: target.application.id })).body.data;
      expect(tasks).toEqual([
        expect.objectContaining({ title: 'Call the candidate', priority: 'high', candidateId: target.candidate.id, applicationId: target.application.id }),
      ]);
      const tags = (await t.api.get(`/candidates/${target.candidate.id}/tags`)).body.data;
      expect(tags.map((tag: { label: string }) => tag.label)).toContain(label);
      expect((await t.api.get(`/candidates/${other.candidate.id}/tags`)).body.data).toEqual([]);
      const actor = { id: automation.id, name: 'Automation: Screen follow-up' };
      expect(await activityOf(t.api, tasks[0].id)).toEqual([expect.objectContaining({ type: 'task.created', actor })]);
      expect((await activityOf(t.api, target.candidate.id)).filter((event) => event.type === 'candidate.tag_added')).toEqual([
        expect.objectContaining({ actor }),
      ]);
    });

    it('lists runs newest first, filters by status, and pages', async () => {
      const page = await t.api.get(`/automations/${automation.id}/runs`).query({ limit: '1' });
      expectListEnvelope(page, 1);
      expect(page.body.meta.pagination.hasMore).toBe(true);
      const next = await t.api.get(`/automations/${automation.id}/runs`).query({ limit: '1', cursor: page.body.meta.pagination.nextCursor });
      expect(next.body.data).toHaveLength(1);
      expect(next.body.data[0].id).not.toBe(page.body.data[0].id);
      expect((await runsOf(t.api, automation.id, { status: 'skipped' })).map((run) => run.status)).toEqual(['skipped']);
      expect(await runsOf(t.api, automation.id, { status: 'dead_lettered' })).toEqual([]);
    });

    it('refuses bad queries and ids: 422, and 404 for an unknown automation or run', async () => {
      for (const query of [{ status: 'done' }, { limit: '0' }, { limit: '101' }, { cursor: 'nope' }]) {
        const response = await t.api.get(`/automations/${automation.id}/runs`).query(query);
        expect(response.status).toBe(422);
        expect(response.body.error.code).toBe('VALIDATION_ERROR');
      }
      for (const id of MALFORMED_IDS) expect((await t.api.get(`/automations/${id}/runs`)).status).toBe(422);
      expect((await t.api.get('/automations/01900000-0000-7000-8000-000000000000/runs')).status).toBe(404);
      expect((await t.api.get(`/automations/${automation.id}/runs/01900000-0000-7000-8000-000000000000`)).status).toBe(404);
    });

    it('needs automations:read to read runs and automations:write to steer them', async () => {
      const reader = t.as((await t.factory.apiKey(['automations:read'])).key);
      const [run] = await runsOf(t.api, automation.id);
      expect((await reader.get(`/automations/${automation.id}/runs`)).status).toBe(200);
      const refused = await reader.post(`/automations/${automation.id}/runs/${run.id}/replay`, {});
      expect(refused.status).toBe(403);
      expect(refused.body.error.details).toEqual({ requiredScope: 'automations:write' });
      const stranger = t.as((await t.factory.apiKey(['candidates:read'])).key);
      expect((await stranger.get(`/automations/${automation.id}/runs`)).status).toBe(403);
    });
  });

  describe('failing http_request steps', () => {
    it('are retried with backoff, then the run is dead-lettered; the step row keeps the error', async () => {
      receiver.answer('/fails', { status: 500 });
      const candidate = await t.factory.candidate();
      const automation = await publishedAutomation(t, {
        name: 'Notify HRIS',
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
        actions: [{ type: 'http_request', config: { url: receiver.url('/fails') }, continueOnError: false }],
        circuitBreakerThreshold: 100,
      });
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Engineer' });
      const [run] = await finishedRuns(t.api, automation.id, 1, 20_000);
      expect(run).toMatchObject({ status: 'dead_lettered', attemptCount: 3, nextAttemptAt: null });
      expect(run.error).toMatch(/Step 0 \(http_request\) failed: .*500/);
      expectTimestamp(run.deadLetteredAt);
      const requests = receiver.at('/fails');
      expect(requests).toHaveLength(3);
      // Backoff from AUTOMATION_RETRY_BASE_SECONDS=1: 1 s, then 2 s.
      expect(requests[1].at - requests[0].at).toBeGreaterThanOrEqual(900);
      expect(requests[2].at - requests[1].at).toBeGreaterThanOrEqual(1900);
      expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
      const detailed = await runOf(t.api, automation.id, run.id);
      expect(detailed.steps).toEqual([expect.objectContaining({ index: 0, status: 'failed', attempt: 3, output: null, error: expect.stringMatching(/500/) })]);
    }, 40_000);

    it('stop retrying when the automation is disabled: the waiting run is canceled, saying why, and cannot be canceled by hand', async () => {
      receiver.answer('/retry-then-disable', { status: 500 });
      const candidate = await t.factory.candidate();
      const automation = await publishedAutomation(t, {
        name: 'Disabled while retrying',
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
        actions: [{ type: 'http_request', config: { url: receiver.url('/retry-then-disable') }, continueOnError: false }],
        circuitBreakerThreshold: 100,
      });
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Retry' });
      const [failed] = await waitFor('a failed run waiting for its retry', async () => {
        const runs = await runsOf(t.api, automation.id, { status: 'failed' });
        return runs.length === 1 ? runs : undefined;
      });
      const refused = await t.api.post(`/automations/${automation.id}/runs/${failed.id}/cancel`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.error.details).toEqual({ status: 'failed', allowed: ['queued', 'running'] });
      expect((await t.api.patch(`/automations/${automation.id}`, { enabled: false })).status).toBe(200);
      const canceled = await runInStatus(t.api, automation.id, failed.id, ['canceled']);
      expect(canceled).toMatchObject({ attemptCount: 1, error: expect.stringMatching(/no longer published and enabled/) });
      expectTimestamp(canceled.cancelledAt);
      expect(receiver.at('/retry-then-disable')).toHaveLength(1);
    });

    it('with continueOnError, let the next steps run and the run succeed', async () => {
      receiver.answer('/down', { status: 503 });
      const candidate = await t.factory.candidate();
      const label = `synced-${Date.now()}`;
      const automation = await publishedAutomation(t, {
        name: 'Best effort',
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
        actions: [
          { type: 'http_request', config: { url: receiver.url('/down') }, continueOnError: true },
          { type: 'add_tag', config: { label }, continueOnError: false },
        ],
      });
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Designer' });
      const [run] = await finishedRuns(t.api, automation.id, 1);
      expect(run).toMatchObject({ status: 'succeeded', attemptCount: 1, error: null });
      const { steps } = await runOf(t.api, automation.id, run.id);
      expect(steps.map((step: { status: string }) => step.status)).toEqual(['failed', 'succeeded']);
      expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data.map((tag: { label: string }) => tag.label)).toEqual([label]);
    });
  });

  describe('text PostgreSQL cannot store', () => {
    it('ends a run whose conditions return half a surrogate pair, storing U+FFFD as their value', async () => {
      const candidate = await t.factory.candidate({ firstName: '\ud83d\ude00 Emoji' });
      const label = `halved-${Date.now()}`;
      const automation = await publishedAutomation(t, {
        name: 'First character',
        trigger: { event: 'candidate.updated' },
        // `and` gives its last value: the first UTF-16 unit of the name, half of the emoji.
        conditions: { and: [{ '==': [{ var: 'event.data.id' }, candidate.id] }, { substr: [{ var: 'event.data.firstName' }, 0, 1] }] },
        actions: [{ type: 'add_tag', config: { label }, continueOnError: false }],
      });
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Emoji' });
      const [run] = await finishedRuns(t.api, automation.id, 1);
      expect(run).toMatchObject({ status: 'succeeded', attemptCount: 1, conditionResult: '\ufffd', error: null });
      expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data.map((tag: { label: string }) => tag.label)).toEqual([label]);
    });

    it('ends a run whose http_request receivers answer with a NUL: a 2xx succeeds, a header with one fails the step saying why', async () => {
      for (const [name, answer] of Object.entries(NUL_ANSWERS)) receiver.answer(`/run-nul-${name}`, answer);
      const candidate = await t.factory.candidate();
      const automation = await publishedAutomation(t, {
        name: 'Receivers with NUL',
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
        actions: Object.keys(NUL_ANSWERS).map((name) => ({ type: 'http_request', config: { url: receiver.url(`/run-nul-${name}`) }, continueOnError: true })),
      });
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'NUL' });
      const [run] = await finishedRuns(t.api, automation.id, 1);
      expect(run).toMatchObject({ status: 'succeeded', attemptCount: 1, error: null });
      const { steps } = await runOf(t.api, automation.id, run.id);
      expect(steps).toEqual([
        expect.objectContaining({ index: 0, status: 'succeeded', output: { status: 200 }, error: null }),
        expect.objectContaining({ index: 1, status: 'failed', output: null, error: expect.stringMatching(/\(Invalid header value char\)$/) }),
        expect.objectContaining({ index: 2, status: 'failed', output: null, error: expect.stringMatching(/^HTTP 503 from POST /) }),
      ]);
    });
  });

  describe('the circuit breaker', () => {
    it('opens after circuitBreakerThreshold consecutive failures; runs triggered meanwhile wait and run once it closes', async () => {
      let failing = true;
      receiver.answer('/flaky', () => ({ status: failing ? 500 : 200 }));
      const candidate = await t.factory.candidate();
      const automation = await publishedAutomation(t, {
        name: 'Flaky receiver',
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
        actions: [{ type: 'http_request', config: { url: receiver.url('/flaky') }, continueOnError: false }],
        circuitBreakerThreshold: 2,
        circuitBreakerCooldownSeconds: 30,
      });
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'One' });
      const opened = await waitFor(
        'the circuit to open',
        async () => {
          const current = (await t.api.get(`/automations/${automation.id}`)).body.data;
          return current.circuitOpenUntil !== null ? current : undefined;
        },
        15_000,
      );
      const openUntil = new Date(opened.circuitOpenUntil).getTime();
      expect(openUntil - Date.now()).toBeGreaterThan(25_000);
      expect(receiver.at('/flaky')).toHaveLength(2);
      failing = false;
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Two' });
      const waiting = await waitFor('the second run to wait for the circuit', async () => {
        const runs = await runsOf(t.api, automation.id);
        return runs.length === 2 && runs[0].nextAttemptAt !== null ? runs : undefined;
      });
      expect(waiting.map((run) => run.status).sort()).toEqual(['failed', 'queued']);
      expect(new Date(waiting[0].nextAttemptAt).getTime()).toBe(openUntil);
      await sleep(2000);
      expect(receiver.at('/flaky')).toHaveLength(2);
      const runs = await finishedRuns(t.api, automation.id, 2, 45_000);
      expect(runs.map((run) => run.status)).toEqual(['succeeded', 'succeeded']);
      for (const request of receiver.at('/flaky').slice(2)) expect(request.at).toBeGreaterThanOrEqual(openUntil - 50);
      expect(runs.map((run) => run.attemptCount)).toEqual([3, 1]);
    }, 90_000);
  });

  describe('maxRunsPerMinute', () => {
    it('lets 100 triggers against a limit of 10 all run, none faster than the limit allows', async () => {
      const batch = `batch-${Date.now()}`;
      const automation = await publishedAutomation(t, {
        name: 'Rate limited',
        trigger: { event: 'candidate.created' },
        conditions: { '==': [{ var: 'event.data.headline' }, batch] },
        actions: [{ type: 'add_note', config: { body: 'Welcome aboard' }, continueOnError: false }],
        maxRunsPerMinute: 10,
      });
      await Promise.all(Array.from({ length: 100 }, () => t.factory.candidate({ headline: batch })));
      const runs = await finishedRuns(t.api, automation.id, 100, 60_000);
      expect(runs.every((run) => run.status === 'succeeded')).toBe(true);
      // The test worker's window is 1 s: 10 runs per window, so 100 runs span at least 9 windows.
      const starts = runs.map((run) => new Date(run.startedAt).getTime()).sort((a, b) => a - b);
      expect(starts[99] - starts[0]).toBeGreaterThanOrEqual(9 * 1000 - 200);
      for (let index = 0; index + 20 < starts.length; index++) expect(starts[index + 20] - starts[index]).toBeGreaterThan(1000 - 200);
    }, 90_000);
  });

  describe('chains of automations', () => {
    it('stop at depth 5: the sixth run is recorded skipped with an error, not started', async () => {
      const candidate = await t.factory.candidate();
      const marker = `chain-${Date.now()}`;
      const noteOnTask = await publishedAutomation(t, {
        name: 'Note on task',
        trigger: { event: 'task.created' },
        conditions: { '==': [{ var: 'event.data.candidateId' }, candidate.id] },
        actions: [{ type: 'add_note', config: { body: marker }, continueOnError: false }],
      });
      const taskOnNote = await publishedAutomation(t, {
        name: 'Task on note',
        trigger: { event: 'note.created' },
        conditions: { '==': [{ var: 'event.data.candidateId' }, candidate.id] },
        actions: [{ type: 'create_task', config: { title: marker }, continueOnError: false }],
      });
      await t.api.post('/tasks', { title: 'Kick-off', candidateId: candidate.id });
      const notes = await finishedRuns(t.api, noteOnTask.id, 3, 20_000);
      const tasks = await finishedRuns(t.api, taskOnNote.id, 3, 20_000);
      await sleep(1000);
      const chain = [notes[0], tasks[0], notes[1], tasks[1], notes[2], tasks[2]];
      expect(chain.map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'skipped']);
      expect(chain[0].parentRunId).toBeNull();
      for (let index = 1; index < chain.length; index++) expect(chain[index].parentRunId).toBe(chain[index - 1].id);
      expect(chain[5]).toMatchObject({ attemptCount: 0, startedAt: null, conditionResult: null, error: expect.stringMatching(/5 levels/) });
      expect(await runsOf(t.api, noteOnTask.id)).toHaveLength(3);
      expect(await runsOf(t.api, taskOnNote.id)).toHaveLength(3);
    }, 40_000);
  });

  describe('a worker taking over a run whose worker died', () => {
    /** A finished run of a note step then a tag step for a new candidate, to be put back as a dead worker would have left it. */
    async function finishedNoteThenTagRun(name: string, noteBody: string, labelPrefix: string) {
      const candidate = await t.factory.candidate();
      const label = `${labelPrefix}-${Date.now()}`;
      const automation = await publishedAutomation(t, {
        name,
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
        actions: [
          { type: 'add_note', config: { body: noteBody }, continueOnError: false },
          { type: 'add_tag', config: { label }, continueOnError: false },
        ],
      });
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Crash' });
      const [run] = await finishedRuns(t.api, automation.id, 1);
      return { candidate, label, automation, run };
    }

    /** The run as held by a worker silent for a minute, still `running`; `alsoSet` adds assignments to that UPDATE. */
    async function holdByDeadWorker(runId: string, alsoSet = ''): Promise<void> {
      await t.db.query(
        `UPDATE automation_runs SET status = 'running', locked_by = 'dead-worker', locked_at = now() - interval '1 minute', heartbeat_at = now() - ` +
          `interval '1 minute',${alsoSet} finished_at = NULL WHERE id = $1`,
        [runId],
      );
    }

    /** The taken-over run succeeded: step 0 (the note) kept from before the crash, step 1 run by the second attempt, one note. */
    async function expectNoteKeptAndTagAdded(automationId: string, runId: string, candidateId: string): Promise<void> {
      const done = await runInStatus(t.api, automationId, runId, ['succeeded']);
      expect(done.attemptCount).toBe(2);
      expect(done.steps[0]).toMatchObject({
        index: 0,
        status: 'succeeded',
        attempt: 1,
        output: { recoveredAfterCrash: true, events: [expect.objectContaining({ type: 'note.created' })] },
      });
      expect(done.steps[1]).toMatchObject({ index: 1, status: 'succeeded', attempt: 2 });
      expect((await t.api.get(`/candidates/${candidateId}/notes`)).body.data).toHaveLength(1);
    }

    it('does not execute again a step whose change committed before the crash, and finishes the rest', async () => {
      const { candidate, label, automation, run } = await finishedNoteThenTagRun('Crash safe', 'exactly once', 'after-crash');
      // As a worker killed right after step 0's transaction committed leaves it: step 0 still `running`, step 1 not begun, the run held by a silent worker.
      await t.db.query(
        `UPDATE automation_run_steps SET status = 'running', output = NULL, finished_at = NULL, duration_ms = NULL WHERE run_id = $1 AND step_index = 0`,
        [run.id],
      );
      await t.db.query(`DELETE FROM automation_run_steps WHERE run_id = $1 AND step_index = 1`, [run.id]);
      await holdByDeadWorker(run.id);
      await expectNoteKeptAndTagAdded(automation.id, run.id, candidate.id);
      expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data.map((tag: { label: string }) => tag.label)).toEqual([label]);
    });

    it('does not execute again a step whose change committed when the worker died before writing its row', async () => {
      const { candidate, automation, run } = await finishedNoteThenTagRun('Crash before the row', 'exactly once', 'row-lost');
      // A step inside the installation writes its row once, after its change: a worker killed in between leaves no row at all.
      await t.db.query(`DELETE FROM automation_run_steps WHERE run_id = $1`, [run.id]);
      await holdByDeadWorker(run.id);
      await expectNoteKeptAndTagAdded(automation.id, run.id, candidate.id);
    });

    it('ends as canceled a run whose cancel was requested while its worker died, running no further step', async () => {
      const { automation, run } = await finishedNoteThenTagRun('Cancel then crash', 'only this one', 'never');
      // As a worker killed after step 0, with a cancel requested meanwhile, leaves it.
      await t.db.query(`DELETE FROM automation_run_steps WHERE run_id = $1 AND step_index = 1`, [run.id]);
      await holdByDeadWorker(run.id, ` cancel_requested_at = now() - interval '30 seconds',`);
      const done = await runInStatus(t.api, automation.id, run.id, ['canceled']);
      expect(done.cancelledAt).toEqual(expect.any(String));
      expect(done.finishedAt).toEqual(expect.any(String));
      expect(done.steps.map((step: { index: number }) => step.index)).toEqual([0]);
    });
  });

  describe('cancel and replay', () => {
    it('cancels a running run between its steps; a finished run cannot be canceled (409)', async () => {
      receiver.answer('/slow', { status: 200, delayMs: 1500 });
      const candidate = await t.factory.candidate();
      const automation = await publishedAutomation(t, {
        name: 'Slow then tag',
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
        actions: [
          { type: 'http_request', config: { url: receiver.url('/slow') }, continueOnError: false },
          { type: 'add_tag', config: { label: 'never' }, continueOnError: false },
        ],
      });
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Slow' });
      const [running] = await waitFor('a running run', async () => {
        const runs = await runsOf(t.api, automation.id, { status: 'running' });
        return runs.length === 1 ? runs : undefined;
      });
      expectTimestamp(running.lockedAt);
      expectTimestamp(running.heartbeatAt);
      const cancel = await t.api.post(`/automations/${automation.id}/runs/${running.id}/cancel`, {});
      expect(cancel.status).toBe(200);
      expect(cancel.body.data).toMatchObject({ id: running.id, status: 'running', cancelledAt: null });
      expectTimestamp(cancel.body.data.cancelRequestedAt);
      const canceled = await runInStatus(t.api, automation.id, running.id, ['canceled']);
      expectTimestamp(canceled.cancelledAt);
      expect(canceled.steps.map((step: { type: string }) => step.type)).toEqual(['http_request']);
      expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data).toEqual([]);
      const again = await t.api.post(`/automations/${automation.id}/runs/${running.id}/cancel`, {});
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'INVALID_STATE', details: { status: 'canceled', allowed: ['queued', 'running'] } });
    });

    it('replays a finished run as a new run from startStepIndex, and refuses what cannot be replayed', async () => {
      const candidate = await t.factory.candidate();
      const automation = await publishedAutomation(t, {
        name: 'Two tags',
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
        actions: [
          { type: 'add_note', config: { body: 'first' }, continueOnError: false },
          { type: 'add_tag', config: { label: `second-${Date.now()}` }, continueOnError: false },
        ],
      });
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Replay me' });
      const [original] = await finishedRuns(t.api, automation.id, 1);
      const replayed = await t.api.post(`/automations/${automation.id}/runs/${original.id}/replay`, { startStepIndex: 1 });
      expect(replayed.status).toBe(202);
      expect(replayed.body.data).toMatchObject({
        replayOfRunId: original.id,
        startStepIndex: 1,
        status: 'queued',
        triggerPayload: original.triggerPayload,
        triggerEvent: original.triggerEvent,
      });
      expect(replayed.body.data.id).not.toBe(original.id);
      const done = await runInStatus(t.api, automation.id, replayed.body.data.id, ['succeeded']);
      expect(done.steps.map((step: { index: number }) => step.index)).toEqual([1]);
      const notes = (await t.api.get(`/candidates/${candidate.id}/notes`)).body.data;
      expect(notes).toHaveLength(1);

      const outOfRange = await t.api.post(`/automations/${automation.id}/runs/${original.id}/replay`, { startStepIndex: 2 });
      expect(outOfRange.status).toBe(422);
      expect(outOfRange.body.error.details).toEqual([
        { location: 'body', path: 'startStepIndex', message: "startStepIndex must be less than the number of the automation's actions (2)" },
      ]);
      for (const bad of [{ startStepIndex: -1 }, { startStepIndex: 1.5 }, { startStepIndex: '1' }, { other: 1 }]) {
        expect((await t.api.post(`/automations/${automation.id}/runs/${original.id}/replay`, bad)).status).toBe(422);
      }
      expect((await t.api.post(`/automations/${automation.id}/archive`, {})).status).toBe(200);
      // The state (409) is judged before a step index the automation does not have (422).
      for (const replayBody of [{}, { startStepIndex: 5 }]) {
        const archived = await t.api.post(`/automations/${automation.id}/runs/${original.id}/replay`, replayBody);
        expect(archived.status).toBe(409);
        expect(archived.body.error.code).toBe('INVALID_STATE');
      }
    });

    it('cancels a queued run at once, and refuses to replay a run that has not finished', async () => {
      const candidate = await t.factory.candidate();
      const automation = await publishedAutomation(t, {
        name: 'Queued',
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
        actions: [{ type: 'add_note', config: { body: 'hello' }, continueOnError: false }],
      });
      try {
        // An open circuit keeps the run waiting, queued.
        await t.db.query(`UPDATE automations SET circuit_open_until = now() + interval '1 hour' WHERE id = $1`, [automation.id]);
        await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Queued' });
        const [queued] = await waitFor('a waiting run', async () => {
          const runs = await runsOf(t.api, automation.id);
          return runs.length === 1 && runs[0].nextAttemptAt !== null ? runs : undefined;
        });
        expect(queued.status).toBe('queued');
        const notYet = await t.api.post(`/automations/${automation.id}/runs/${queued.id}/replay`, {});
        expect(notYet.status).toBe(409);
        expect(notYet.body.error.details).toEqual({ status: 'queued', allowed: ['succeeded', 'skipped', 'dead_lettered', 'canceled'] });
        const cancel = await t.api.post(`/automations/${automation.id}/runs/${queued.id}/cancel`, {});
        expect(cancel.status).toBe(200);
        expect(cancel.body.data).toMatchObject({ status: 'canceled', nextAttemptAt: null });
        expectTimestamp(cancel.body.data.cancelledAt);
        expectTimestamp(cancel.body.data.finishedAt);
      } finally {
        await t.db.query(`UPDATE automations SET circuit_open_until = NULL WHERE id = $1`, [automation.id]);
      }
    });
  });
});
