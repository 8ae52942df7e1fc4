import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { CandidateEraser, CandidateMerger } from '@app/candidates';
import { ConfigValidationError, generateWebhookSecret, loadConfig, SecretCipher } from '@app/core';
import { ApiModule } from '../../../../apps/api/src/api.module';
import { WorkerModule } from '../../../../apps/worker/src/worker.module';
import { activityOf, bootWorker, createTestApp, createWebhook, finishedRuns, publishedAutomation, Receiver, unique, waitFor, type TestApp } from '@app/testing';
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
    worker = await bootWorker({ config: t.config, extensions: EXTENSIONS });
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

  it('keeps the token of post_to_slack secret: encrypted for its automation, masked, decrypted for the run, kept by a PATCH sending the mask', async () => {
    const token = `relay-token-${unique()}-wxyz`;
    const masked = '••••wxyz';
    const config = { url: receiver.url('/slack-with-token'), channel: '#hiring', text: 'Token' };
    const automation = await publishedAutomation(t, {
      name: 'Token referrals',
      trigger: { event: 'referral.created' },
      actions: [{ type: 'post_to_slack', config: { ...config, token } }],
    });
    expect(automation.actions[0].config).toEqual({ ...config, token: masked });
    expect((await t.api.get(`/automations/${automation.id}`)).body.data.actions[0].config.token).toBe(masked);
    const listed = (await t.api.get('/automations?limit=100')).body.data.find((row: { id: string }) => row.id === automation.id);
    expect(listed.actions[0].config.token).toBe(masked);

    const storedToken = async (id: string): Promise<string> =>
      (await t.db.query('SELECT actions FROM automations WHERE id = $1', [id]))[0].actions[0].config.token;
    const stored = await storedToken(automation.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(token);
    const cipher = new SecretCipher(t.config.encryptionKey);
    expect(cipher.decrypt(stored, automation.id)).toBe(token);
    // Bound to the automation: the ciphertext copied to another one does not decrypt, and its GET shows no character of it.
    const other = (
      await t.api.post('/automations', {
        name: 'Other',
        trigger: { event: 'referral.created' },
        actions: [{ type: 'post_to_slack', config: { ...config, token: `other-token-${unique()}` } }],
      })
    ).body.data;
    expect(() => cipher.decrypt(stored, other.id)).toThrow('cannot be decrypted');
    await t.db.query(`UPDATE automations SET actions = jsonb_set(actions, '{0,config,token}', to_jsonb($1::text)) WHERE id = $2`, [stored, other.id]);
    expect((await t.api.get(`/automations/${other.id}`)).body.data.actions[0].config.token).toBe('••••');

    const candidate = await t.factory.candidate();
    await t.api.post('/referrals', { candidateId: candidate.id, referrerName: 'Barbara Liskov' });
    const [run] = await finishedRuns(t.api, automation.id, 1);
    expect(run.status).toBe('succeeded');
    expect(receiver.at('/slack-with-token')[0].headers.authorization).toBe(`Bearer ${token}`);

    // Sending back what GET showed changes nothing; the mask with another text keeps the secret.
    const unchanged = await t.api.patch(`/automations/${automation.id}`, { actions: automation.actions });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.data).toMatchObject({ definitionVersion: automation.definitionVersion, status: 'published' });
    expect(await storedToken(automation.id)).toBe(stored);
    const edited = await t.api.patch(`/automations/${automation.id}`, {
      actions: [{ type: 'post_to_slack', config: { ...config, text: 'Edited', token: masked } }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ definitionVersion: automation.definitionVersion + 1, actions: [{ config: { text: 'Edited', token: masked } }] });
    expect(cipher.decrypt(await storedToken(automation.id), automation.id)).toBe(token);
    // A mask that hides no stored secret of that action is refused; a new token replaces the old one.
    const unknownMask = await t.api.patch(`/automations/${automation.id}`, { actions: [{ type: 'post_to_slack', config: { ...config, token: '••••zzzz' } }] });
    expect(unknownMask.status).toBe(422);
    expect(unknownMask.body.error.details.map((issue: { path: string }) => issue.path)).toEqual(['actions.0.config.token']);
    const created = await t.api.post('/automations', {
      name: 'Masked',
      trigger: { event: 'referral.created' },
      actions: [{ type: 'post_to_slack', config: { ...config, token: masked } }],
    });
    expect(created.status).toBe(422);
    const replaced = await t.api.patch(`/automations/${automation.id}`, {
      actions: [{ type: 'post_to_slack', config: { ...config, token: `new-token-${unique()}-abcd` } }],
    });
    expect(replaced.body.data.actions[0].config.token).toBe('••••abcd');
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
    expect(Object.keys(doc.components.schemas.PostToSlackConfig.properties).sort()).toEqual(['channel', 'text', 'token', 'url']);
    expect(doc.components.schemas.PostToSlackConfig.required.sort()).toEqual(['channel', 'text', 'url']);
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
    expect(t.app.get(CandidateMerger).rowMoves()).toContainEqual({ table: 'referrals', column: 'candidate_id' });
    const survivor = await t.factory.candidate();
    const duplicate = await t.factory.candidate();
    const referral = (await t.api.post('/referrals', { candidateId: duplicate.id, referrerName: 'Alan Turing' })).body.data;
    expect((await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: duplicate.id })).status).toBe(200);
    expect((await t.api.get(`/referrals/${referral.id}`)).body.data).toEqual({ ...referral, candidateId: survivor.id });
  });

  it('keeps a worker without the extension from starting: the API accepts post_to_slack', async () => {
    await expect(bootWorker({ config: t.config, extensions: [] })).rejects.toThrow(
      'This worker cannot run the action types post_to_slack that the API accepts',
    );
  });

  it('keeps an API with the extension from starting while the workers lack it', async () => {
    const queuePrefix = `${t.config.queuePrefix}-parity`;
    const oldWorker = await bootWorker({ config: { ...t.config, queuePrefix }, extensions: [] });
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
