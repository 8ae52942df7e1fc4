import { ConsoleLogger, type INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Webhook } from 'standardwebhooks';
import { CoreModule, generateWebhookSecret, newId, SecretCipher, type AppConfig } from '@app/core';
import {
  AddNoteAction,
  AddTagAction,
  AutomationsModule,
  CreateTaskAction,
  HTTP_REQUEST_ACTION_OPTIONS,
  HttpRequestAction,
  MoveApplicationAction,
  RejectApplicationAction,
  type ActionContext,
} from '@app/automations';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { activityOf, adminUser, expectTimestamp } from '../../helpers/common';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { apply, createJob } from '../../kits/applications-kit';
import { Receiver } from '../../kits/webhooks-kit';

/**
 * The six built-in automation actions (docs/api/events.md#actions) executed as the worker executes a run step:
 * against the real database, through the owning services, as the automation's actor. The run
 * engine around them (fan-out, retries, step rows) has its own e2e files.
 */
jest.setTimeout(30_000);

const AUTOMATION_NAME = 'Onboarding';

/** AutomationsModule with the platform, as a worker loads it; `allowPrivate` sets the SSRF guard. */
async function bootActions(config: AppConfig, allowPrivate: boolean, timeoutMs = 15_000): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({
    imports: [CoreModule.forRoot({ ...config, outboundPrivateTargets: allowPrivate }), AutomationsModule.withActions()],
  })
    .overrideProvider(HTTP_REQUEST_ACTION_OPTIONS)
    .useValue({ timeoutMs, connectionsPerOrigin: 2 })
    .setLogger(new ConsoleLogger({ logLevels: ['error', 'warn'] }))
    .compile();
  return moduleRef.init();
}

