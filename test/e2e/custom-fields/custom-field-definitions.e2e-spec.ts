import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { body, walkPages } from '../../helpers/common';
import { readToEnd } from '../../kits/changes-kit';
import { CUSTOM_FIELD_KEYS, defineField, SELECT_OPTIONS, setValues } from '../../kits/custom-fields-kit';

/** Custom field definitions (docs/api/custom-fields.md#definitions). */
describe('custom field definitions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t?.close());

  const eventsOf = async (id: string) =>
    (await t.db.query(`SELECT type, payload FROM outbox_events WHERE resource_id = $1 ORDER BY created_at, id`, [id])) as Array<{ type: string; payload: any }>;

  describe('POST /custom-fields', () => {
    it('creates a definition with exactly the documented keys and every default', async () => {
      const response = await t.api.post('/custom-fields', {
        objectType: 'candidate',
        key: 'notice_period_days',
        label: 'Notice period (days)',
        type: 'number',
      });
      const field = expectSuccess(response, 201);
      expect(Object.keys(field).sort()).toEqual(CUSTOM_FIELD_KEYS);
      expect(field).toEqual({
        id: expect.any(String),
        objectType: 'candidate',
        key: 'notice_period_days',
        label: 'Notice period (days)',
        type: 'number',
        options: [],
        required: false,
        pii: false,
        searchable: false,
        description: '',
        archived: false,
        createdAt: field.createdAt,
        updatedAt: field.createdAt,
      });
      expect(expectSuccess(await t.api.get(`/custom-fields/${field.id}`))).toEqual(field);
    });

    it.each([
      ['text', true],
      ['long_text', true],
      ['email', true],
      ['url', true],
      ['number', false],
      ['currency', false],
      ['boolean', false],
      ['date', false],
      ['user', false],
      ['single_select', false],
      ['multi_select', false],
    ])('defaults pii for %s to %s, and keeps an explicit pii', async (type, pii) => {
      const field = await defineField(t.api, { objectType: 'job', key: `pii_${type}`, type });
      expect(field.pii).toBe(pii);
      const explicit = await defineField(t.api, { objectType: 'job', key: `pii_x_${type}`, type, pii: !pii });
      expect(explicit.pii).toBe(!pii);
    });

    it('keeps every field given', async () => {
      const field = await defineField(t.api, {
        objectType: 'candidate',
        key: 'visa',
        label: 'Visa sponsorship',
        type: 'single_select',
        options: SELECT_OPTIONS,
        required: true,
        pii: true,
        searchable: true,
        description: 'Whether a work visa is needed',
      });
      expect(field).toMatchObject({ options: SELECT_OPTIONS, required: true, pii: true, searchable: true, description: 'Whether a work visa is needed' });
    });

    it('refuses a key taken in the same objectType (409 CONFLICT), and accepts it for another objectType', async () => {
      await defineField(t.api, { objectType: 'application', key: 'source_detail', type: 'text' });
      expectError(await t.api.post('/custom-fields', { objectType: 'application', key: 'source_detail', label: 'Other', type: 'number' }), 409, 'CONFLICT');
      await defineField(t.api, { objectType: 'offer', key: 'source_detail', type: 'text' });
    });

    it.each(['Visa', '1visa', '_visa', 'visa-status', 'a'.repeat(41), '', 'visa status'])('refuses the key %j (422 at body.key)', async (key) => {
      expectValidationError(await t.api.post('/custom-fields', { objectType: 'candidate', key, label: 'x', type: 'text' }), body('key'));
    });

    it('accepts a key of 40 characters', async () => {
      await defineField(t.api, { objectType: 'candidate', key: `k${'a'.repeat(39)}`, type: 'text' });
    });

    it('reports every broken field rule at once, unknown keys included', async () => {
      const response = await t.api.post('/custom-fields', {
        objectType: 'person',
        key: 'Bad',
        label: '',
        type: 'json',
        required: 'yes',
        pii: 1,
        searchable: null,
        description: 'x'.repeat(2001),
        archived: true,
      });
      expectValidationError(response, body('objectType', 'key', 'label', 'type', 'required', 'pii', 'searchable', 'description', 'archived'));
    });

    it('refuses a label over 200 and options out of bounds', async () => {
      expectValidationError(await t.api.post('/custom-fields', { objectType: 'job', key: 'l1', label: 'x'.repeat(201), type: 'text' }), body('label'));
      const tooMany = Array.from({ length: 501 }, (_, index) => ({ value: `v${index}`, label: `V${index}` }));
      expectValidationError(
        await t.api.post('/custom-fields', { objectType: 'job', key: 'o1', label: 'x', type: 'single_select', options: tooMany }),
        body('options'),
      );
      expectValidationError(
        await t.api.post('/custom-fields', {
          objectType: 'job',
          key: 'o2',
          label: 'x',
          type: 'single_select',
          options: [
            { value: '', label: 'x' },
            { value: 'ok', label: 'y'.repeat(201) },
            { value: 'v'.repeat(101), label: 'z' },
          ],
        }),
        body('options.0.value', 'options.1.label', 'options.2.value'),
      );
    });

    it('requires options for select types, refuses them for the others, refuses repeated values', async () => {
      expectValidationError(await t.api.post('/custom-fields', { objectType: 'job', key: 's1', label: 'x', type: 'single_select' }), body('options'));
      expectValidationError(
        await t.api.post('/custom-fields', { objectType: 'job', key: 's2', label: 'x', type: 'multi_select', options: [] }),
        body('options'),
      );
      expectValidationError(
        await t.api.post('/custom-fields', { objectType: 'job', key: 's3', label: 'x', type: 'text', options: SELECT_OPTIONS }),
        body('options'),
      );
      expectValidationError(
        await t.api.post('/custom-fields', {
          objectType: 'job',
          key: 's4',
          label: 'x',
          type: 'single_select',
          options: [
            { value: 'a', label: 'A' },
            { value: 'a', label: 'Another A' },
          ],
        }),
        body('options.1.value'),
      );
      const text = await defineField(t.api, { objectType: 'job', key: 's5', type: 'text', options: [] });
      expect(text.options).toEqual([]);
    });

    it('allows searchable only on candidate fields of the searchable types', async () => {
      for (const type of ['text', 'long_text', 'email', 'url', 'single_select', 'multi_select']) {
        expect((await defineField(t.api, { objectType: 'candidate', key: `search_${type}`, type, searchable: true })).searchable).toBe(true);
      }
      for (const type of ['number', 'currency', 'boolean', 'date', 'user']) {
        const response = await t.api.post('/custom-fields', { objectType: 'candidate', key: `nosearch_${type}`, label: 'x', type, searchable: true });
        expectValidationError(response, body('searchable'));
      }
      expectValidationError(
        await t.api.post('/custom-fields', { objectType: 'job', key: 'nosearch_job', label: 'x', type: 'text', searchable: true }),
        body('searchable'),
      );
    });

    it('needs custom_fields:write (and read for GET)', async () => {
      const reader = await t.factory.apiKey(['custom_fields:read']);
      expectForbidden(await t.as(reader.key).post('/custom-fields', { objectType: 'job', key: 'scoped', label: 'x', type: 'text' }), 'custom_fields:write');
      expect((await t.as(reader.key).get('/custom-fields')).status).toBe(200);
      const other = await t.factory.apiKey(['candidates:read']);
      expectForbidden(await t.as(other.key).get('/custom-fields'), 'custom_fields:read');
    });
  });

  describe('GET /custom-fields', () => {
    it('lists newest first, filtered by objectType and archived', async () => {
      const first = await defineField(t.api, { objectType: 'interview', key: 'room', type: 'text' });
      const second = await defineField(t.api, { objectType: 'interview', key: 'panel_size', type: 'number' });
      expectSuccess(await t.api.post(`/custom-fields/${first.id}/archive`));
      const page = expectPage(await t.api.get('/custom-fields').query({ objectType: 'interview' }), 20);
      expect(page.items.map((field: any) => field.id)).toEqual([second.id, first.id]);
      const archived = expectPage(await t.api.get('/custom-fields').query({ objectType: 'interview', archived: 'true' }), 20);
      expect(archived.items.map((field: any) => field.id)).toEqual([first.id]);
      const active = expectPage(await t.api.get('/custom-fields').query({ objectType: 'interview', archived: 'false' }), 20);
      expect(active.items.map((field: any) => field.id)).toEqual([second.id]);
      const { rows } = await walkPages(t.api, '/custom-fields', 2, { objectType: 'interview' });
      expect(rows.map((field) => field.id)).toEqual([second.id, first.id]);
    });

    it('refuses an unknown objectType or archived value (422 at the query)', async () => {
      expectValidationError(await t.api.get('/custom-fields').query({ objectType: 'person', archived: 'yes' }), [
        { location: 'query', path: 'objectType' },
        { location: 'query', path: 'archived' },
      ]);
    });

    it('answers 404 for an unknown id', async () => {
      expectError(await t.api.get(`/custom-fields/${UNKNOWN_UUID}`), 404, 'NOT_FOUND');
    });
  });

  describe('PATCH /custom-fields/{id}', () => {
    it('changes label, description, options, required, pii and searchable; {} and the same values change nothing', async () => {
      const field = await defineField(t.api, { objectType: 'candidate', key: 'seniority', type: 'single_select' });
      const unchanged = expectSuccess(await t.api.patch(`/custom-fields/${field.id}`, {}));
      expect(unchanged).toEqual(field);
      expect(expectSuccess(await t.api.patch(`/custom-fields/${field.id}`, { label: field.label, options: SELECT_OPTIONS }))).toEqual(field);
      const options = [...SELECT_OPTIONS.map((option) => ({ ...option, label: `${option.label}!` })), { value: 'unknown', label: 'Unknown' }];
      const updated = expectSuccess(
        await t.api.patch(`/custom-fields/${field.id}`, { label: 'Seniority', description: 'Level', options, required: true, pii: true, searchable: true }),
      );
      expect(updated).toEqual({
        ...field,
        label: 'Seniority',
        description: 'Level',
        options,
        required: true,
        pii: true,
        searchable: true,
        updatedAt: expect.any(String),
      });
      expect(updated.updatedAt > field.updatedAt).toBe(true);
      expect((await eventsOf(field.id)).map((event) => event.type)).toEqual(['custom_field.created', 'custom_field.updated']);
    });

    it('refuses key, type and objectType (422), and null or bad values', async () => {
      const field = await defineField(t.api, { objectType: 'candidate', key: 'immutable', type: 'text' });
      expectValidationError(
        await t.api.patch(`/custom-fields/${field.id}`, { key: 'other', type: 'number', objectType: 'job' }),
        body('key', 'type', 'objectType'),
      );
      expectValidationError(
        await t.api.patch(`/custom-fields/${field.id}`, { label: null, required: null, options: null }),
        body('label', 'required', 'options'),
      );
      expect(expectSuccess(await t.api.get(`/custom-fields/${field.id}`))).toEqual(field);
    });

    it('applies the rules across fields against the stored type and objectType', async () => {
      const text = await defineField(t.api, { objectType: 'candidate', key: 'nickname', type: 'text' });
      expectValidationError(await t.api.patch(`/custom-fields/${text.id}`, { options: SELECT_OPTIONS }), body('options'));
      const number = await defineField(t.api, { objectType: 'candidate', key: 'age_years', type: 'number' });
      expectValidationError(await t.api.patch(`/custom-fields/${number.id}`, { searchable: true }), body('searchable'));
      const select = await defineField(t.api, { objectType: 'candidate', key: 'tier', type: 'single_select' });
      expectValidationError(await t.api.patch(`/custom-fields/${select.id}`, { options: [] }), body('options'));
    });

    it('refuses to remove an option that values hold (409 CONFLICT, details.inUse), and removes it once none does', async () => {
      const single = await defineField(t.api, { objectType: 'candidate', key: 'relocation', type: 'single_select' });
      const multi = await defineField(t.api, { objectType: 'candidate', key: 'languages', type: 'multi_select' });
      const [a, b] = [await t.factory.candidate(), await t.factory.candidate()];
      await setValues(t.api, `/candidates/${a.id}`, { relocation: 'required', languages: ['required', 'not_required'] });
      await setValues(t.api, `/candidates/${b.id}`, { relocation: 'required', languages: ['required'] });
      for (const field of [single, multi]) {
        const conflict = expectError(await t.api.patch(`/custom-fields/${field.id}`, { options: [SELECT_OPTIONS[1]] }), 409, 'CONFLICT');
        expect(conflict.details).toEqual({ inUse: 2 });
      }
      const one = expectError(await t.api.patch(`/custom-fields/${multi.id}`, { options: [SELECT_OPTIONS[0]] }), 409, 'CONFLICT');
      expect(one.details).toEqual({ inUse: 1 });
      await setValues(t.api, `/candidates/${a.id}`, { relocation: null, languages: ['required'] });
      await setValues(t.api, `/candidates/${b.id}`, { relocation: 'not_required' });
      expect(expectSuccess(await t.api.patch(`/custom-fields/${single.id}`, { options: [SELECT_OPTIONS[1]] })).options).toEqual([SELECT_OPTIONS[1]]);
      expect(expectSuccess(await t.api.patch(`/custom-fields/${multi.id}`, { options: [SELECT_OPTIONS[0]] })).options).toEqual([SELECT_OPTIONS[0]]);
    });

    it('answers 404 for an unknown id', async () => {
      expectError(await t.api.patch(`/custom-fields/${UNKNOWN_UUID}`, { label: 'x' }), 404, 'NOT_FOUND');
    });
  });

  describe('archive and unarchive', () => {
    it('archives and unarchives, each once; its values are kept and hidden meanwhile', async () => {
      const field = await defineField(t.api, { objectType: 'candidate', key: 'hris_id', type: 'text' });
      const candidate = await t.factory.candidate();
      await setValues(t.api, `/candidates/${candidate.id}`, { hris_id: 'E-1' });
      const archived = expectSuccess(await t.api.post(`/custom-fields/${field.id}/archive`));
      expect(archived).toEqual({ ...field, archived: true, updatedAt: expect.any(String) });
      expect(expectSuccess(await t.api.post(`/custom-fields/${field.id}/archive`))).toEqual(archived);
      expect(expectSuccess(await t.api.get(`/candidates/${candidate.id}/custom-fields`))).not.toHaveProperty('hris_id');
      expectValidationError(await t.api.patch(`/candidates/${candidate.id}/custom-fields`, { hris_id: 'E-2' }), body('hris_id'));
      const active = expectSuccess(await t.api.post(`/custom-fields/${field.id}/unarchive`));
      expect(active.archived).toBe(false);
      expect(expectSuccess(await t.api.get(`/candidates/${candidate.id}/custom-fields`)).hris_id).toBe('E-1');
      expect((await eventsOf(field.id)).map((event) => event.type)).toEqual(['custom_field.created', 'custom_field.archived', 'custom_field.unarchived']);
    });

    it('answers 404 for an unknown id', async () => {
      expectError(await t.api.post(`/custom-fields/${UNKNOWN_UUID}/archive`), 404, 'NOT_FOUND');
      expectError(await t.api.post(`/custom-fields/${UNKNOWN_UUID}/unarchive`), 404, 'NOT_FOUND');
    });

    it('allows 300 active definitions per objectType: a create or unarchive beyond is 422 at body.objectType', async () => {
      // Rows written directly: 300 requests would only slow the test; the limit is counted in the database.
      const existing = Number((await t.db.query(`SELECT count(*) AS n FROM custom_field_definitions WHERE object_type = 'offer' AND NOT archived`))[0].n);
      const archived = await defineField(t.api, { objectType: 'offer', key: 'archived_one', type: 'text' });
      expectSuccess(await t.api.post(`/custom-fields/${archived.id}/archive`));
      await t.db.query(
        `INSERT INTO custom_field_definitions
           (id, object_type, key, label, type, options, required, pii, searchable, description, archived, created_at, updated_at)
         SELECT gen_random_uuid(), 'offer', 'bulk_' || n, 'Bulk', 'text', '[]', false, true, false, '', false, now(), now()
           FROM generate_series(1, $1::int) AS n`,
        [299 - existing],
      );
      const last = await defineField(t.api, { objectType: 'offer', key: 'the_300th', type: 'text' });
      expectValidationError(await t.api.post('/custom-fields', { objectType: 'offer', key: 'the_301st', label: 'x', type: 'text' }), body('objectType'));
      expectValidationError(await t.api.post(`/custom-fields/${archived.id}/unarchive`), body('objectType'));
      await defineField(t.api, { objectType: 'job', key: 'other_type_still_fine', type: 'text' });
      expectSuccess(await t.api.post(`/custom-fields/${last.id}/archive`));
      expectSuccess(await t.api.post(`/custom-fields/${archived.id}/unarchive`));
    });
  });

  describe('events', () => {
    it('records custom_field.* for webhooks, automations and the change feed (resourceType custom_field), never in the activity feed', async () => {
      const field = await defineField(t.api, { objectType: 'job', key: 'budget_code', type: 'text' });
      await t.api.patch(`/custom-fields/${field.id}`, { label: 'Budget code' });
      await t.api.post(`/custom-fields/${field.id}/archive`);
      await t.api.post(`/custom-fields/${field.id}/unarchive`);
      const events = await eventsOf(field.id);
      expect(events.map((event) => event.type)).toEqual(['custom_field.created', 'custom_field.updated', 'custom_field.archived', 'custom_field.unarchived']);
      expect(events[0].payload.data).toEqual({ ...field });
      const activity = await t.db.query(`SELECT count(*) AS n FROM activity_events WHERE entity_id = $1 OR type LIKE 'custom_field.%'`, [field.id]);
      expect(Number(activity[0].n)).toBe(0);
      const { changes } = await readToEnd(t.api, { resourceTypes: 'custom_field' });
      const mine = changes.filter((change) => change.resourceId === field.id);
      expect(mine.map((change) => change.type)).toEqual(['custom_field.created', 'custom_field.updated', 'custom_field.archived', 'custom_field.unarchived']);
      expect(mine[0].data).toEqual(expectSuccess(await t.api.get(`/custom-fields/${field.id}`)));
      const webhook = await t.api.post('/webhooks', { url: 'https://example.com/hooks', events: ['custom_field.created', 'custom_fields.updated'] });
      expect(webhook.status).toBe(201);
    });

    it('shows custom_field changes only to keys with custom_fields:read', async () => {
      const field = await defineField(t.api, { objectType: 'job', key: 'cost_center', type: 'text' });
      const without = await t.factory.apiKey(['changes:read', 'jobs:read']);
      const withRead = await t.factory.apiKey(['changes:read', 'custom_fields:read']);
      expect((await readToEnd(t.as(without.key))).changes.filter((change) => change.resourceId === field.id)).toEqual([]);
      expect((await readToEnd(t.as(withRead.key))).changes.filter((change) => change.resourceId === field.id).length).toBe(1);
    });
  });
});
