import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { COLOR, DEFAULT_PIPELINE, eventsOfType, expectJobShape, MAX_ORDER } from '../../kits/jobs-kit';
import { adminUser, body, unique } from '../../helpers/common';

/** POST /jobs (docs/api/resources.md#jobs-and-stages). */
describe('POST /jobs', () => {
  let t: TestApp;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  let otherScopeKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    readOnlyKey = (await t.factory.apiKey(['jobs:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['jobs:write'])).key;
    otherScopeKey = (await t.factory.apiKey(['candidates:write', 'candidates:read'])).key;
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown) => t.api.post('/jobs', payload);
  const jobCount = async (): Promise<number> => Number((await t.db.query('SELECT count(*) AS n FROM jobs'))[0].n);
  /** A 422 for these body paths, and no job written. */
  const expectRefused = async (payload: unknown, paths: string[]) => {
    const before = await jobCount();
    expectValidationError(await post(payload), body(...paths));
    expect(await jobCount()).toBe(before);
  };

  describe('success', () => {
    it('answers 201 with exactly the job fields, status open, nulls and the default pipeline', async () => {
      const before = Date.now();
      const response = await post({ title: 'Backend Engineer' });
      expect(response.status).toBe(201);
      expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
      expect(response.body.meta).toEqual({});
      const job = response.body.data;
      expectJobShape(job);
      expect(job).toMatchObject({
        title: 'Backend Engineer',
        department: null,
        location: null,
        employmentType: null,
        description: null,
        status: 'open',
        closedAt: null,
      });
      expect(Date.parse(job.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(job.updatedAt).toBe(job.createdAt);
      expect(job.stages.map((stage: any) => stage.name)).toEqual(DEFAULT_PIPELINE);
      const orders = job.stages.map((stage: any) => stage.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(orders).size).toBe(5);
      expect(new Set(job.stages.map((stage: any) => stage.color.toLowerCase())).size).toBe(5);
      for (const stage of job.stages) {
        expect(stage.color).toMatch(COLOR);
        expect(stage.emailConfig).toEqual({ candidateUpdatesEnabled: false });
        expect(stage.jobId).toBe(job.id);
      }
      expect((await t.api.get(`/jobs/${job.id}`)).body).toEqual({ data: job, meta: {} });
    });

    it('stores every field given', async () => {
      const payload = {
        title: 'Data Engineer',
        department: 'Data',
        location: 'Lisbon',
        employmentType: 'contract',
        description: 'Pipelines and models.',
        status: 'draft',
      };
      const job = (await post(payload)).body.data;
      expectJobShape(job);
      expect(job).toMatchObject(payload);
      expect(job.closedAt).toBeNull();
      expect((await t.api.get(`/jobs/${job.id}`)).body.data).toEqual(job);
    });

    it('accepts null for the nullable fields', async () => {
      const job = (await post({ title: 'x', department: null, location: null, employmentType: null, description: null })).body.data;
      expect(job).toMatchObject({ department: null, location: null, employmentType: null, description: null });
    });

    it.each(['full_time', 'part_time', 'contract', 'temporary', 'internship'])('accepts employmentType %s', async (employmentType) => {
      const response = await post({ title: 'x', employmentType });
      expect(response.status).toBe(201);
      expect(response.body.data.employmentType).toBe(employmentType);
    });

    it.each(['draft', 'open', 'on_hold'])('accepts status %s', async (status) => {
      const response = await post({ title: 'x', status });
      expect(response.status).toBe(201);
      expect(response.body.data.status).toBe(status);
      expect(response.body.data.closedAt).toBeNull();
    });

    it('keeps given stages, sorted by order, with their color and emailConfig', async () => {
      const job = (
        await post({
          title: 'x',
          stages: [
            { name: 'Offer', order: 30, color: '#abcdef' },
            { name: 'Sourced', order: 0, color: '#000000', emailConfig: { candidateUpdatesEnabled: true } },
            { name: 'Onsite', order: MAX_ORDER, color: '#FFFFFF' },
            { name: 'Phone', order: 10, emailConfig: { candidateUpdatesEnabled: false } },
          ],
        })
      ).body.data;
      expectJobShape(job);
      expect(job.stages.map((stage: any) => [stage.name, stage.order])).toEqual([
        ['Sourced', 0],
        ['Phone', 10],
        ['Offer', 30],
        ['Onsite', MAX_ORDER],
      ]);
      expect(job.stages[0]).toMatchObject({ color: '#000000', emailConfig: { candidateUpdatesEnabled: true } });
      expect(job.stages[2]).toMatchObject({ color: '#abcdef', emailConfig: { candidateUpdatesEnabled: false } });
      expect(job.stages[3].color).toBe('#FFFFFF');
      expect((await t.api.get(`/jobs/${job.id}`)).body.data.stages).toEqual(job.stages);
    });

    it('places a stage without order after the one listed before it, and keeps listed order for equal orders', async () => {
      const job = (await post({ title: 'x', stages: [{ name: 'A' }, { name: 'B' }, { name: 'C', order: 5 }, { name: 'D' }, { name: 'E', order: 5 }] })).body
        .data;
      // A, B: 1000 and 2000 (one step each); C and E as given; D one step after C. Equal orders keep the listed order.
      expect(job.stages.map((stage: any) => [stage.name, stage.order])).toEqual([
        ['C', 5],
        ['E', 5],
        ['A', 1000],
        ['D', 1005],
        ['B', 2000],
      ]);
      for (const stage of job.stages) expect(stage.color).toMatch(COLOR);
    });

    it('accepts duplicate stage names', async () => {
      const job = (await post({ title: 'x', stages: [{ name: 'Interview' }, { name: 'Interview' }] })).body.data;
      expect(job.stages.map((stage: any) => stage.name)).toEqual(['Interview', 'Interview']);
      expect(job.stages[0].id).not.toBe(job.stages[1].id);
    });

    it.each([1, 50])('accepts %i stages', async (count) => {
      const stages = Array.from({ length: count }, (_, index) => ({ name: `S${index}` }));
      const job = (await post({ title: 'x', stages })).body.data;
      expect(job.stages.map((stage: any) => stage.name)).toEqual(stages.map((stage) => stage.name));
    });

    it.each([
      ['title', 1],
      ['title', 200],
      ['department', 0],
      ['department', 200],
      ['location', 0],
      ['location', 200],
      ['description', 0],
      ['description', 20000],
    ])('accepts a %s of %i characters', async (field, length) => {
      const response = await post({ title: 'x', [field]: 'a'.repeat(length) });
      expect(response.status).toBe(201);
      expect(response.body.data[field]).toBe('a'.repeat(length));
    });

    it.each([1, 120])('accepts a stage name of %i characters', async (length) => {
      const response = await post({ title: 'x', stages: [{ name: 'n'.repeat(length) }] });
      expect(response.status).toBe(201);
      expect(response.body.data.stages[0].name).toBe('n'.repeat(length));
    });

    it.each([0, 1, MAX_ORDER])('accepts a stage order of %i', async (order) => {
      const response = await post({ title: 'x', stages: [{ name: 'A', order }] });
      expect(response.status).toBe(201);
      expect(response.body.data.stages[0].order).toBe(order);
    });

    it('records job.created with the job as data, by the key owner', async () => {
      const admin = await adminUser(t.api);
      const job = (await post({ title: `Evented ${unique()}` })).body.data;
      const events = await eventsOfType(t.api, job.id, 'job.created');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        entityType: 'job',
        entityId: job.id,
        actor: admin,
        metadata: { status: 'open', stageIds: job.stages.map((stage: any) => stage.id) },
      });
      const outbox = await t.db.query(`SELECT payload FROM outbox_events WHERE type = 'job.created' AND payload->'data'->>'id' = $1`, [job.id]);
      expect(outbox).toHaveLength(1);
      expect(outbox[0].payload.data).toEqual(job);
    });
  });

  describe('validation', () => {
    it.each([
      ['no title', {}, ['title']],
      ['an empty title', { title: '' }, ['title']],
      ['a title of 201 characters', { title: 't'.repeat(201) }, ['title']],
      ['a null title', { title: null }, ['title']],
      ['a number title', { title: 42 }, ['title']],
      ['a department of 201 characters', { title: 'x', department: 'd'.repeat(201) }, ['department']],
      ['a number department', { title: 'x', department: 1 }, ['department']],
      ['a location of 201 characters', { title: 'x', location: 'l'.repeat(201) }, ['location']],
      ['a boolean location', { title: 'x', location: true }, ['location']],
      ['a description of 20001 characters', { title: 'x', description: 'd'.repeat(20001) }, ['description']],
      ['an unknown employmentType', { title: 'x', employmentType: 'freelance' }, ['employmentType']],
      ['an employmentType in capitals', { title: 'x', employmentType: 'FULL_TIME' }, ['employmentType']],
      ['an empty employmentType', { title: 'x', employmentType: '' }, ['employmentType']],
      ['status closed', { title: 'x', status: 'closed' }, ['status']],
      ['an unknown status', { title: 'x', status: 'archived' }, ['status']],
      ['a null status', { title: 'x', status: null }, ['status']],
      ['status in capitals', { title: 'x', status: 'OPEN' }, ['status']],
      ['no stages (empty list)', { title: 'x', stages: [] }, ['stages']],
      ['51 stages', { title: 'x', stages: Array.from({ length: 51 }, (_, index) => ({ name: `S${index}` })) }, ['stages']],
      ['null stages', { title: 'x', stages: null }, ['stages']],
      ['stages that are an object', { title: 'x', stages: { name: 'A' } }, ['stages']],
      ['a stage that is a string', { title: 'x', stages: ['Applied'] }, ['stages.0']],
      ['a stage without name', { title: 'x', stages: [{ order: 1 }] }, ['stages.0.name']],
      ['a stage with an empty name', { title: 'x', stages: [{ name: '' }] }, ['stages.0.name']],
      ['a stage name of 121 characters', { title: 'x', stages: [{ name: 'n'.repeat(121) }] }, ['stages.0.name']],
      ['a stage with an unknown key', { title: 'x', stages: [{ name: 'A', id: UNKNOWN_UUID }] }, ['stages.0.id']],
      ['a stage with jobId', { title: 'x', stages: [{ name: 'A', jobId: UNKNOWN_UUID }] }, ['stages.0.jobId']],
      ['a negative order', { title: 'x', stages: [{ name: 'A', order: -1 }] }, ['stages.0.order']],
      ['an order of 4503599627370496', { title: 'x', stages: [{ name: 'A', order: MAX_ORDER + 1 }] }, ['stages.0.order']],
      ['an order of 1.5', { title: 'x', stages: [{ name: 'A', order: 1.5 }] }, ['stages.0.order']],
      ['an order as a string', { title: 'x', stages: [{ name: 'A', order: '1' }] }, ['stages.0.order']],
      ['a null order', { title: 'x', stages: [{ name: 'A', order: null }] }, ['stages.0.order']],
      ['a color without #', { title: 'x', stages: [{ name: 'A', color: 'abcdef' }] }, ['stages.0.color']],
      ['a three-digit color', { title: 'x', stages: [{ name: 'A', color: '#abc' }] }, ['stages.0.color']],
      ['a named color', { title: 'x', stages: [{ name: 'A', color: 'red' }] }, ['stages.0.color']],
      ['a color with non-hex digits', { title: 'x', stages: [{ name: 'A', color: '#GGGGGG' }] }, ['stages.0.color']],
      [
        'an emailConfig without candidateUpdatesEnabled',
        { title: 'x', stages: [{ name: 'A', emailConfig: {} }] },
        ['stages.0.emailConfig.candidateUpdatesEnabled'],
      ],
      [
        'an emailConfig with another key',
        { title: 'x', stages: [{ name: 'A', emailConfig: { candidateUpdatesEnabled: true, template: 'x' } }] },
        ['stages.0.emailConfig.template'],
      ],
      [
        'a string candidateUpdatesEnabled',
        { title: 'x', stages: [{ name: 'A', emailConfig: { candidateUpdatesEnabled: 'true' } }] },
        ['stages.0.emailConfig.candidateUpdatesEnabled'],
      ],
      ['an emailConfig that is a boolean', { title: 'x', stages: [{ name: 'A', emailConfig: true }] }, ['stages.0.emailConfig']],
      ['a null emailConfig', { title: 'x', stages: [{ name: 'A', emailConfig: null }] }, ['stages.0.emailConfig']],
    ])('refuses %s', async (_label, payload, paths) => {
      await expectRefused(payload, paths);
    });

    it.each(['abcdef', '#12345', '#1234567', ' #123456', '#123456 '])('refuses the stage color %p', async (color) => {
      await expectRefused({ title: 'x', stages: [{ name: 'A', color }] }, ['stages.0.color']);
    });

    it('refuses unknown and response-only keys', async () => {
      await expectRefused({ title: 'x', salary: 100 }, ['salary']);
      await expectRefused({ title: 'x', id: UNKNOWN_UUID, closedAt: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }, [
        'id',
        'closedAt',
        'createdAt',
        'updatedAt',
      ]);
    });

    it('reports every broken rule at once, across items', async () => {
      await expectRefused(
        { title: '', employmentType: 'x', stages: [{ name: '' }, { name: 'ok', order: -1, color: 'blue', emailConfig: { other: 1 } }], extra: 1 },
        [
          'title',
          'employmentType',
          'stages.0.name',
          'stages.1.order',
          'stages.1.color',
          'stages.1.emailConfig.candidateUpdatesEnabled',
          'stages.1.emailConfig.other',
          'extra',
        ],
      );
    });

    it('refuses a body that is not an object', async () => {
      const response = await t.api.post('/jobs').set('Content-Type', 'application/json').send('[{"title":"x"}]');
      expectValidationError(response, body(''));
    });

    it('answers 400 for JSON that does not parse', async () => {
      expectError(await t.api.post('/jobs').set('Content-Type', 'application/json').send('{"title":'), 400, 'INVALID_JSON');
    });
  });

  describe('access', () => {
    it('answers 401 without a key and 403 without jobs:write, before validating', async () => {
      const before = await jobCount();
      expectUnauthorized(await t.as(undefined).post('/jobs', { title: 'x' }));
      expectForbidden(await t.as(readOnlyKey).post('/jobs', { title: 'x' }), 'jobs:write');
      expectForbidden(await t.as(readOnlyKey).post('/jobs', { title: '' }), 'jobs:write');
      expectForbidden(await t.as(otherScopeKey).post('/jobs', { title: 'x' }), 'jobs:write');
      expect(await jobCount()).toBe(before);
    });

    it('creates with a jobs:write key, recorded as that key owner', async () => {
      const response = await t.as(writeOnlyKey).post('/jobs', { title: `w ${unique()}` });
      expect(response.status).toBe(201);
      const [event] = await eventsOfType(t.api, response.body.data.id, 'job.created');
      expect(event.actor).toEqual(await adminUser(t.api));
    });
  });
});