describe('automation actions', () => {
  let t: TestApp;
  let actions: INestApplicationContext;
  let receiver: Receiver;
  let automationId: string;
  let secret: string;

  beforeAll(async () => {
    receiver = await Receiver.start();
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    actions = await bootActions(t.config, true);
    const admin = await adminUser(t.api);
    automationId = newId();
    secret = generateWebhookSecret();
    const encrypted = actions.get(SecretCipher).encrypt(secret, automationId);
    await t.db.query(
      `INSERT INTO automations (id, name, enabled, status, trigger_event, actions, created_by_id, max_runs_per_minute, max_external_actions_per_minute,
                                circuit_breaker_threshold, circuit_breaker_cooldown_seconds, signing_secret_encrypted)
       VALUES ($1, $2, true, 'published', 'candidate.created', '[]', $3, 60, 30, 5, 300, $4)`,
      [automationId, AUTOMATION_NAME, admin.id, encrypted],
    );
  });
  afterAll(async () => {
    await actions?.close();
    await t?.close();
    await receiver?.close();
  });

  /** The context of one step: a fresh run id unless given (so outbox rows name this step alone). */
  const contextFor = (type: string, data: Record<string, unknown>, stepIndex = 0, runId = newId()): ActionContext => ({
    actor: { id: automationId, name: `Automation: ${AUTOMATION_NAME}`, cause: { runId, stepIndex } },
    automation: { id: automationId, name: AUTOMATION_NAME },
    run: { id: runId, stepIndex, attempt: 1 },
    event: { id: newId(), type, timestamp: new Date().toISOString(), data },
  });
  const automationActor = () => ({ id: automationId, name: `Automation: ${AUTOMATION_NAME}` });
  const causedBy = async (context: ActionContext) =>
    (
      await t.db.query('SELECT type FROM outbox_events WHERE caused_by_run_id = $1 AND caused_by_step_index = $2 ORDER BY created_at', [
        context.run.id,
        context.run.stepIndex,
      ])
    ).map((row: { type: string }) => row.type);

  describe('add_tag', () => {
    it("tags the event's candidate once, as the automation, recording which step did it", async () => {
      const candidate = await t.factory.candidate();
      const context = contextFor('candidate.created', candidate, 2);
      const output = await actions.get(AddTagAction).execute({ label: 'Auto-Sourced' }, context);
      expect(output).toEqual({ candidateId: candidate.id, tagId: expect.any(String), label: 'Auto-Sourced', added: true });
      const tags = (await t.api.get(`/candidates/${candidate.id}/tags`)).body.data;
      expect(tags.map((tag: { label: string }) => tag.label)).toEqual(['Auto-Sourced']);
      const [event] = (await activityOf(t.api, candidate.id)).filter((row) => row.type === 'candidate.tag_added');
      expect(event.actor).toEqual(automationActor());
      expect(await causedBy(context)).toEqual(['candidate.tag_added']);

      // The label exists in another case: the candidate already has it, nothing happens.
      const again = await actions.get(AddTagAction).execute({ label: 'auto-sourced' }, contextFor('candidate.updated', candidate));
      expect(again).toEqual({ ...output, added: false });
      expect((await activityOf(t.api, candidate.id)).filter((row) => row.type === 'candidate.tag_added')).toHaveLength(1);
    });

    it('fails on an erased candidate, and on an event without a candidate', async () => {
      const candidate = await t.factory.candidate();
      expect((await t.api.delete(`/candidates/${candidate.id}`)).status).toBe(200);
      await expect(actions.get(AddTagAction).execute({ label: 'x' }, contextFor('candidate.deleted', { id: candidate.id }))).rejects.toThrow(
        `Candidate ${candidate.id} not found`,
      );
      await expect(actions.get(AddTagAction).execute({ label: 'x' }, contextFor('job.created', { id: UNKNOWN_UUID }))).rejects.toThrow(
        'The trigger event (job.created) carries no candidate',
      );
    });
  });

  describe('add_note', () => {
    it('writes a note whose author is the automation', async () => {
      const candidate = await t.factory.candidate();
      const context = contextFor('candidate.tag_added', { candidateId: candidate.id, tag: { id: UNKNOWN_UUID, label: 'x' } }, 1);
      const output = await actions.get(AddNoteAction).execute({ body: 'Sourced automatically.' }, context);
      const notes = (await t.api.get(`/candidates/${candidate.id}/notes`)).body.data;
      expect(notes).toHaveLength(1);
      expect(output).toEqual({ candidateId: candidate.id, noteId: notes[0].id });
      expect(notes[0]).toMatchObject({ body: 'Sourced automatically.', author: automationActor(), mentions: [] });
      const [event] = await activityOf(t.api, notes[0].id);
      expect(event).toMatchObject({ type: 'note.created', actor: automationActor() });
      expect(await causedBy(context)).toEqual(['note.created']);
    });
  });

  describe('create_task', () => {
    it("links the task to the event's candidate and application, due dueInHours after the step", async () => {
      const application = await apply(t);
      const owner = await t.factory.user({ name: 'Olga Owner' });
      const context = contextFor('application.created', application);
      const before = Date.now();
      const { taskId } = (await actions
        .get(CreateTaskAction)
        .execute({ title: 'Screen the candidate', priority: 'high', dueInHours: 48, ownerId: owner.id }, context)) as { taskId: string };
      const task = (await t.api.get(`/tasks/${taskId}`)).body.data;
      expect(task).toMatchObject({
        title: 'Screen the candidate',
        status: 'pending',
        priority: 'high',
        ownerId: owner.id,
        candidateId: application.candidateId,
        applicationId: application.id,
        jobId: null,
        createdById: automationId,
      });
      expectTimestamp(task.dueDate);
      const dueMs = Date.parse(task.dueDate) - 48 * 3_600_000;
      expect(dueMs).toBeGreaterThanOrEqual(before);
      expect(dueMs).toBeLessThanOrEqual(Date.now());
      expect((await activityOf(t.api, taskId))[0].actor).toEqual(automationActor());
      expect(await causedBy(context)).toEqual(['task.created']);
    });

    it('makes an unlinked task with the defaults for an event without subjects', async () => {
      const { taskId } = (await actions.get(CreateTaskAction).execute({ title: 'Announce the job' }, contextFor('job.created', { id: UNKNOWN_UUID }))) as {
        taskId: string;
      };
      const task = (await t.api.get(`/tasks/${taskId}`)).body.data;
      expect(task).toMatchObject({ priority: 'medium', dueDate: null, ownerId: null, candidateId: null, applicationId: null });
    });

    it('fails when the owner is not a user, making nothing', async () => {
      const count = async () => Number((await t.db.query('SELECT count(*) AS n FROM tasks'))[0].n);
      const before = await count();
      await expect(actions.get(CreateTaskAction).execute({ title: 'x', ownerId: UNKNOWN_UUID }, contextFor('job.created', {}))).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ location: 'body', path: 'ownerId', message: `ownerId ${UNKNOWN_UUID} is not a user` }],
      });
      expect(await count()).toBe(before);
    });
  });

  describe('move_application and reject_application', () => {
    it("moves the event's application, then rejects it, as the automation", async () => {
      const job = await createJob(t);
      const application = await apply(t, { jobId: job.id });
      const move = contextFor('application.created', application, 0);
      const moved = await actions.get(MoveApplicationAction).execute({ toStageId: job.stages[2].id }, move);
      expect(moved).toEqual({ applicationId: application.id, fromStageId: job.stages[0].id, toStageId: job.stages[2].id });
      expect((await t.api.get(`/applications/${application.id}`)).body.data.currentStageId).toBe(job.stages[2].id);

      const reject = contextFor(
        'interview.completed',
        { id: UNKNOWN_UUID, applicationId: application.id, candidateId: application.candidateId },
        1,
        move.run.id,
      );
      expect(await actions.get(RejectApplicationAction).execute({}, reject)).toEqual({ applicationId: application.id, status: 'rejected' });
      expect((await t.api.get(`/applications/${application.id}`)).body.data.status).toBe('rejected');

      const events = (await activityOf(t.api, application.id)).filter((row) => row.type !== 'application.created');
      expect(events.map((row) => [row.type, row.actor])).toEqual([
        ['application.rejected', automationActor()],
        ['application.stage_changed', automationActor()],
      ]);
      expect(events[1].metadata).toEqual({ fromStageId: job.stages[0].id, toStageId: job.stages[2].id });
      expect(await causedBy(move)).toEqual(['application.stage_changed']);
      expect(await causedBy(reject)).toEqual(['application.rejected']);
      // The stage history names the automation and says it came through one (docs/api/reports.md#stage-history).
      const history = (await t.api.get(`/applications/${application.id}/stage-transitions`)).body.data;
      expect(history.map((row: any) => [row.fromStageId, row.toStageId, row.toStatus, row.via, row.actor])).toEqual([
        [null, job.stages[0].id, 'active', 'api', expect.any(Object)],
        [job.stages[0].id, job.stages[2].id, 'active', 'automation', automationActor()],
        [job.stages[2].id, job.stages[2].id, 'rejected', 'automation', automationActor()],
      ]);
    });

    it("fails on what the services refuse: another job's stage, a finished application, no application in the event", async () => {
      const [job, other] = [await createJob(t), await createJob(t)];
      const application = await apply(t, { jobId: job.id });
      const context = contextFor('application.created', application);
      await expect(actions.get(MoveApplicationAction).execute({ toStageId: other.stages[1].id }, context)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      await actions.get(RejectApplicationAction).execute({}, context);
      await expect(actions.get(RejectApplicationAction).execute({}, context)).rejects.toMatchObject({ code: 'INVALID_STATE' });
      await expect(actions.get(MoveApplicationAction).execute({ toStageId: job.stages[1].id }, context)).rejects.toMatchObject({ code: 'INVALID_STATE' });
      const candidateOnly = contextFor('candidate.created', { id: application.candidateId });
      await expect(actions.get(RejectApplicationAction).execute({}, candidateOnly)).rejects.toThrow(
        'The trigger event (candidate.created) carries no application',
      );
      await expect(actions.get(MoveApplicationAction).execute({ toStageId: job.stages[1].id }, candidateOnly)).rejects.toThrow('carries no application');
    });
  });

  describe('http_request', () => {
    it('POSTs the trigger event signed with the automation secret; a retry of the step carries the same ids', async () => {
      const context = contextFor('candidate.created', { id: UNKNOWN_UUID, firstName: 'Ada' }, 3);
      const config = { url: receiver.url('/hook'), headers: { Authorization: 'Bearer receiver-token' } };
      expect(await actions.get(HttpRequestAction).execute(config, context)).toEqual({ status: 200 });
      expect(await actions.get(HttpRequestAction).execute(config, { ...context, run: { ...context.run, attempt: 2 } })).toEqual({ status: 200 });
      const [first, retry] = receiver.at('/hook');
      expect(first.method).toBe('POST');
      expect(first.json).toEqual({ type: 'candidate.created', timestamp: context.event.timestamp, data: context.event.data });
      expect(first.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': 'ats-automations/1.0',
        authorization: 'Bearer receiver-token',
        'webhook-id': `${context.run.id}.3`,
        'idempotency-key': `${context.run.id}.3`,
      });
      expect(new Webhook(secret).verify(first.body, first.headers)).toEqual(first.json);
      expect(() => new Webhook(generateWebhookSecret()).verify(first.body, first.headers)).toThrow();
      expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(retry.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    });

    it('sends GET without a body and PUT with the configured one', async () => {
      await actions.get(HttpRequestAction).execute({ url: receiver.url('/get?q=1'), method: 'GET' }, contextFor('job.created', { id: UNKNOWN_UUID }));
      const [get] = receiver.at('/get?q=1');
      expect(get).toMatchObject({ method: 'GET', body: '' });
      expect(get.headers['content-type']).toBeUndefined();
      expect(new Webhook(secret).verify('', get.headers)).toBeUndefined();

      await actions.get(HttpRequestAction).execute({ url: receiver.url('/put'), method: 'PUT', body: ['any', { json: true }] }, contextFor('job.created', {}));
      const [put] = receiver.at('/put');
      expect(put.method).toBe('PUT');
      expect(put.json).toEqual(['any', { json: true }]);
      expect(new Webhook(secret).verify(put.body, put.headers)).toEqual(put.json);
    });

    it('signs with the previous secret too while it has not expired', async () => {
      const cipher = actions.get(SecretCipher);
      const previous = generateWebhookSecret();
      const rotate = (expiresAt: Date) =>
        t.db.query('UPDATE automations SET previous_signing_secret_encrypted = $2, previous_signing_secret_expires_at = $3 WHERE id = $1', [
          automationId,
          cipher.encrypt(previous, automationId),
          expiresAt,
        ]);
      await rotate(new Date(Date.now() + 3_600_000));
      await actions.get(HttpRequestAction).execute({ url: receiver.url('/rotated') }, contextFor('job.created', {}));
      await rotate(new Date(Date.now() - 1000));
      await actions.get(HttpRequestAction).execute({ url: receiver.url('/rotated') }, contextFor('job.created', {}));
      const [during, after] = receiver.at('/rotated');
      for (const key of [secret, previous]) expect(new Webhook(key).verify(during.body, during.headers)).toBeDefined();
      expect(after.headers['webhook-signature'].split(' ')).toHaveLength(1);
      expect(() => new Webhook(previous).verify(after.body, after.headers)).toThrow();
    });

    it('fails the step on an answer that is not 2xx, naming the status', async () => {
      receiver.answer('/fail', { status: 500 });
      receiver.answer('/moved', { status: 302, headers: { location: receiver.url('/hook') } });
      const hooked = receiver.at('/hook').length;
      await expect(actions.get(HttpRequestAction).execute({ url: receiver.url('/fail') }, contextFor('job.created', {}))).rejects.toThrow(
        `HTTP 500 from POST ${receiver.url('/fail')}`,
      );
      await expect(actions.get(HttpRequestAction).execute({ url: receiver.url('/moved') }, contextFor('job.created', {}))).rejects.toThrow(
        'HTTP 302 from POST',
      );
      // Redirects are not followed.
      expect(receiver.at('/hook')).toHaveLength(hooked);
    });

    it('fails the step when no answer comes in time', async () => {
      const impatient = await bootActions(t.config, true, 500);
      try {
        receiver.answer('/slow', { hold: true });
        await expect(impatient.get(HttpRequestAction).execute({ url: receiver.url('/slow') }, contextFor('job.created', {}))).rejects.toThrow(
          /failed: No answer within 0\.5 s/,
        );
      } finally {
        await impatient.close();
      }
    });

    it('refuses private targets unless they are allowed, sending nothing', async () => {
      const guarded = await bootActions(t.config, false);
      try {
        const requests = receiver.requests.length;
        const connections = receiver.connections;
        await expect(guarded.get(HttpRequestAction).execute({ url: receiver.url('/private') }, contextFor('job.created', {}))).rejects.toThrow(
          /127\.0\.0\.1: a loopback address/,
        );
        await expect(
          guarded.get(HttpRequestAction).execute({ url: 'http://169.254.169.254/latest/meta-data/' }, contextFor('job.created', {})),
        ).rejects.toThrow(/a link-local address/);
        const compatible = `http://[::127.0.0.1]:${receiver.portNumber}/private`;
        await expect(guarded.get(HttpRequestAction).execute({ url: compatible }, contextFor('job.created', {}))).rejects.toThrow(
          /::7f00:1: an IPv4-compatible address embedding 127\.0\.0\.1, a loopback address/,
        );
        await expect(guarded.get(HttpRequestAction).execute({ url: 'http://[::a9fe:a9fe]/latest/meta-data/' }, contextFor('job.created', {}))).rejects.toThrow(
          /embedding 169\.254\.169\.254, a link-local address/,
        );
        expect(receiver.requests).toHaveLength(requests);
        expect(receiver.connections).toBe(connections);
      } finally {
        await guarded.close();
      }
    });
  });
});
