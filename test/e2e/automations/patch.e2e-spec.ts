import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { body, sleep } from '../../helpers/common';
import { MALFORMED_IDS } from '../../kits/ids-kit';
import { createJob, deleteJob } from '../../kits/pipeline-kit';
import { approver, automationBody, automationIn, createAutomation, expectAutomationShape, RUN_LIMITS } from '../../kits/automations-kit';

const GOVERNANCE_FIELDS = { approvalRequestedAt: null, approvedById: null, approvedAt: null, publishedById: null, publishedAt: null };

/** A PATCH body as the automation reads afterwards: every action's continueOnError explicit. */
function asRead(changes: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(changes.actions)) return changes;
  return { ...changes, actions: changes.actions.map((action: Record<string, unknown>) => ({ continueOnError: false, ...action })) };
}

/** PATCH /automations/{id}, with its versioning rule (docs/api/states.md#automation). */
describe('PATCH /automations/{id}', () => {
  let t: TestApp;
  let readKey: string;
  let writeKey: string;
  let stageId: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    readKey = (await t.factory.apiKey(['automations:read'])).key;
    writeKey = (await t.factory.apiKey(['automations:write'])).key;
    stageId = (await createJob(t)).stageIds[2];
  });
  afterAll(async () => t?.close());

  const patch = (id: string, payload: unknown) => t.api.patch(`/automations/${id}`, payload);
  const read = async (id: string) => (await t.api.get(`/automations/${id}`)).body.data;
  const patched = async (id: string, payload: Record<string, unknown>) => {
    const response = await patch(id, payload);
    if (response.status !== 200) throw new Error(`expected 200, got ${response.status} ${JSON.stringify(response.body)}`);
    expect(response.body.meta).toEqual({});
    expectAutomationShape(response.body.data);
    expect(await read(id)).toEqual(response.body.data);
    return response.body.data;
  };
  const refuse = async (id: string, payload: unknown, paths: string[]) => {
    const before = await read(id);
    const details = expectValidationError(await patch(id, payload), body(...paths));
    expect(await read(id)).toEqual(before);
    return details;
  };

  describe('fields that keep status and version', () => {
    it.each(['draft', 'pending_approval', 'approved', 'published'] as const)(
      'changes name, description, enabled and the limits of a %s automation, keeping status, version and governance',
      async (status) => {
        const automation = await automationIn(t, status);
        await sleep(5);
        const changes = {
          name: 'Renamed',
          description: 'Now described',
          enabled: false,
          maxRunsPerMinute: 7,
          maxExternalActionsPerMinute: 3,
          circuitBreakerThreshold: 2,
          circuitBreakerCooldownSeconds: 60,
        };
        const updated = await patched(automation.id, changes);
        expect(updated).toEqual({ ...automation, ...changes, updatedAt: updated.updatedAt });
        expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(automation.updatedAt));
      },
    );

    it('changes only the fields sent', async () => {
      const automation = await createAutomation(t.api, { description: 'Keep me', maxRunsPerMinute: 5 });
      const updated = await patched(automation.id, { circuitBreakerThreshold: 9 });
      expect(updated).toEqual({ ...automation, circuitBreakerThreshold: 9, updatedAt: updated.updatedAt });
    });

    it('clears description with null', async () => {
      const automation = await createAutomation(t.api, { description: 'x' });
      expect((await patched(automation.id, { description: null })).description).toBeNull();
    });

    it.each([
      ['name of 1 character', { name: 'n' }],
      ['name of 120 characters', { name: 'n'.repeat(120) }],
      ['description of 2000 characters', { description: 'd'.repeat(2000) }],
      ['an empty description', { description: '' }],
      ['enabled true', { enabled: true }],
      ['enabled false', { enabled: false }],
      ...Object.entries(RUN_LIMITS).flatMap(([field, { min, max }]) => [
        [`${field} ${min}`, { [field]: min }],
        [`${field} ${max}`, { [field]: max }],
      ]),
    ] as Array<[string, Record<string, unknown>]>)('accepts %s', async (_label, changes) => {
      const automation = await automationIn(t, 'published');
      const updated = await patched(automation.id, changes);
      expect(updated).toMatchObject({ ...changes, status: 'published', definitionVersion: 1 });
    });

    it.each([
      ['an empty name', { name: '' }, ['name']],
      ['a name of 121 characters', { name: 'n'.repeat(121) }, ['name']],
      ['a null name', { name: null }, ['name']],
      ['a name that is a number', { name: 1 }, ['name']],
      ['a description of 2001 characters', { description: 'd'.repeat(2001) }, ['description']],
      ['a description that is a boolean', { description: false }, ['description']],
      ['enabled as a string', { enabled: 'false' }, ['enabled']],
      ['enabled null', { enabled: null }, ['enabled']],
      ...Object.entries(RUN_LIMITS).flatMap(([field, { min, max }]) => [
        [`${field} ${min - 1}`, { [field]: min - 1 }, [field]],
        [`${field} ${max + 1}`, { [field]: max + 1 }, [field]],
        [`${field} ${max - 0.5}`, { [field]: max - 0.5 }, [field]],
        [`${field} as a string`, { [field]: String(max) }, [field]],
        [`${field} null`, { [field]: null }, [field]],
      ]),
    ] as Array<[string, Record<string, unknown>, string[]]>)('answers 422 for %s', async (_label, changes, paths) => {
      const automation = await createAutomation(t.api);
      await refuse(automation.id, changes, paths);
    });
  });

  describe('no change', () => {
    it.each(['draft', 'pending_approval', 'approved', 'published'] as const)('answers 200 with the current state for {} on a %s automation', async (status) => {
      const automation = await automationIn(t, status);
      expect((await patch(automation.id, {})).body).toEqual({ data: automation, meta: {} });
      expect(await read(automation.id)).toEqual(automation);
    });

    it('treats values equal to the stored ones as no change: same status, version and updatedAt', async () => {
      const conditions = { and: [{ '==': [{ var: 'event.type' }, 'application.created'] }, { '!=': [{ var: 'event.data.source' }, 'spam'] }] };
      const actions = [
        { type: 'create_task', config: { title: 'Call', priority: 'high', dueInHours: 4 }, continueOnError: false },
        { type: 'http_request', config: { url: 'https://example.com/hook', headers: { 'X-A': '1' }, body: { a: 1, b: [1, { c: 2 }] } }, continueOnError: true },
      ];
      const automation = await automationIn(t, 'published', { conditions, actions, description: 'same', maxRunsPerMinute: 9 });
      const reordered = {
        actions: [
          { config: { dueInHours: 4, priority: 'high', title: 'Call' }, type: 'create_task' },
          {
            continueOnError: true,
            type: 'http_request',
            config: { body: { b: [1, { c: 2 }], a: 1 }, headers: { 'X-A': '1' }, url: 'https://example.com/hook' },
          },
        ],
        conditions: { and: [{ '==': [{ var: 'event.type' }, 'application.created'] }, { '!=': [{ var: 'event.data.source' }, 'spam'] }] },
        name: automation.name,
        description: 'same',
        enabled: true,
        maxRunsPerMinute: 9,
      };
      expect((await patch(automation.id, reordered)).body.data).toEqual(automation);
      expect(await read(automation.id)).toEqual(automation);
    });

    it('treats null conditions sent to an automation without conditions as no change', async () => {
      const automation = await automationIn(t, 'approved');
      expect((await patch(automation.id, { conditions: null })).body.data).toEqual(automation);
    });
  });

  describe('conditions and actions: a new definition version', () => {
    const definitionChanges: Array<[string, Record<string, unknown>]> = [
      ['conditions', { conditions: { '==': [{ var: 'event.data.source' }, 'referral'] } }],
      ['conditions set to null', { conditions: null }],
      ['actions', { actions: [{ type: 'add_tag', config: { label: 'changed' } }] }],
      ['continueOnError of an action', { actions: [{ type: 'add_tag', config: { label: 'new' }, continueOnError: true }] }],
      [
        'the order of actions',
        {
          actions: [
            { type: 'add_note', config: { body: 'b' } },
            { type: 'add_tag', config: { label: 'new' } },
          ],
        },
      ],
    ];
    const base = {
      conditions: { '==': [1, 1] },
      actions: [
        { type: 'add_tag', config: { label: 'new' } },
        { type: 'add_note', config: { body: 'b' } },
      ],
    };

    it.each(['pending_approval', 'approved', 'published'] as const)(
      'a change of conditions or actions sends a %s automation back to draft, clearing approval and publication',
      async (status) => {
        for (const [, changes] of definitionChanges) {
          const automation = await automationIn(t, status, base);
          await sleep(2);
          const updated = await patched(automation.id, changes);
          expect(updated).toEqual({
            ...automation,
            ...asRead(changes),
            ...GOVERNANCE_FIELDS,
            status: 'draft',
            definitionVersion: 2,
            updatedAt: updated.updatedAt,
          });
          expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(automation.updatedAt));
        }
      },
    );

    it('bumps the version of a draft, which stays a draft, at each change', async () => {
      const automation = await createAutomation(t.api, base);
      let version = 1;
      for (const [, changes] of definitionChanges) {
        const updated = await patched(automation.id, changes);
        version += 1;
        expect(updated).toMatchObject({ status: 'draft', definitionVersion: version, ...GOVERNANCE_FIELDS });
      }
    });

    it('bumps the version once when conditions, actions and other fields change together', async () => {
      const automation = await automationIn(t, 'published', base);
      const updated = await patched(automation.id, { name: 'Both', conditions: true, actions: [{ type: 'create_task', config: { title: 'x' } }] });
      expect(updated).toMatchObject({
        name: 'Both',
        status: 'draft',
        definitionVersion: 2,
        conditions: true,
        actions: [{ type: 'create_task', config: { title: 'x' }, continueOnError: false }],
      });
    });

    it('needs approval and publishing again afterwards, by the same rules', async () => {
      const automation = await automationIn(t, 'published', base);
      await patched(automation.id, { conditions: null });
      expectError(await t.api.post(`/automations/${automation.id}/publish`), 409, 'INVALID_STATE');
      expect((await t.api.post(`/automations/${automation.id}/request-approval`)).body.data).toMatchObject({
        status: 'pending_approval',
        definitionVersion: 2,
      });
      expectError(await t.api.post(`/automations/${automation.id}/approve`), 403, 'FORBIDDEN');
      expect((await (await approver(t)).api.post(`/automations/${automation.id}/approve`)).body.data.status).toBe('approved');
      expect((await t.api.post(`/automations/${automation.id}/publish`)).body.data).toMatchObject({ status: 'published', definitionVersion: 2 });
    });

    it.each([
      ['no actions', { actions: [] }, ['actions']],
      ['11 actions', { actions: Array.from({ length: 11 }, () => ({ type: 'add_tag', config: { label: 'x' } })) }, ['actions']],
      ['null actions', { actions: null }, ['actions']],
      ['an unknown action type', { actions: [{ type: 'fax', config: {} }] }, ['actions.0.type']],
      ['a bad config', { actions: [{ type: 'add_tag', config: { label: '', extra: 1 } }] }, ['actions.0.config.label', 'actions.0.config.extra']],
      ['an unknown operator in conditions', { conditions: { like: ['a', 'b'] } }, ['conditions']],
      ['conditions nested 33 levels deep', { conditions: JSON.parse(`${'['.repeat(33)}1${']'.repeat(33)}`) }, ['conditions']],
    ] as Array<[string, Record<string, unknown>, string[]]>)('answers 422 for %s', async (_label, changes, paths) => {
      const automation = await automationIn(t, 'published');
      await refuse(automation.id, changes, paths);
    });

    it('accepts 1 and 10 actions', async () => {
      const automation = await createAutomation(t.api);
      const ten = Array.from({ length: 10 }, (_, index) => ({ type: 'add_tag', config: { label: `t${index}` }, continueOnError: false }));
      expect((await patched(automation.id, { actions: ten })).actions).toEqual(ten);
      expect((await patched(automation.id, { actions: [ten[3]] })).actions).toEqual([ten[3]]);
    });
  });

  describe('references and the trigger', () => {
    it('checks changed actions against the stored trigger and the records they name, all at once', async () => {
      const automation = await automationIn(t, 'published', { trigger: { event: 'job.created' }, actions: [{ type: 'create_task', config: { title: 'x' } }] });
      await refuse(
        automation.id,
        {
          actions: [
            { type: 'add_tag', config: { label: 'x' } },
            { type: 'create_task', config: { title: 'x', ownerId: UNKNOWN_UUID } },
            { type: 'http_request', config: { url: 'https://example.com' } },
          ],
        },
        ['actions.0.type', 'actions.1.config.ownerId'],
      );
      await refuse(automation.id, { actions: [{ type: 'move_application', config: { toStageId: MAX_UUID } }] }, [
        'actions.0.type',
        'actions.0.config.toStageId',
      ]);
    });

    it('accepts actions naming existing records', async () => {
      const owner = await t.factory.user();
      const automation = await createAutomation(t.api, { trigger: { event: 'application.stage_changed' } });
      const actions = [
        { type: 'create_task', config: { title: 'x', ownerId: owner.id }, continueOnError: false },
        { type: 'move_application', config: { toStageId: stageId }, continueOnError: false },
      ];
      expect((await patched(automation.id, { actions })).actions).toEqual(actions);
    });

    it('does not look references up again when actions are not changed', async () => {
      const job = await createJob(t);
      const automation = await automationIn(t, 'published', {
        trigger: { event: 'application.stage_changed' },
        actions: [{ type: 'move_application', config: { toStageId: job.stageIds[0] } }],
      });
      await deleteJob(t, job.id);
      expect(await patched(automation.id, { name: 'Still here', actions: automation.actions })).toMatchObject({
        name: 'Still here',
        status: 'published',
        definitionVersion: 1,
      });
      await refuse(automation.id, { actions: [{ type: 'move_application', config: { toStageId: job.stageIds[1] } }] }, ['actions.0.config.toStageId']);
    });

    it.each([
      ['trigger', { trigger: { event: 'job.created' } }],
      ['triggerEvent', { triggerEvent: 'job.created' }],
      ['status', { status: 'published' }],
      ['definitionVersion', { definitionVersion: 5 }],
      ['id', { id: UNKNOWN_UUID }],
      ['createdById', { createdById: UNKNOWN_UUID }],
      ['circuitOpenUntil', { circuitOpenUntil: null }],
      ['an unknown key', { color: 'red' }],
    ])('answers 422 for %s (the trigger and response-only fields cannot change)', async (key, changes) => {
      const automation = await createAutomation(t.api);
      await refuse(automation.id, changes, [key === 'an unknown key' ? 'color' : key]);
    });

    it('reports every broken rule at once', async () => {
      const automation = await createAutomation(t.api);
      await refuse(automation.id, { name: '', conditions: { nope: 1 }, actions: [], enabled: 0, circuitBreakerCooldownSeconds: 29, trigger: {} }, [
        'name',
        'conditions',
        'actions',
        'enabled',
        'circuitBreakerCooldownSeconds',
        'trigger',
      ]);
    });
  });

  describe('archived automations', () => {
    it('cannot change (409 INVALID_STATE), not even with {}', async () => {
      const automation = await automationIn(t, 'archived');
      for (const changes of [{}, { name: 'x' }, { conditions: true }, { actions: [{ type: 'add_tag', config: { label: 'x' } }] }]) {
        const error = expectError(await patch(automation.id, changes), 409, 'INVALID_STATE');
        expect(error.details).toEqual({ status: 'archived', allowed: ['draft', 'pending_approval', 'approved', 'published'] });
      }
      expect(await read(automation.id)).toEqual(automation);
    });

    it('answers 422 before 409 for a body that breaks a rule', async () => {
      const automation = await automationIn(t, 'archived');
      expectValidationError(await patch(automation.id, { name: '' }), body('name'));
    });

    it('answers 409 before 422 for references to records that do not exist (shape, existence, state, references)', async () => {
      const automation = await automationIn(t, 'archived');
      for (const actions of [
        [{ type: 'create_task', config: { title: 'x', ownerId: UNKNOWN_UUID } }],
        [{ type: 'move_application', config: { toStageId: UNKNOWN_UUID } }],
      ]) {
        expectError(await patch(automation.id, { actions }), 409, 'INVALID_STATE');
      }
      expect(await read(automation.id)).toEqual(automation);
    });
  });

  it('answers 404 for an unknown automation (after validating the body), 422 for a malformed id', async () => {
    expectError(await patch(UNKNOWN_UUID, { name: 'x' }), 404, 'NOT_FOUND');
    expectError(await patch(MAX_UUID, {}), 404, 'NOT_FOUND');
    expectValidationError(await patch(UNKNOWN_UUID, { name: '' }), body('name'));
    for (const id of MALFORMED_IDS) expectValidationError(await patch(id, { name: 'x' }), [{ location: 'path', path: 'id' }]);
  });

  it('finds the automation by id in any letter case', async () => {
    const automation = await createAutomation(t.api);
    expect((await patch(automation.id.toUpperCase(), { name: 'Upper' })).body.data).toMatchObject({ id: automation.id, name: 'Upper' });
  });

  it('needs automations:write', async () => {
    const automation = await createAutomation(t.api);
    expectUnauthorized(await t.as(undefined).patch(`/automations/${automation.id}`, { name: 'x' }));
    expectForbidden(await t.as(readKey).patch(`/automations/${automation.id}`, { name: 'x' }), 'automations:write');
    expect((await t.as(writeKey).patch(`/automations/${automation.id}`, { name: 'Written' })).status).toBe(200);
  });

  it('serialises racing edits: every change lands and the version counts each definition change once', async () => {
    const automation = await createAutomation(t.api, automationBody());
    const responses = await Promise.all(Array.from({ length: 5 }, (_, index) => patch(automation.id, { conditions: { '==': [index, index] } })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((response) => response.body.data.definitionVersion).sort()).toEqual([2, 3, 4, 5, 6]);
    expect((await read(automation.id)).definitionVersion).toBe(6);
  });
});
