import type { TestApp } from '../helpers/test-app';
import { type Receiver } from '../kits/webhooks-kit';
import { publishedAutomation } from '../kits/automations-kit';
import { runInStatus, runsOf } from '../kits/runs-kit';
import { crashHarness } from './fault-kit';
import { waitFor } from '../helpers/common';

/**
 * A worker process is SIGKILLed in the middle of a run (its second step, an HTTP request, in
 * flight); another worker takes the run over once the first one's heartbeat stops, and finishes
 * it: the completed first step is not executed again, the step in flight is sent again with the
 * same webhook-id (the receiver can drop the repeat), the last step runs once.
 */
jest.setTimeout(60_000);

describe('automation run across a worker crash', () => {
  const harness = crashHarness({ AUTOMATION_RETRY_BASE_SECONDS: '1' });
  const { launch } = harness;
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(() => ({ t, receiver } = harness));

  it('completes the run on another worker after a SIGKILL, no completed step executed twice', async () => {
    let hold = true;
    receiver.answer('/hris', () => (hold ? { hold: true } : { status: 200 }));
    const candidate = await t.factory.candidate();
    const label = `crash-${Date.now()}`;
    const automation = await publishedAutomation(t, {
      name: 'Three steps',
      trigger: { event: 'candidate.updated' },
      conditions: { '==': [{ var: 'event.data.id' }, candidate.id] },
      actions: [
        { type: 'create_task', config: { title: 'Before the crash' }, continueOnError: false },
        { type: 'http_request', config: { url: receiver.url('/hris') }, continueOnError: false },
        { type: 'add_tag', config: { label }, continueOnError: false },
      ],
    });
    const first = await launch();
    await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Crash test' });
    await waitFor('the HTTP step in flight', () => receiver.at('/hris').length === 1, 15_000);
    first.process.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const [run] = await runsOf(t.api, automation.id);
    expect(run.status).toBe('running');
    hold = false;
    await launch();
    const done = await runInStatus(t.api, automation.id, run.id, ['succeeded'], 30_000);

    expect(done.attemptCount).toBe(2);
    expect(done.steps.map((step: { index: number; status: string; attempt: number }) => [step.index, step.status, step.attempt])).toEqual([
      [0, 'succeeded', 1],
      [1, 'succeeded', 2],
      [2, 'succeeded', 2],
    ]);
    const tasks = (await t.api.get('/tasks').query({ candidateId: candidate.id })).body.data;
    expect(tasks.map((task: { title: string }) => task.title)).toEqual(['Before the crash']);
    const requests = receiver.at('/hris');
    expect(requests).toHaveLength(2);
    expect(requests[1].headers['webhook-id']).toBe(requests[0].headers['webhook-id']);
    expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data.map((tag: { label: string }) => tag.label)).toEqual([label]);
    const caused = await t.db.query(
      `SELECT caused_by_step_index AS step, count(*)::int AS events FROM outbox_events WHERE caused_by_run_id = $1 GROUP BY 1 ORDER BY 1`,
      [run.id],
    );
    expect(caused).toEqual([
      { step: 0, events: 1 },
      { step: 2, events: 1 },
    ]);
  });
});
