import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectValidationError } from '../../helpers/assertions';
import { body, expectListEnvelope, expectNewestFirst, walkPages } from '../../helpers/common';
import { createPool, expectPoolShape } from '../../kits/talent-pools-kit';

/** POST /talent-pools and GET /talent-pools (docs/api/resources.md#talent-pools). */
describe('talent pools', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t?.close());

  describe('POST /talent-pools', () => {
    it('answers 201 with exactly id, name, description, createdAt and updatedAt', async () => {
      const before = Date.now();
      const response = await t.api.post('/talent-pools', { name: 'Frontend', description: 'Strong React people' });
      expect(response.status).toBe(201);
      expect(response.body.meta).toEqual({});
      expectPoolShape(response.body.data);
      expect(response.body.data).toMatchObject({ name: 'Frontend', description: 'Strong React people' });
      expect(response.body.data.createdAt).toBe(response.body.data.updatedAt);
      expect(Date.parse(response.body.data.createdAt)).toBeGreaterThanOrEqual(before - 5);
    });

    it('sets description to null when omitted or null', async () => {
      expect((await createPool(t.api)).description).toBeNull();
      expect((await createPool(t.api, { description: null })).description).toBeNull();
    });

    it('does not record a pool event (the catalog names only entry events)', async () => {
      const pool = await createPool(t.api);
      const events = await t.api.get('/activity-events').query({ entityId: pool.id });
      expect(events.body.data).toEqual([]);
    });

    it.each([1, 120])('accepts a name of %i characters', async (length) => {
      expect((await createPool(t.api, { name: 'n'.repeat(length) })).name).toHaveLength(length);
    });

    it.each([0, 2000])('accepts a description of %i characters', async (length) => {
      expect((await createPool(t.api, { description: 'd'.repeat(length) })).description).toBe('d'.repeat(length));
    });

    it.each([
      ['an empty name', { name: '' }, ['name']],
      ['a name of 121 characters', { name: 'n'.repeat(121) }, ['name']],
      ['no name', {}, ['name']],
      ['a null name', { name: null }, ['name']],
      ['a number name', { name: 7 }, ['name']],
      ['an array name', { name: ['x'] }, ['name']],
      ['a description of 2001 characters', { name: 'ok', description: 'd'.repeat(2001) }, ['description']],
      ['a boolean description', { name: 'ok', description: true }, ['description']],
      ['an unknown key', { name: 'ok', owner: 'me' }, ['owner']],
      [
        'response-only keys',
        { name: 'ok', id: UNKNOWN_UUID, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
        ['id', 'createdAt', 'updatedAt'],
      ],
      ['every broken rule at once', { name: '', description: 1, extra: 1 }, ['name', 'description', 'extra']],
    ])('refuses %s with 422 naming each field', async (_label, payload, paths) => {
      const before = (await walkPages(t.api, '/talent-pools', 100)).rows.length;
      expectValidationError(await t.api.post('/talent-pools', payload), body(...paths));
      expect((await walkPages(t.api, '/talent-pools', 100)).rows.length).toBe(before);
    });

    it('refuses a body that is not an object', async () => {
      const response = await t.api.post('/talent-pools').set('Content-Type', 'application/json').send('["x"]');
      expectValidationError(response, body(''));
    });
  });

  it('documents its operations in the OpenAPI document under the Talent pools tag', async () => {
    const doc = (await t.api.get('/docs-json')).body;
    const ops: Array<[string, string, string[]]> = [
      ['/api/v1/talent-pools', 'post', ['201', '422']],
      ['/api/v1/talent-pools', 'get', ['200', '422']],
      ['/api/v1/talent-pools/{id}/entries', 'post', ['201', '404', '409', '422']],
      ['/api/v1/talent-pools/{id}/entries', 'get', ['200', '404', '422']],
      ['/api/v1/pool-entries/{id}', 'delete', ['200', '404', '422']],
    ];
    for (const [path, method, statuses] of ops) {
      const operation = doc.paths[path][method];
      expect(operation.tags).toEqual(['Talent pools']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining([...statuses, '401', '403']));
    }
    expect(doc.components.schemas.CreateTalentPoolDto.properties.name).toMatchObject({ minLength: 1, maxLength: 120 });
    expect(doc.components.schemas.AddPoolEntryDto.properties.note).toMatchObject({ maxLength: 2000, nullable: true });
  });

  describe('GET /talent-pools', () => {
    it('lists pools newest first and walks pages without gaps or duplicates', async () => {
      const made = [];
      for (let index = 0; index < 7; index++) made.push(await createPool(t.api, { name: `Page ${index}` }));
      const first = await t.api.get('/talent-pools');
      expectListEnvelope(first, 20);
      for (const pool of first.body.data) expectPoolShape(pool);
      const { rows, pages } = await walkPages(t.api, '/talent-pools', 3);
      expect(pages).toBe(Math.ceil(rows.length / 3));
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      expectNewestFirst(rows);
      expect(rows.slice(0, 7)).toEqual([...made].reverse());
      expect(first.body.data).toEqual(rows.slice(0, 20));
    });

    it.each([
      ['cursor=garbage', 'cursor'],
      ['name=x', 'name'],
    ])('answers 422 for %s', async (query, path) => {
      expectValidationError(await t.api.get(`/talent-pools?${query}`), [{ location: 'query', path }]);
    });
  });
});
