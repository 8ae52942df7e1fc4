import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { body } from '../../helpers/common';
import { readToEnd } from '../../kits/changes-kit';
import { defineField, setValues } from '../../kits/custom-fields-kit';
import { PipelineKit, scheduleInterview } from '../../kits/interviews-kit';
import { createOffer } from '../../kits/offers-kit';

/** Custom field values (docs/api/custom-fields.md#values). */
describe('custom field values', () => {
  let t: TestApp;
  let pipeline: PipelineKit;
  const objects: Record<string, { path: string; id: string; entityType: string; entityId: string; scope: string }> = {};
  let user: Record<string, any>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    pipeline = new PipelineKit(t);
    user = await t.factory.user();
    const application = await pipeline.application();
    const offer = await createOffer(t.api, application.id);
    const interview = await scheduleInterview(t, application.id, user.id);
    objects.candidate = { path: 'candidates', id: application.candidateId, entityType: 'candidate', entityId: application.candidateId, scope: 'candidates' };
    objects.application = { path: 'applications', id: application.id, entityType: 'application', entityId: application.id, scope: 'applications' };
    objects.job = { path: 'jobs', id: application.jobId, entityType: 'job', entityId: application.jobId, scope: 'jobs' };
    objects.offer = { path: 'offers', id: offer.id, entityType: 'application', entityId: application.id, scope: 'offers' };
    objects.interview = { path: 'interviews', id: interview.id, entityType: 'application', entityId: application.id, scope: 'interviews' };
    for (const objectType of Object.keys(objects)) {
      await defineField(t.api, { objectType, key: 'ref', type: 'text' });
      await defineField(t.api, { objectType, key: 'score', type: 'number' });
    }
    await defineField(t.api, { objectType: 'candidate', key: 'notice_days', type: 'number', required: true });
    await defineField(t.api, { objectType: 'candidate', key: 'salary', type: 'currency' });
    await defineField(t.api, { objectType: 'candidate', key: 'relocate', type: 'boolean' });
    await defineField(t.api, { objectType: 'candidate', key: 'start', type: 'date' });
    await defineField(t.api, { objectType: 'candidate', key: 'visa', type: 'single_select' });
    await defineField(t.api, { objectType: 'candidate', key: 'langs', type: 'multi_select' });
    await defineField(t.api, { objectType: 'candidate', key: 'site', type: 'url' });
    await defineField(t.api, { objectType: 'candidate', key: 'alt_email', type: 'email' });
    await defineField(t.api, { objectType: 'candidate', key: 'recruiter', type: 'user' });
    await defineField(t.api, { objectType: 'candidate', key: 'essay', type: 'long_text' });
  });
  afterAll(async () => t?.close());

  const valueEvents = async (objectId: string) =>
    (await t.db.query(`SELECT type, payload FROM outbox_events WHERE type = 'custom_fields.updated' AND resource_id = $1 ORDER BY created_at, id`, [
      objectId,
    ])) as Array<{ payload: any }>;

  describe.each(['candidate', 'application', 'job', 'offer', 'interview'])('%s', (objectType) => {
    const object = () => objects[objectType];
    const url = (id = object().id) => `/${object().path}/${id}/custom-fields`;

    it('GET answers every active key, null when unset', async () => {
      const values = expectSuccess(await t.api.get(url()));
      expect(values).toMatchObject({ ref: null, score: null });
      expect(Object.values(values).every((value) => value === null)).toBe(true);
    });

    it('PATCH sets, answers the whole map, and records custom_fields.updated filed under the object', async () => {
      const values = expectSuccess(await t.api.patch(url(), { ref: 'R-1', score: 4.5 }));
      expect(values).toMatchObject({ ref: 'R-1', score: 4.5 });
      expect(expectSuccess(await t.api.get(url()))).toEqual(values);
      const [event] = (await valueEvents(object().id)).slice(-1);
      expect(event.payload.data).toEqual({ objectType, objectId: object().id, values });
      const activity = await t.db.query(
        `SELECT entity_type, entity_id, metadata FROM activity_events
          WHERE id = (SELECT id FROM outbox_events WHERE type = 'custom_fields.updated' AND resource_id = $1 ORDER BY created_at DESC LIMIT 1)`,
        [object().id],
      );
      expect(activity).toEqual([
        { entity_type: object().entityType, entity_id: object().entityId, metadata: { objectType, objectId: object().id, keys: ['ref', 'score'] } },
      ]);
    });

    it('records nothing for {} or the same values again', async () => {
      const before = (await valueEvents(object().id)).length;
      const current = expectSuccess(await t.api.get(url()));
      expect(expectSuccess(await t.api.patch(url(), {}))).toEqual(current);
      expect(expectSuccess(await t.api.patch(url(), { ref: current.ref, score: current.score }))).toEqual(current);
      expect((await valueEvents(object().id)).length).toBe(before);
    });

    it('names only the changed keys in the event, and null unsets', async () => {
      await setValues(t.api, url().replace('/custom-fields', ''), { ref: 'R-1', score: 1 });
      const values = expectSuccess(await t.api.patch(url(), { ref: 'R-1', score: null }));
      expect(values).toMatchObject({ ref: 'R-1', score: null });
      const [event] = (await valueEvents(object().id)).slice(-1);
      const [row] = await t.db.query(`SELECT metadata FROM activity_events WHERE type = 'custom_fields.updated' ORDER BY created_at DESC, id DESC LIMIT 1`);
      expect(row.metadata.keys).toEqual(['score']);
      expect(event.payload.data.values.score).toBeNull();
    });

    it('uses the object’s scopes: read for GET, write for PATCH; custom_fields scopes are not enough', async () => {
      const reader = await t.factory.apiKey([`${object().scope}:read`, 'custom_fields:write']);
      expect((await t.as(reader.key).get(url())).status).toBe(200);
      expectForbidden(await t.as(reader.key).patch(url(), {}), `${object().scope}:write`);
      const other = await t.factory.apiKey(['custom_fields:read', 'custom_fields:write']);
      expectForbidden(await t.as(other.key).get(url()), `${object().scope}:read`);
    });

    it('answers 404 for an unknown object, after validation (422 first)', async () => {
      expectError(await t.api.get(url(UNKNOWN_UUID)), 404, 'NOT_FOUND');
      expectError(await t.api.patch(url(UNKNOWN_UUID), { ref: 'x' }), 404, 'NOT_FOUND');
      expectValidationError(await t.api.patch(url(UNKNOWN_UUID), { nope: 'x' }), body('nope'));
      expectValidationError(await t.api.get(url('not-a-uuid')), [{ location: 'path', path: 'id' }]);
    });

    it('refuses a key of another object type', async () => {
      if (objectType !== 'candidate') expectValidationError(await t.api.patch(url(), { visa: 'a' }), body('visa'));
      else expectValidationError(await t.api.patch(url(), { nope: 'a' }), body('nope'));
    });
  });

  describe('typed validation (candidate)', () => {
    let path: string;
    beforeAll(async () => {
      path = `/candidates/${(await t.factory.candidate()).id}/custom-fields`;
    });

    it('accepts a value of every type, and answers it as stored', async () => {
      const values = expectSuccess(
        await t.api.patch(path, {
          ref: 'x'.repeat(2000),
          essay: 'y'.repeat(20000),
          score: -0.5,
          notice_days: 30,
          salary: { amount: 85000.5, currency: 'EUR' },
          relocate: false,
          start: '2028-02-29',
          visa: 'required',
          langs: ['not_required', 'required'],
          site: 'https://example.com/ada',
          alt_email: 'ada@example.com',
          recruiter: user.id.toUpperCase(),
        }),
      );
      expect(values).toEqual({
        ref: 'x'.repeat(2000),
        score: -0.5,
        notice_days: 30,
        salary: { amount: 85000.5, currency: 'EUR' },
        relocate: false,
        start: '2028-02-29',
        visa: 'required',
        langs: ['not_required', 'required'],
        site: 'https://example.com/ada',
        alt_email: 'ada@example.com',
        recruiter: user.id,
        essay: 'y'.repeat(20000),
      });
    });

    it('reports every broken value at once, at body.<key>', async () => {
      const response = await t.api.patch(path, {
        ref: 'x'.repeat(2001),
        essay: 1,
        score: '1',
        salary: { amount: 1, currency: 'euro' },
        relocate: 'true',
        start: '2027-02-29',
        visa: 'maybe',
        langs: ['required', 'required'],
        site: 'ftp://example.com',
        alt_email: 'ada@',
        recruiter: UNKNOWN_UUID,
        unknown_key: 1,
      });
      expectValidationError(
        response,
        body('ref', 'essay', 'score', 'salary', 'relocate', 'start', 'visa', 'langs', 'site', 'alt_email', 'recruiter', 'unknown_key'),
      );
    });

    it('refuses a user id that names no user (422), also when the rest is valid', async () => {
      expectValidationError(await t.api.patch(path, { recruiter: UNKNOWN_UUID, ref: 'ok' }), body('recruiter'));
    });

    it('refuses null for a required value once set', async () => {
      expectValidationError(await t.api.patch(path, { notice_days: null }), body('notice_days'));
      const fresh = `/candidates/${(await t.factory.candidate()).id}/custom-fields`;
      expect(expectSuccess(await t.api.patch(fresh, { notice_days: null })).notice_days).toBeNull();
    });

    it('refuses a body that is not an object', async () => {
      expectError(await t.api.patch(path, [1, 2]), 422, 'VALIDATION_ERROR');
    });
  });

  describe('GET /custom-field-values', () => {
    it('lists each object that had a value, oldest change first, with updatedAfter and a cursor', async () => {
      const [a, b] = [await t.factory.candidate(), await t.factory.candidate()];
      await setValues(t.api, `/candidates/${a.id}`, { ref: 'A' });
      await setValues(t.api, `/candidates/${b.id}`, { ref: 'B' });
      await setValues(t.api, `/candidates/${a.id}`, { ref: 'A2' });
      const all: any[] = [];
      let cursor: string | undefined;
      do {
        const response = await t.api.get('/custom-field-values').query({ objectType: 'candidate', limit: '1', ...(cursor === undefined ? {} : { cursor }) });
        const page = expectPage(response, 1);
        all.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      const ids = all.map((item) => item.objectId);
      expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
      expect(ids.indexOf(a.id)).toBe(ids.length - 1);
      const last = all.at(-1);
      expect(Object.keys(last).sort()).toEqual(['objectId', 'objectType', 'updatedAt', 'values']);
      expect(last).toEqual({
        objectType: 'candidate',
        objectId: a.id,
        values: expectSuccess(await t.api.get(`/candidates/${a.id}/custom-fields`)),
        updatedAt: last.updatedAt,
      });
      const after = all.at(-2).updatedAt;
      const later = expectPage(await t.api.get('/custom-field-values').query({ objectType: 'candidate', updatedAfter: after }), 100);
      expect(later.items.map((item: any) => item.objectId)).toEqual([a.id]);
    });

    it('accepts limit up to 1000 and requires a valid objectType', async () => {
      expectPage(await t.api.get('/custom-field-values').query({ objectType: 'job', limit: '1000' }), 1000);
      expectValidationError(await t.api.get('/custom-field-values'), [{ location: 'query', path: 'objectType' }]);
      expectValidationError(await t.api.get('/custom-field-values').query({ objectType: 'job', limit: '1001' }), [{ location: 'query', path: 'limit' }]);
    });

    it("needs the read scope of objectType's objects", async () => {
      const jobs = await t.factory.apiKey(['jobs:read']);
      expect((await t.as(jobs.key).get('/custom-field-values').query({ objectType: 'job' })).status).toBe(200);
      expectForbidden(await t.as(jobs.key).get('/custom-field-values').query({ objectType: 'candidate' }), 'candidates:read');
      expectForbidden(await t.as(jobs.key).get('/custom-field-values').query({ objectType: 'offer' }), 'offers:read');
    });
  });

  describe('change feed', () => {
    it('carries custom_field_values items { objectType, objectId, values }, each to keys that may read its object', async () => {
      const candidate = await t.factory.candidate();
      const values = await setValues(t.api, `/candidates/${candidate.id}`, { ref: 'feed' });
      await setValues(t.api, `/offers/${objects.offer.id}`, { ref: `feed-${candidate.id}` });
      const { changes } = await readToEnd(t.api, { resourceTypes: 'custom_field_values' });
      const mine = changes.filter((change) => change.resourceId === candidate.id);
      expect(mine.map((change) => [change.type, change.resourceType, change.data])).toEqual([
        ['custom_fields.updated', 'custom_field_values', { objectType: 'candidate', objectId: candidate.id, values }],
      ]);
      const ofObjects = async (scopes: string[], query?: Record<string, string>) =>
        (await readToEnd(t.as((await t.factory.apiKey(['changes:read', ...scopes])).key), query)).changes
          .filter((change) => change.resourceType === 'custom_field_values')
          .map((change) => (change.data as { objectType: string }).objectType);
      const candidates = await ofObjects(['candidates:read']);
      expect(candidates).toContain('candidate');
      expect(new Set(candidates)).toEqual(new Set(['candidate']));
      expect(new Set(await ofObjects(['offers:read']))).toEqual(new Set(['offer']));
      expect(new Set(await ofObjects(['candidates:read', 'offers:read'], { resourceTypes: 'custom_field_values' }))).toEqual(new Set(['candidate', 'offer']));
      expect(await ofObjects(['candidates:read'], { types: 'candidate.created' })).toEqual([]);
      expect(await ofObjects(['jobs:read', 'applications:read'], { resourceTypes: 'job' })).toEqual([]);
      const all = await ofObjects(['candidates:read', 'applications:read', 'jobs:read', 'offers:read', 'interviews:read']);
      expect(all.length).toBe(changes.length);
      expect(await ofObjects([])).toEqual([]);
    });
  });
});
