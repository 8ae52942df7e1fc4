import { SecretCipher } from '@app/core';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { adminUser, body, expectListEnvelope, expectNewestFirst, walkPages } from '../../helpers/common';
import { createJob, deleteJob } from '../../kits/pipeline-kit';
import { actionOfEachType, automationBody, automationIn, createAutomation, expectAutomationShape, RUN_LIMITS } from '../../kits/automations-kit';

/** POST /automations, GET /automations, GET /automations/{id}, POST /automations/{id}/rotate-secret (docs/api/resources.md#automations-and-runs). */
describe('automation definitions', () => {
  let t: TestApp;
  let admin: { id: string; name: string };
  let recruiter: Record<string, any>;
  let recruiterKey: string;
  let readKey: string;
  let writeKey: string;
  let tasksKey: string;
  let stageId: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    admin = await adminUser(t.api);
    recruiter = await t.factory.user({ name: 'Rita Recruiter', role: 'admin' }); // automations need an admin (docs/api/auth.md#roles)
    recruiterKey = (await t.factory.apiKey(['automations:write', 'automations:read'], { ownerId: recruiter.id })).key;
    readKey = (await t.factory.apiKey(['automations:read'])).key;
    writeKey = (await t.factory.apiKey(['automations:write'])).key;
    tasksKey = (await t.factory.apiKey(['tasks:read', 'tasks:write'])).key;
    stageId = (await createJob(t)).stageIds[1];
  });
  afterAll(async () => t?.close());

  const count = async () => Number((await t.db.query('SELECT count(*) AS n FROM automations'))[0].n);
  const refuse = async (payload: unknown, paths: string[]) => {
    const before = await count();
    const details = expectValidationError(await t.api.post('/automations', payload), body(...paths));
    expect(await count()).toBe(before);
    return details;
  };
  const accept = async (payload: Record<string, unknown>) => {
    const response = await t.api.post('/automations', payload);
    if (response.status !== 201) throw new Error(`expected 201, got ${response.status} ${JSON.stringify(response.body)}`);
    expectAutomationShape(response.body.data);
    return response.body.data;
  };

  describe('POST /automations', () => {
    it('answers 201 with exactly the spec fields: a draft at version 1 with the defaults, createdById the key owner', async () => {
      const before = Date.now();
      const response = await t.as(recruiterKey).post('/automations', automationBody());
      expect(response.status).toBe(201);
      expect(response.body.meta).toEqual({});
      const automation = response.body.data;
      expectAutomationShape(automation);
      expect(automation).toEqual({
        id: expect.any(String),
        name: 'Tag new applicants',
        description: null,
        enabled: true,
        status: 'draft',
        triggerEvent: 'application.created',
        trigger: { event: 'application.created' },
        conditions: null,
        actions: [{ type: 'add_tag', config: { label: 'new' }, continueOnError: false }],
        createdById: recruiter.id,
        definitionVersion: 1,
        approvalRequestedAt: null,
        approvedById: null,
        approvedAt: null,
        publishedById: null,
        publishedAt: null,
        maxRunsPerMinute: 60,
        maxExternalActionsPerMinute: 30,
        circuitBreakerThreshold: 5,
        circuitBreakerCooldownSeconds: 300,
        circuitOpenUntil: null,
        createdAt: automation.createdAt,
        updatedAt: automation.createdAt,
      });
      expect(Date.parse(automation.createdAt)).toBeGreaterThanOrEqual(before - 5);
      expect((await t.api.get(`/automations/${automation.id}`)).body).toEqual({ data: automation, meta: {} });
    });

    it('keeps every field given, with one action of each type', async () => {
      const conditions = { and: [{ '==': [{ var: 'event.data.toStageId' }, stageId] }, { '!': { var: 'event.data.redacted' } }] };
      const actions = actionOfEachType(stageId).map((action, index) => ({ ...action, continueOnError: index % 2 === 0 }));
      const automation = await accept({
        name: 'Everything',
        description: 'Every field set',
        trigger: { event: 'application.stage_changed' },
        conditions,
        actions,
        enabled: false,
        maxRunsPerMinute: 10_000,
        maxExternalActionsPerMinute: 1,
        circuitBreakerThreshold: 100,
        circuitBreakerCooldownSeconds: 30,
      });
      expect(automation).toMatchObject({
        name: 'Everything',
        description: 'Every field set',
        enabled: false,
        triggerEvent: 'application.stage_changed',
        conditions,
        actions,
        createdById: admin.id,
        maxRunsPerMinute: 10_000,
        maxExternalActionsPerMinute: 1,
        circuitBreakerThreshold: 100,
        circuitBreakerCooldownSeconds: 30,
      });
      expect((await t.api.get(`/automations/${automation.id}`)).body.data).toEqual(automation);
    });

    it('keeps full action configs as given', async () => {
      const owner = await t.factory.user();
      const actions = [
        { type: 'create_task', config: { title: 'Call them', priority: 'high', dueInHours: 48, ownerId: owner.id }, continueOnError: true },
        {
          type: 'http_request',
          config: { url: 'https://example.com/hooks/ats', method: 'PUT', headers: { Authorization: 'Bearer x' }, body: { text: 'hi', n: [1, null] } },
          continueOnError: false,
        },
      ];
      const automation = await accept(automationBody({ actions }));
      expect(automation.actions).toEqual(actions);
      expect((await t.api.get(`/automations/${automation.id}`)).body.data.actions).toEqual(actions);
    });

    it.each([
      ['null (always)', null],
      ['true', true],
      ['an array', [1]],
      ['a string', 'yes'],
      ['a number', 0],
      ['32 levels of nesting', JSON.parse(`${'['.repeat(32)}1${']'.repeat(32)}`)],
    ])('takes conditions %s as given', async (_label, conditions) => {
      const automation = await accept(automationBody({ conditions }));
      expect(automation.conditions).toEqual(conditions);
      expect((await t.api.get(`/automations/${automation.id}`)).body.data.conditions).toEqual(conditions);
    });

    it('stores a signing secret encrypted for the automation, never in a response', async () => {
      const automation = await accept(automationBody());
      const [row] = await t.db.query(
        'SELECT signing_secret_encrypted, previous_signing_secret_encrypted, previous_signing_secret_expires_at FROM automations WHERE id = $1',
        [automation.id],
      );
      expect(row.signing_secret_encrypted).toMatch(/^v1\./);
      const secret = new SecretCipher(t.config.encryptionKey).decrypt(row.signing_secret_encrypted, automation.id);
      expect(secret).toMatch(/^whsec_/);
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
      expect(row.previous_signing_secret_encrypted).toBeNull();
      expect(row.previous_signing_secret_expires_at).toBeNull();
    });

    describe('limits, at both ends of every range', () => {
      it.each([
        ['name of 1 character', { name: 'n' }],
        ['name of 120 characters', { name: 'n'.repeat(120) }],
        ['description of 2000 characters', { description: 'd'.repeat(2000) }],
        ['an empty description', { description: '' }],
        ['a null description', { description: null }],
        ['10 actions', { actions: Array.from({ length: 10 }, (_, index) => ({ type: 'add_tag', config: { label: `l${index}` } })) }],
        ['enabled false', { enabled: false }],
        ...Object.entries(RUN_LIMITS).flatMap(([field, { min, max }]) => [
          [`${field} ${min}`, { [field]: min }],
          [`${field} ${max}`, { [field]: max }],
        ]),
      ] as Array<[string, Record<string, unknown>]>)('accepts %s', async (_label, overrides) => {
        const automation = await accept(automationBody(overrides));
        for (const [key, value] of Object.entries(overrides)) {
          if (key !== 'actions') expect(automation[key]).toEqual(value);
        }
      });

      it.each([
        ['an empty name', { name: '' }, ['name']],
        ['a name of 121 characters', { name: 'n'.repeat(121) }, ['name']],
        ['a name that is a number', { name: 7 }, ['name']],
        ['a null name', { name: null }, ['name']],
        ['a description of 2001 characters', { description: 'd'.repeat(2001) }, ['description']],
        ['a description that is an object', { description: {} }, ['description']],
        ['no actions', { actions: [] }, ['actions']],
        ['11 actions', { actions: Array.from({ length: 11 }, () => ({ type: 'add_tag', config: { label: 'x' } })) }, ['actions']],
        ['actions that are an object', { actions: { type: 'add_tag', config: { label: 'x' } } }, ['actions']],
        ['an action that is a string', { actions: ['add_tag'] }, ['actions.0']],
        ['an action that is an array', { actions: [[]] }, ['actions']],
        ['enabled as a string', { enabled: 'true' }, ['enabled']],
        ['enabled null', { enabled: null }, ['enabled']],
        ...Object.entries(RUN_LIMITS).flatMap(([field, { min, max }]) => [
          [`${field} ${min - 1}`, { [field]: min - 1 }, [field]],
          [`${field} ${max + 1}`, { [field]: max + 1 }, [field]],
          [`${field} ${min + 0.5}`, { [field]: min + 0.5 }, [field]],
          [`${field} as a string`, { [field]: String(min) }, [field]],
          [`${field} null`, { [field]: null }, [field]],
        ]),
      ] as Array<[string, Record<string, unknown>, string[]]>)('answers 422 for %s', async (_label, overrides, paths) => {
        await refuse(automationBody(overrides), paths);
      });

      it('answers 422 for missing name, trigger and actions', async () => {
        await refuse({}, ['name', 'trigger', 'actions']);
      });
    });

    describe('unknown keys', () => {
      it.each([
        ['an unknown key', { secret: 'whsec_x' }, ['secret']],
        [
          'response-only keys',
          { id: UNKNOWN_UUID, status: 'published', definitionVersion: 2, triggerEvent: 'job.created', createdById: UNKNOWN_UUID },
          ['id', 'status', 'definitionVersion', 'triggerEvent', 'createdById'],
        ],
        ['a key inside trigger', { trigger: { event: 'application.created', filter: 'x' } }, ['trigger.filter']],
        ['a key inside an action', { actions: [{ type: 'add_tag', config: { label: 'x' }, retries: 3 }] }, ['actions.0.retries']],
        ['a key inside a config', { actions: [{ type: 'add_tag', config: { label: 'x', color: 'red' } }] }, ['actions.0.config.color']],
        [
          'any key in reject_application config',
          { trigger: { event: 'application.created' }, actions: [{ type: 'reject_application', config: { reason: 'x' } }] },
          ['actions.0.config.reason'],
        ],
      ] as Array<[string, Record<string, unknown>, string[]]>)('answers 422 for %s', async (_label, overrides, paths) => {
        await refuse(automationBody(overrides), paths);
      });
    });

    describe('trigger', () => {
      it.each([
        ['missing', { trigger: undefined }, ['trigger']],
        ['null', { trigger: null }, ['trigger']],
        ['a string', { trigger: 'application.created' }, ['trigger']],
        ['without event', { trigger: {} }, ['trigger.event']],
        ['an unknown event', { trigger: { event: 'application.exploded' } }, ['trigger.event']],
        ['the webhook test event', { trigger: { event: 'webhook.test' } }, ['trigger.event']],
        ['an event in the wrong case', { trigger: { event: 'Application.Created' } }, ['trigger.event']],
        ['the wildcard', { trigger: { event: '*' } }, ['trigger.event']],
      ] as Array<[string, Record<string, unknown>, string[]]>)('answers 422 for a trigger %s', async (_label, overrides, paths) => {
        await refuse(automationBody(overrides), paths);
      });
    });

    describe('conditions', () => {
      it('answers 422 at conditions for an unknown operator, naming it', async () => {
        const [issue] = await refuse(automationBody({ conditions: { and: [{ equals: [1, 1] }] } }), ['conditions']);
        expect(issue.message).toMatch(/^conditions uses "equals", which is not a JsonLogic operator/);
      });

      it('answers 422 for an operator with invalid arguments, naming it and where it is', async () => {
        const [issue] = await refuse(automationBody({ conditions: { or: [true, { '<': [1] }] } }), ['conditions']);
        expect(issue.message).toBe('conditions gives invalid arguments to "<" at conditions.or.1');
      });

      it('takes conditions of 1000 values and answers 422 for 1001', async () => {
        // { in: [{ var: 'event.type' }, [...names]] } holds 5 values besides the names.
        const names = (n: number) => Array.from({ length: n }, (_, index) => `event.${index}`);
        await accept(automationBody({ conditions: { in: [{ var: 'event.type' }, names(995)] } }));
        const [issue] = await refuse(automationBody({ conditions: { in: [{ var: 'event.type' }, names(996)] } }), ['conditions']);
        expect(issue.message).toMatch(/at most 1000 values/);
      });

      it('answers 422 for an object with two operators', async () => {
        await refuse(automationBody({ conditions: { '==': [1, 1], '!=': [1, 2] } }), ['conditions']);
      });

      it('answers 422 for conditions nested deeper than 32 levels', async () => {
        const [issue] = await refuse(automationBody({ conditions: JSON.parse(`${'['.repeat(33)}1${']'.repeat(33)}`) }), ['conditions']);
        expect(issue.message).toMatch(/deeper than 32 levels/);
      });

      it('answers 422 (not 500) for a body nested far too deep to copy', async () => {
        const deep = `{"name":"x","trigger":{"event":"job.created"},"actions":[],"conditions":${'['.repeat(50_000)}1${']'.repeat(50_000)}}`;
        const response = await t.api.post('/automations', undefined).set('Content-Type', 'application/json').send(deep);
        const [issue] = expectValidationError(response, [{ location: 'body', path: '' }]);
        expect(issue.message).toMatch(/deeper than 64 levels/);
      });
    });

    describe('action types and their configs', () => {
      const action = (type: unknown, config: unknown, extra: Record<string, unknown> = {}) =>
        automationBody({ trigger: { event: 'application.stage_changed' }, actions: [{ type, config, ...extra }] });

      it.each([
        ['an unknown type (config not checked)', action('send_email', { to: 'x' }), ['actions.0.type']],
        ['a missing type', action(undefined, { label: 'x' }), ['actions.0.type']],
        ['a type in the wrong case', action('ADD_TAG', { label: 'x' }), ['actions.0.type']],
        ['a missing config', action('add_tag', undefined), ['actions.0.config']],
        ['a null config', action('add_tag', null), ['actions.0.config']],
        ['a config that is a string', action('add_tag', 'x'), ['actions.0.config']],
        ['a config that is an array', action('add_tag', [{ label: 'x' }]), ['actions.0.config']],
        ['continueOnError as a string', action('add_tag', { label: 'x' }, { continueOnError: 'yes' }), ['actions.0.continueOnError']],
        ['continueOnError null', action('add_tag', { label: 'x' }, { continueOnError: null }), ['actions.0.continueOnError']],
        ['add_tag without label', action('add_tag', {}), ['actions.0.config.label']],
        ['add_tag with an empty label', action('add_tag', { label: '' }), ['actions.0.config.label']],
        ['add_tag with a label of 41 characters', action('add_tag', { label: 'l'.repeat(41) }), ['actions.0.config.label']],
        ['add_note without body', action('add_note', {}), ['actions.0.config.body']],
        ['add_note with an empty body', action('add_note', { body: '' }), ['actions.0.config.body']],
        ['add_note with a body of 20001 characters', action('add_note', { body: 'b'.repeat(20_001) }), ['actions.0.config.body']],
        ['create_task without title', action('create_task', {}), ['actions.0.config.title']],
        ['create_task with a title of 201 characters', action('create_task', { title: 't'.repeat(201) }), ['actions.0.config.title']],
        ['create_task with an unknown priority', action('create_task', { title: 'x', priority: 'asap' }), ['actions.0.config.priority']],
        ['create_task with dueInHours 0', action('create_task', { title: 'x', dueInHours: 0 }), ['actions.0.config.dueInHours']],
        ['create_task with dueInHours 1.5', action('create_task', { title: 'x', dueInHours: 1.5 }), ['actions.0.config.dueInHours']],
        ['create_task with an ownerId that is a number', action('create_task', { title: 'x', ownerId: 5 }), ['actions.0.config.ownerId']],
        ['move_application without toStageId', action('move_application', {}), ['actions.0.config.toStageId']],
        ['move_application with a toStageId that is not a UUID', action('move_application', { toStageId: 'screen' }), ['actions.0.config.toStageId']],
        ['http_request without url', action('http_request', {}), ['actions.0.config.url']],
        ['http_request with an ftp url', action('http_request', { url: 'ftp://example.com/x' }), ['actions.0.config.url']],
        ['http_request with an unknown method', action('http_request', { url: 'https://example.com', method: 'TRACE' }), ['actions.0.config.method']],
        [
          'http_request setting a reserved header',
          action('http_request', { url: 'https://example.com', headers: { Host: 'evil' } }),
          ['actions.0.config.headers'],
        ],
      ] as Array<[string, Record<string, unknown>, string[]]>)('answers 422 for %s', async (_label, payload, paths) => {
        await refuse(payload, paths);
      });

      it('accepts the smallest config of each type, continueOnError defaulting to false', async () => {
        const actions = actionOfEachType(stageId);
        const automation = await accept(automationBody({ trigger: { event: 'application.stage_changed' }, actions }));
        expect(automation.actions).toEqual(actions.map((item) => ({ ...item, continueOnError: false })));
      });

      it('reports every broken rule of the body at once, with paths into each action', async () => {
        await refuse(
          {
            name: '',
            description: 5,
            trigger: { event: 'nope' },
            conditions: { nope: [] },
            actions: [
              { type: 'add_tag', config: { label: '' } },
              { type: 'create_task', config: { priority: 'x' } },
              { type: 'teleport', config: {} },
            ],
            enabled: 'no',
            maxRunsPerMinute: 0,
            maxExternalActionsPerMinute: 10_001,
            circuitBreakerThreshold: 101,
            circuitBreakerCooldownSeconds: 29,
            extra: 1,
          },
          [
            'name',
            'description',
            'trigger.event',
            'conditions',
            'actions.0.config.label',
            'actions.1.config.title',
            'actions.1.config.priority',
            'actions.2.type',
            'enabled',
            'maxRunsPerMinute',
            'maxExternalActionsPerMinute',
            'circuitBreakerThreshold',
            'circuitBreakerCooldownSeconds',
            'extra',
          ],
        );
      });
    });

    describe('references to other records', () => {
      it("answers 422 when create_task's ownerId is not a user, naming the action", async () => {
        for (const ownerId of [UNKNOWN_UUID, NIL_UUID, MAX_UUID]) {
          const [issue] = await refuse(
            automationBody({
              actions: [
                { type: 'add_tag', config: { label: 'x' } },
                { type: 'create_task', config: { title: 'x', ownerId } },
              ],
            }),
            ['actions.1.config.ownerId'],
          );
          expect(issue.message).toBe(`actions.1.config.ownerId ${ownerId} is not a user`);
        }
      });

      it("accepts an existing user as create_task's ownerId, in any letter case (stored in lower case, like every id)", async () => {
        const owner = await t.factory.user();
        const automation = await accept(automationBody({ actions: [{ type: 'create_task', config: { title: 'x', ownerId: owner.id.toUpperCase() } }] }));
        expect(automation.actions[0].config.ownerId).toBe(owner.id);
      });

      it("answers 422 when move_application's toStageId is not a stage, or a stage of a deleted job", async () => {
        const doomed = await createJob(t);
        await deleteJob(t, doomed.id);
        for (const toStageId of [UNKNOWN_UUID, doomed.stageIds[0]]) {
          const [issue] = await refuse(automationBody({ actions: [{ type: 'move_application', config: { toStageId } }] }), ['actions.0.config.toStageId']);
          expect(issue.message).toBe(`actions.0.config.toStageId ${toStageId} is not a stage of any job`);
        }
      });

      it('accepts a stage of any live job, in any letter case (stored in lower case, like every id)', async () => {
        const automation = await accept(automationBody({ actions: [{ type: 'move_application', config: { toStageId: stageId.toUpperCase() } }] }));
        expect(automation.actions[0].config.toStageId).toBe(stageId);
      });

      it('reports every missing reference at once, after the body passes its own rules', async () => {
        await refuse(
          automationBody({
            actions: [
              { type: 'move_application', config: { toStageId: UNKNOWN_UUID } },
              { type: 'create_task', config: { title: 'a', ownerId: UNKNOWN_UUID } },
              { type: 'create_task', config: { title: 'b', ownerId: MAX_UUID } },
              { type: 'move_application', config: { toStageId: NIL_UUID } },
            ],
          }),
          ['actions.0.config.toStageId', 'actions.1.config.ownerId', 'actions.2.config.ownerId', 'actions.3.config.toStageId'],
        );
        // A body that breaks its own rules is answered with those alone (the references are not looked up).
        await refuse(automationBody({ name: '', actions: [{ type: 'create_task', config: { title: 'a', ownerId: UNKNOWN_UUID } }] }), ['name']);
      });
    });

    describe("actions that need the trigger event's candidate or application", () => {
      const subjectActions = (toStageId: string) => ({
        add_tag: { config: { label: 'x' }, subject: 'candidate' },
        add_note: { config: { body: 'x' }, subject: 'candidate' },
        move_application: { config: { toStageId }, subject: 'application' },
        reject_application: { config: {}, subject: 'application' },
      });
      const carried: Array<[string, string[]]> = [
        ['job.created', []],
        ['job.stage_deleted', []],
        ['candidate.created', ['candidate']],
        ['candidate.tag_added', ['candidate']],
        ['note.created', ['candidate']],
        ['talent_pool.entry_added', ['candidate']],
        ['application.stage_changed', ['candidate', 'application']],
        ['interview.scheduled', ['candidate', 'application']],
        ['offer.accepted', ['candidate', 'application']],
        ['scorecard.submitted', ['candidate', 'application']],
        ['task.created', ['candidate', 'application']],
      ];

      it.each(carried)('on %s, accepts exactly the actions whose subject the event carries', async (event, subjects) => {
        for (const [type, { config, subject }] of Object.entries(subjectActions(stageId))) {
          const payload = automationBody({ trigger: { event }, actions: [{ type, config }] });
          if (subjects.includes(subject)) {
            await accept(payload);
          } else {
            const [issue] = await refuse(payload, ['actions.0.type']);
            expect(issue.message).toBe(
              `actions.0.type ${type} needs a trigger event about ${subject === 'application' ? 'an' : 'a'} ${subject}; ` +
                `${event} carries ${subjects.length === 0 ? 'none' : `only ${subjects.join(' and ')}`}`,
            );
          }
        }
      });

      it('accepts create_task and http_request on any trigger (they need no subject)', async () => {
        await accept(
          automationBody({
            trigger: { event: 'job.closed' },
            actions: [
              { type: 'create_task', config: { title: 'x' } },
              { type: 'http_request', config: { url: 'https://example.com' } },
            ],
          }),
        );
      });

      it('reports every unsuitable action at once', async () => {
        await refuse(
          automationBody({
            trigger: { event: 'job.created' },
            actions: [
              { type: 'add_tag', config: { label: 'x' } },
              { type: 'create_task', config: { title: 'x', ownerId: UNKNOWN_UUID } },
              { type: 'reject_application', config: {} },
            ],
          }),
          ['actions.0.type', 'actions.1.config.ownerId', 'actions.2.type'],
        );
      });
    });
  });

  describe('GET /automations and GET /automations/{id}', () => {
    it('lists newest first, every page once, and filters by status', async () => {
      const fresh = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
      try {
        const made: Array<Record<string, any>> = [];
        for (const status of ['draft', 'archived', 'draft', 'pending_approval', 'draft', 'published', 'archived'] as const)
          made.push(await automationIn(fresh, status, { name: `a ${made.length}` }));
        const { rows, pages } = await walkPages(fresh.api, '/automations', 2);
        expect(pages).toBe(4);
        expect(rows.map((row) => row.id)).toEqual(made.map((row) => row.id).reverse());
        expectNewestFirst(rows);
        for (const row of rows) expectAutomationShape(row);
        expect(rows.map((row) => row.status)).toEqual(['archived', 'published', 'draft', 'pending_approval', 'draft', 'archived', 'draft']);
        for (const status of ['draft', 'pending_approval', 'approved', 'published', 'archived']) {
          const filtered = await walkPages(fresh.api, '/automations', 1, { status });
          expect(filtered.rows.map((row) => row.id)).toEqual(
            made
              .filter((row) => row.status === status)
              .map((row) => row.id)
              .reverse(),
          );
        }
      } finally {
        await fresh.close();
      }
    });

    it('defaults to 20 per page', async () => {
      const response = await t.api.get('/automations');
      expectListEnvelope(response, 20);
    });

    it.each([
      ['a cursor that does not decode', { cursor: 'nope' }, 'cursor'],
      ['an unknown status', { status: 'live' }, 'status'],
      ['an unknown parameter', { trigger: 'job.created' }, 'trigger'],
    ])('answers 422 for %s', async (_label, query, path) => {
      expectValidationError(await t.api.get('/automations').query(query), [{ location: 'query', path }]);
    });

    it('reads one automation by id in any letter case', async () => {
      const automation = await createAutomation(t.api);
      expect((await t.api.get(`/automations/${automation.id.toUpperCase()}`)).body.data).toEqual(automation);
    });

    it('needs automations:read', async () => {
      const automation = await createAutomation(t.api);
      expectUnauthorized(await t.as(undefined).get('/automations'));
      expectForbidden(await t.as(writeKey).get('/automations'), 'automations:read');
      expectForbidden(await t.as(writeKey).get(`/automations/${automation.id}`), 'automations:read');
      expectForbidden(await t.as(tasksKey).get(`/automations/${automation.id}`), 'automations:read');
      expect((await t.as(readKey).get(`/automations/${automation.id}`)).status).toBe(200);
      expect((await t.as(readKey).get('/automations')).status).toBe(200);
    });
  });

  describe('POST /automations/{id}/rotate-secret', () => {
    const secretsOf = async (id: string) => {
      const [row] = await t.db.query(
        'SELECT signing_secret_encrypted, previous_signing_secret_encrypted, previous_signing_secret_expires_at FROM automations WHERE id = $1',
        [id],
      );
      const cipher = new SecretCipher(t.config.encryptionKey);
      return {
        current: cipher.decrypt(row.signing_secret_encrypted, id),
        previous: row.previous_signing_secret_encrypted === null ? null : cipher.decrypt(row.previous_signing_secret_encrypted, id),
        previousExpiresAt: row.previous_signing_secret_expires_at as Date | null,
      };
    };

    it('returns a new secret, shown this once; the replaced one keeps signing for 24 hours', async () => {
      const automation = await createAutomation(t.api);
      const first = await secretsOf(automation.id);
      const before = Date.now();
      const response = await t.api.post(`/automations/${automation.id}/rotate-secret`);
      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({});
      const rotated = response.body.data;
      expect(Object.keys(rotated).sort()).toEqual(['previousSecretExpiresAt', 'secret']);
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(Buffer.from(rotated.secret.slice(6), 'base64')).toHaveLength(32);
      expect(rotated.secret).not.toBe(first.current);
      const expiresAt = Date.parse(rotated.previousSecretExpiresAt);
      expect(expiresAt).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 5);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 5);
      expect(await secretsOf(automation.id)).toEqual({
        current: rotated.secret,
        previous: first.current,
        previousExpiresAt: new Date(rotated.previousSecretExpiresAt),
      });

      const again = (await t.api.post(`/automations/${automation.id}/rotate-secret`)).body.data;
      expect(await secretsOf(automation.id)).toMatchObject({ current: again.secret, previous: rotated.secret });
      const read = (await t.api.get(`/automations/${automation.id}`)).body.data;
      expect(read).toEqual({ ...automation, updatedAt: read.updatedAt });
      expectAutomationShape(read);
    });

    it('rotates whatever the status, archived included', async () => {
      for (const status of ['published', 'archived'] as const) {
        const automation = await automationIn(t, status);
        expect((await t.api.post(`/automations/${automation.id}/rotate-secret`)).status).toBe(200);
        expect((await t.api.get(`/automations/${automation.id}`)).body.data.status).toBe(status);
      }
    });

    it('answers 404 for an unknown automation, 422 for a malformed id, 403 without automations:write', async () => {
      expectError(await t.api.post(`/automations/${UNKNOWN_UUID}/rotate-secret`), 404, 'NOT_FOUND');
      expectValidationError(await t.api.post('/automations/abc/rotate-secret'), [{ location: 'path', path: 'id' }]);
      const automation = await createAutomation(t.api);
      expectForbidden(await t.as(readKey).post(`/automations/${automation.id}/rotate-secret`), 'automations:write');
      expectUnauthorized(await t.as(undefined).post(`/automations/${automation.id}/rotate-secret`));
    });
  });

  describe('without ENCRYPTION_KEY', () => {
    let bare: TestApp;
    beforeAll(async () => (bare = await createTestApp({ ENCRYPTION_KEY: '' })));
    afterAll(async () => bare?.close());

    it('answers 503 on create and rotate (no secret can be stored), naming the variable', async () => {
      const error = expectError(await bare.api.post('/automations', automationBody()), 503, 'SERVICE_UNAVAILABLE');
      expect(error.message).toContain('ENCRYPTION_KEY');
      expect((await bare.api.get('/automations')).status).toBe(200);
    });
  });
});
