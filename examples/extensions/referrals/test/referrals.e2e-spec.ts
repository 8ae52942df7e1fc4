import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { CandidateEraser, CandidateMerger, ConfigValidationError, generateWebhookSecret, loadConfig } from '@app/core';
import { ApiModule } from '../../../../apps/api/src/api.module';
import { WorkerModule } from '../../../../apps/worker/src/worker.module';
import { activityOf, unique, waitFor } from '../../../../test/helpers/common';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { finishedRuns } from '../../../../test/kits/runs-kit';
import { publishedAutomation } from '../../../../test/kits/automations-kit';
import { bootWorker, createWebhook, Receiver } from '../../../../test/kits/webhooks-kit';
import { REFERRALS_EXTENSION } from '..';

const SIGNING_SECRET = generateWebhookSecret();
const EXTENSIONS = [REFERRALS_EXTENSION];

describe('the referrals example extension', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let receiver: Receiver;

  beforeAll(async () => {
    // The loopback receiver stands in for Slack and for a webhook endpoint: private targets allowed.
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', REFERRALS_SLACK_SIGNING_SECRET: SIGNING_SECRET }, { extensions: EXTENSIONS });
    receiver = await Receiver.start();
    worker = await bootWorker(t.config, {}, undefined, {}, {}, EXTENSIONS);
  });

  afterAll(async () => {
    await worker?.close();
    await receiver?.close();
    await t?.close();
  });

  it('records a referral behind its own scope, refuses an unknown candidate and files the event under the candidate', async () => {
    const candidate = await t.factory.candidate();
    const writer = t.as((await t.factory.apiKey(['referrals:write', 'referrals:read'])).key);
    const created = await writer.post('/referrals', { candidateId: candidate.id, referrerName: 'Grace Hopper', note: 'Knows COBOL' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      candidateId: candidate.id,
      referrerName: 'Grace Hopper',
      note: 'Knows COBOL',
      createdAt: expect.any(String),
    });
    expect((await writer.get(`/referrals/${created.body.data.id}`)).body.data).toEqual(created.body.data);

    const reader = t.as((await t.factory.apiKey(['candidates:read'])).key);
    expect((await reader.post('/referrals', { candidateId: candidate.id, referrerName: 'X' })).status).toBe(403);

    const unknown = await writer.post('/referrals', { candidateId: '0190a0b4-8a3e-7c2d-9f00-00000000000c', referrerName: 'X' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details).toEqual([expect.objectContaining({ path: 'candidateId' })]);

    const [event] = (await activityOf(t.api, candidate.id)).filter((row) => row.type === 'referral.created');
    expect(event).toMatchObject({ type: 'referral.created', entityType: 'candidate', entityId: candidate.id, metadata: { referralId: created.body.data.id } });
  });

  it('shows referral.created in the change feed, presented by its loader', async () => {
    const candidate = await t.factory.candidate();
    const referral = (await t.api.post('/referrals', { candidateId: candidate.id, referrerName: 'Edsger Dijkstra' })).body.data;
    const feed = await t.api.get('/changes?resourceTypes=referral&limit=1000');
    expect(feed.status).toBe(200);
    expect(feed.body.data.at(-1)).toMatchObject({ type: 'referral.created', resourceType: 'referral', resourceId: referral.id, data: referral });
  });

  it('delivers referral.created to a webhook subscribed to it, through the worker', async () => {
    const hook = await createWebhook(t.api, { url: receiver.url('/hooks/referrals'), events: ['referral.created'] });
    const candidate = await t.factory.candidate();
    const referral = (await t.api.post('/referrals', { candidateId: candidate.id, referrerName: 'Alan Turing' })).body.data;
    const delivery = await waitFor('the referral.created delivery', () => receiver.at('/hooks/referrals').find((r) => r.json?.data?.id === referral.id));
    expect(new Webhook(hook.secret).verify(delivery.body, delivery.headers)).toMatchObject({ type: 'referral.created', data: referral });
  });

  it('runs post_to_slack on referral.created: a validated config, a signed request through the outbound client', async () => {
    const invalid = await t.api.post('/automations', {
      name: 'Bad channel',
      trigger: { event: 'referral.created' },
      actions: [{ type: 'post_to_slack', config: { url: receiver.url('/slack'), channel: 'hiring', text: 'x', extra: 1 } }],
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.details.map((issue: { path: string }) => issue.path).sort()).toEqual(['actions.0.config.channel', 'actions.0.config.extra']);

    const automation = await publishedAutomation(t, {
      name: 'Announce referrals',
      trigger: { event: 'referral.created' },
      actions: [{ type: 'post_to_slack', config: { url: receiver.url('/slack'), channel: '#hiring', text: 'New referral' } }],
    });
    const candidate = await t.factory.candidate();
    await t.api.post('/referrals', { candidateId: candidate.id, referrerName: 'Ada' });
    const [run] = await finishedRuns(t.api, automation.id, 1);
    expect(run.status).toBe('succeeded');
    const [posted] = receiver.at('/slack');
    expect(new Webhook(SIGNING_SECRET).verify(posted.body, posted.headers)).toEqual({ channel: '#hiring', text: 'New referral (referral.created)' });
    expect(posted.headers['idempotency-key']).toBe(`${run.id}.0`);
  });

  it('documents its route, scope, event and action config in the OpenAPI document', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/docs-json')).body;
    expect(doc.paths['/api/v1/referrals']?.post).toBeDefined();
    // Enums computed from the registries when the document is built.
    const schemas = doc.components.schemas;
    expect(schemas.CreateApiKeyDto.properties.scopes.items.enum).toEqual(expect.arrayContaining(['referrals:read', 'referrals:write']));
    expect(schemas.AutomationTriggerDto.properties.event.enum).toContain('referral.created');
    expect(schemas.EventType.enum).toContain('referral.created');
    expect(schemas.CreateWebhookDto.properties.events.items.enum).toContain('referral.created');
    // Every action's config class, built-in and custom, as one variant of a oneOf discriminated by type.
    const action = doc.components.schemas.AutomationActionDto;
    expect(action.discriminator.mapping).toMatchObject({
      add_tag: '#/components/schemas/AutomationActionDto_add_tag',
      post_to_slack: '#/components/schemas/AutomationActionDto_post_to_slack',
    });
    expect(action.oneOf).toContainEqual({ $ref: '#/components/schemas/AutomationActionDto_post_to_slack' });
    expect(doc.components.schemas.AutomationActionDto_post_to_slack.properties.config).toEqual({ $ref: '#/components/schemas/PostToSlackConfig' });
    expect(Object.keys(doc.components.schemas.PostToSlackConfig.properties).sort()).toEqual(['channel', 'text', 'url']);
    expect(doc.components.schemas.AddTagConfig.properties.label).toBeDefined();
  });

  it('takes part in candidate erasure: the referral stays without its link and note, and the outbox copy of its event is redacted', async () => {
    for (const app of [t.app, worker]) {
      expect(
        app
          .get(CandidateEraser)
          .participants()
          .map((participant) => participant.constructor.name),
      ).toContain('ReferralErasureService');
    }
    const lastName = `Referred${unique()}`;
    const candidate = await t.factory.candidate({ lastName });
    const referral = (await t.api.post('/referrals', { candidateId: candidate.id, referrerName: 'Grace Hopper', note: `Worked with ${lastName} at Initech` }))
      .body.data;
    expect((await t.api.delete(`/candidates/${candidate.id}`)).status).toBe(200);

    expect((await t.api.get(`/referrals/${referral.id}`)).body.data).toEqual({ ...referral, candidateId: null, note: null });
    const [event] = await t.db.query(
      `SELECT o.payload FROM activity_events a JOIN outbox_events o ON o.id = a.id WHERE a.type = 'referral.created' AND a.entity_id = $1`,
      [candidate.id],
    );
    expect(event.payload.data).toEqual({ id: candidate.id, redacted: true });
    for (const table of ['referrals', 'outbox_events', 'activity_events']) {
      expect({ table, rows: await t.db.query(`SELECT id FROM ${table} WHERE ${table}::text ILIKE '%' || $1 || '%'`, [lastName]) }).toEqual({ table, rows: [] });
    }
  });

  it("takes part in candidate merge: the duplicate's referrals move to the survivor", async () => {
    expect(
      t.app
        .get(CandidateMerger)
        .participants()
        .map((participant) => participant.constructor.name),
    ).toContain('ReferralMergeService');
    const survivor = await t.factory.candidate();
    const duplicate = await t.factory.candidate();
    const referral = (await t.api.post('/referrals', { candidateId: duplicate.id, referrerName: 'Alan Turing' })).body.data;
    expect((await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: duplicate.id })).status).toBe(200);
    expect((await t.api.get(`/referrals/${referral.id}`)).body.data).toEqual({ ...referral, candidateId: survivor.id });
  });

  it('keeps a worker without the extension from starting: the API accepts post_to_slack', async () => {
    await expect(bootWorker(t.config, {}, undefined, {}, {}, [])).rejects.toThrow('This worker cannot run the action types post_to_slack that the API accepts');
  });

  it('keeps an API with the extension from starting while the workers lack it', async () => {
    const queuePrefix = `${t.config.queuePrefix}-parity`;
    const oldWorker = await bootWorker({ ...t.config, queuePrefix }, {}, undefined, {}, {}, []);
    try {
      await expect(createTestApp({ QUEUE_PREFIX: queuePrefix, REFERRALS_SLACK_SIGNING_SECRET: SIGNING_SECRET }, { extensions: EXTENSIONS })).rejects.toThrow(
        'The workers cannot run the action types post_to_slack that this API would accept',
      );
    } finally {
      await oldWorker.close();
    }
  });

  it('gives new jobs the pipeline of its JOB_DEFAULTS, and jobs created with stages keep theirs', async () => {
    const job = (await t.api.post('/jobs', { title: 'Engineer' })).body.data;
    expect(job.stages.map((stage: { name: string; color: string }) => [stage.name, stage.color])).toEqual([
      ['Referred', '#0EA5E9'],
      ['Applied', expect.any(String)],
      ['Screen', expect.any(String)],
      ['Interview', expect.any(String)],
      ['Offer', expect.any(String)],
      ['Hired', expect.any(String)],
    ]);
    const given = (await t.api.post('/jobs', { title: 'Designer', stages: [{ name: 'Portfolio' }] })).body.data;
    expect(given.stages.map((stage: { name: string }) => stage.name)).toEqual(['Portfolio']);
  });

  it('fails boot naming the variable when the extension config is invalid, before Nest starts', () => {
    const config = loadConfig({ DATABASE_URL: t.config.databaseUrl, REFERRALS_SLACK_SIGNING_SECRET: 'whsec_short' });
    for (const compose of [() => ApiModule.forRoot(config, { extensions: EXTENSIONS }), () => WorkerModule.forRoot(config, { extensions: EXTENSIONS })]) {
      expect(compose).toThrow(ConfigValidationError);
      expect(compose).toThrow('REFERRALS_SLACK_SIGNING_SECRET: must be whsec_ followed by 32 bytes in base64');
    }
  });
});
